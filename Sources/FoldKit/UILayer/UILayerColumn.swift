import Foundation

/// One visible column of a screen as the UI layer sees it: its frame and the title and toolbar
/// it declares (SPEC 9). A screen without columns is one column.
///
/// `frame` is the column's slot in **window coordinates**, points: a list–detail pane, a split
/// view's column, or the screen.
public struct UILayerColumn: Sendable, Hashable {
    /// The id of the scene node the column is (its bars' ids derive from it).
    public var id: String
    /// The column's slot, window coordinates.
    public var frame: CGRect
    /// Its navigation title; nil for none.
    public var title: String?
    /// Its toolbar items, in order.
    public var toolbar: [ToolbarItem]
    /// A pushed screen's back item title (the list's title, SPEC 9 amended 2026-12-02): the column
    /// gets a navigation bar with a back item ``SystemBarItem/backID`` at its leading end, in
    /// every mode; nil for a column that was not pushed.
    public var backTitle: String?

    /// Creates a column.
    public init(id: String, frame: CGRect, title: String? = nil, toolbar: [ToolbarItem] = [], backTitle: String? = nil) {
        self.id = id
        self.frame = frame
        self.title = title
        self.toolbar = toolbar
        self.backTitle = backTitle
    }

    /// Whether the column has a navigation bar in every mode: it has a title or a back item.
    var wantsTitleBar: Bool { title != nil || backTitle != nil }
}

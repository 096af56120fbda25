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

    /// Creates a column.
    public init(id: String, frame: CGRect, title: String? = nil, toolbar: [ToolbarItem] = []) {
        self.id = id
        self.frame = frame
        self.title = title
        self.toolbar = toolbar
    }
}

import Foundation

/// One system bar as a storyboard panel draws it: the open Duo's side bar, a tab bar, a
/// navigation bar, a bottom toolbar or a floating button, with its items (SPEC 9).
///
/// Frames are the panel's **window coordinates**, points, physical.
public struct PanelBar: Sendable, Hashable, Codable, Identifiable {
    /// The bar's id (`system.side-bar`, `mailbox.navigation-bar`).
    public var id: String
    /// `sideBar`, `tabBar`, `navigationBar`, `bottomToolbar` or `floatingButton`.
    public var kind: String
    /// The bar's frame.
    public var frame: CGRect
    /// A navigation bar's title.
    public var title: String?
    /// The side bar's clock.
    public var clock: CGRect?
    /// The items, in order.
    public var items: [Item]

    /// Creates a bar.
    public init(id: String, kind: String, frame: CGRect, title: String? = nil, clock: CGRect? = nil, items: [Item] = []) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.title = title
        self.clock = clock
        self.items = items
    }

    /// One item: a tab, More, or an action, drawn with its symbol name and title.
    public struct Item: Sendable, Hashable, Codable, Identifiable {
        /// The tab's or action's id.
        public var id: String
        /// `tab`, `more` or `action`.
        public var kind: String
        /// The title.
        public var title: String
        /// The symbol's name, written as text.
        public var symbol: String
        /// The item's frame, window coordinates.
        public var frame: CGRect
        /// Whether it is the selected tab.
        public var isSelected: Bool

        /// Creates an item.
        public init(id: String, kind: String, title: String, symbol: String, frame: CGRect, isSelected: Bool = false) {
            self.id = id
            self.kind = kind
            self.title = title
            self.symbol = symbol
            self.frame = frame
            self.isSelected = isSelected
        }
    }
}

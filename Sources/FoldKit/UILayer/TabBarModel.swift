import Foundation

/// A tab view's bar as a model (SPEC 9 [S0][S3]): its tabs, whether the system adds More, a
/// tab-bar button, and the selected tab.
public struct TabBarModel: Sendable, Hashable {
    /// The tabs in order.
    public var tabs: [Tab]
    /// Whether the system adds a More item that reaches the tabs left out of compact bars
    /// (default true; `false` is `"more": false`, which leaves them without a route, lint FK014).
    public var showsMore: Bool
    /// A button in the tab bar, such as OdoKeep's quick capture; nil for none.
    public var action: UIAction?
    /// The selected tab's id; nil for the first tab.
    public var selectedTabID: String?

    /// Creates a tab bar model.
    public init(tabs: [Tab], showsMore: Bool = true, action: UIAction? = nil, selectedTabID: String? = nil) {
        self.tabs = tabs
        self.showsMore = showsMore
        self.action = action
        self.selectedTabID = selectedTabID
    }

    /// One tab: an action (id, title, symbol) and whether compact bars show it.
    public struct Tab: Sendable, Hashable {
        /// The tab's id, title and symbol.
        public var action: UIAction
        /// Whether compact tab bars and the side bar show it (`compactTabIdentifiers`, S3);
        /// default true.
        public var isCompact: Bool

        /// Creates a tab.
        public init(action: UIAction, isCompact: Bool = true) {
            self.action = action
            self.isCompact = isCompact
        }
    }

    /// The selected tab's id: ``selectedTabID`` or the first tab's.
    public var selectedID: String? { selectedTabID ?? tabs.first?.action.id }

    /// Whether a compact bar needs a More item: a tab is left out and ``showsMore``.
    public var needsMore: Bool { showsMore && tabs.contains { !$0.isCompact } }
}

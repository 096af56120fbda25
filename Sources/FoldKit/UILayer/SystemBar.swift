import Foundation

/// A bar the system draws for the UI layer, with its items (SPEC 9; CLI.md `bars`).
///
/// Frames are **window coordinates**, points, physical. Ids contain a dot (`system.tab-bar`,
/// `mailbox.navigation-bar`), which scene ids never do, so they never collide with a node's.
public struct SystemBar: Sendable, Hashable, Identifiable {
    /// The bar's id.
    public var id: String
    /// What the bar is.
    public var kind: Kind
    /// The bar's frame.
    public var frame: CGRect
    /// A navigation bar's title; nil for the other kinds.
    public var title: String?
    /// The side bar's clock (its top 44 pt, ending where an active occlusion begins in them); nil
    /// for the other kinds, and when an occlusion leaves it less than 12 pt.
    public var clock: CGRect?
    /// The items in the bar, in order.
    public var items: [SystemBarItem]

    /// Creates a bar.
    public init(id: String, kind: Kind, frame: CGRect, title: String? = nil, clock: CGRect? = nil, items: [SystemBarItem] = []) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.title = title
        self.clock = clock
        self.items = items
    }

    /// The kinds of bar; raw values are CLI.md's.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The vertical strip of the open Duo: clock, tabs, actions.
        case sideBar
        /// A horizontal tab bar.
        case tabBar
        /// A column's (or the window's) navigation bar: title and actions.
        case navigationBar
        /// A bottom toolbar.
        case bottomToolbar
        /// A floating button (one item).
        case floatingButton
        /// The system keyboard (SPEC 10.2): at the bottom of the window, its halves as items where
        /// a book fold splits it.
        case keyboard
    }
}

/// One item of a system bar: a tab, the More item, or an action.
public struct SystemBarItem: Sendable, Hashable, Identifiable {
    /// The tab's or action's id; the More item's is ``moreID`` in the side bar and a tab bar, and
    /// `<bar id>.more` in a navigation bar or bottom toolbar.
    public var id: String
    /// What the item is.
    public var kind: Kind
    /// Its title.
    public var title: String
    /// Its symbol name.
    public var symbol: String
    /// Its frame, window coordinates (44 × 44 in side bars, navigation bars and toolbars).
    public var frame: CGRect
    /// Whether it is the selected tab (or More, when the selected tab is inside it).
    public var isSelected: Bool
    /// The ids of what the More item reaches; empty for the others.
    public var reaches: [String]

    /// Creates an item.
    public init(id: String, kind: Kind, title: String, symbol: String, frame: CGRect, isSelected: Bool = false, reaches: [String] = []) {
        self.id = id
        self.kind = kind
        self.title = title
        self.symbol = symbol
        self.frame = frame
        self.isSelected = isSelected
        self.reaches = reaches
    }

    /// The More item's id.
    public static let moreID = "system.more"

    /// A pushed screen's back item's id, at the leading end of its navigation bar (SPEC 9).
    public static let backID = "system.back"

    /// The kinds of item.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A tab.
        case tab
        /// The More item, reaching tabs (and, in a full side bar, actions) that have no slot.
        case more
        /// A toolbar or tab-bar action.
        case action
        /// A pushed screen's back item (``SystemBarItem/backID``), titled with the list's title.
        case back
        /// A part of a split keyboard (SPEC 10.2): a half on each side of a book fold.
        case keyboard
    }
}

import Foundation

/// An action of the UI layer — a toolbar item, a tab, a tab-bar button — declared as a model: what
/// it is, not where it is drawn (SPEC 9 [S3]). The system places it from the space.
///
/// Example (OdoKeep): `UIAction(id: "quick-capture", title: "Log refuel", symbol: "plus.circle")`.
public struct UIAction: Sendable, Hashable, Identifiable {
    /// The action's stable id (letters, digits, `-`, `_`): one action wherever it is shown.
    public var id: String
    /// Its title, shown beside or under the symbol.
    public var title: String
    /// An SF Symbols-style name (`square.and.pencil`); the storyboard writes it as text.
    public var symbol: String

    /// Creates an action.
    public init(id: String, title: String, symbol: String) {
        self.id = id
        self.title = title
        self.symbol = symbol
    }
}

/// A toolbar item: an action and where the scene would like it (SPEC 9).
///
/// The system decides where it is drawn: in the open Duo's side bar, a navigation bar, a bottom
/// toolbar, or as a floating button on a phone-sized screen.
public struct ToolbarItem: Sendable, Hashable {
    /// The action.
    public var action: UIAction
    /// Its placement: a navigation bar's primary or secondary action, or the bottom toolbar.
    public var placement: Placement
    /// Whether, in compact width, it becomes a 56 × 56 floating button in the bottom-trailing
    /// corner, where the thumb reaches (a compose button, S3). Default false.
    public var floatsInCompact: Bool

    /// Creates a toolbar item.
    public init(action: UIAction, placement: Placement = .primaryAction, floatsInCompact: Bool = false) {
        self.action = action
        self.placement = placement
        self.floatsInCompact = floatsInCompact
    }

    /// Where a toolbar item asks to go; raw values are the scene-file spellings.
    public enum Placement: String, Sendable, Hashable, CaseIterable {
        /// The navigation bar's main action (trailing end).
        case primaryAction
        /// A navigation bar action before the primary ones.
        case secondaryAction
        /// The bottom toolbar.
        case bottomBar
    }
}

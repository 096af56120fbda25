import Foundation

/// The output of the list–detail rule: `single`, `columns` or `stacked`, with both panes' frames
/// and content insets (SPEC 4.4) [S0].
///
/// Frames are in **window coordinates**, points. **One tree for every state**: ``list`` is the
/// same view in every kind (its ``Pane/id`` is always ``PaneID/list``; only its frame changes), so
/// folding resets nothing; ``detail`` appears beside or above it when there is room.
public struct ListDetailResult: Sendable, Hashable {
    /// The three layouts the rule allows; raw values are the CLI spellings.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// The list alone (every screen is the phone's): filling the container, or — at a book
        /// fold — the region the list takes in columns, never across the fold (SPEC 4.1, 4.4).
        case single
        /// The list on the leading side, the detail beside it.
        case columns
        /// The detail above a horizontal fold, the list below it.
        case stacked
    }

    /// Which of the four ordered rules decided; raw values are stable spellings for output.
    public enum Rule: String, Sendable, Hashable, Codable, CaseIterable {
        /// Rule 1: a tabletop fold and a screen that stacks: detail above, list below.
        case tabletopStacks
        /// Rule 2: the window's horizontal size class is compact (every screen is the phone's).
        case compactWidth
        /// Rule 2: the layout width is below the split minimum.
        case belowSplitMinimum
        /// Rule 3: a book fold: the list reaches the fold's centre line.
        case bookFoldCentre
        /// Rule 4: the leading column, 40 % of the width clamped to 360…440 plus the leading inset.
        case leadingColumn
        /// The container has a zero width or height: the list gets it as given.
        case emptyContainer
    }

    /// The stable identity of a pane.
    public enum PaneID: String, Sendable, Hashable, Codable, CaseIterable {
        /// The list: present in every kind.
        case list
        /// The detail: absent in `single`.
        case detail
    }

    /// One pane: its identity, frame and the insets its content keeps.
    public struct Pane: Sendable, Hashable {
        /// The pane's stable identity.
        public var id: PaneID
        /// The pane's frame, window coordinates.
        public var frame: CGRect
        /// Insets the pane's content keeps from ``frame`` (leading = left in LTR): the safe-area
        /// insets that fall on it, plus half the fold on the fold side in book columns.
        public var contentInsets: EdgeInsets

        /// Creates a pane.
        public init(id: PaneID, frame: CGRect, contentInsets: EdgeInsets = .zero) {
            self.id = id
            self.frame = frame
            self.contentInsets = contentInsets
        }
    }

    /// The layout.
    public var kind: Kind
    /// The rule that decided it.
    public var rule: Rule
    /// The list pane: always present, always ``PaneID/list``.
    public var list: Pane
    /// The detail pane; nil in `single`.
    public var detail: Pane?
    /// The list's width in `columns` (leading inset included), points; nil otherwise.
    public var listWidth: CGFloat?
    /// The detail's height above the fold in `stacked`, points; nil otherwise.
    public var topHeight: CGFloat?
    /// The fold's thickness between the panes in `stacked`, points; nil otherwise.
    public var gap: CGFloat?

    /// Creates a result.
    public init(kind: Kind, rule: Rule, list: Pane, detail: Pane? = nil, listWidth: CGFloat? = nil,
                topHeight: CGFloat? = nil, gap: CGFloat? = nil) {
        self.kind = kind
        self.rule = rule
        self.list = list
        self.detail = detail
        self.listWidth = listWidth
        self.topHeight = topHeight
        self.gap = gap
    }
}

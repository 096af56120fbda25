import Foundation

/// How one view of an arrangement changed between two results: its placement before and after and
/// one ``ViewChange`` (SPEC 10.1) [S1]: Up Next that leaves the stack for its own region is
/// `restacked`.
///
/// Frames are **window coordinates**, points, physical (as ``ArrangedView/frame``: x 0 is the left
/// edge in RTL too).
public struct ArrangedViewTransition: Sendable, Hashable {
    /// Which view.
    public var slot: ArrangementSlot
    /// The view in the first result.
    public var before: ArrangedView
    /// The view in the second result.
    public var after: ArrangedView
    /// The first change of SPEC 10.1's order that applies; frames compare exactly.
    public var change: ViewChange

    /// The transition of the view in `slot` from `before` to `after`.
    /// - Complexity: O(1).
    public init(slot: ArrangementSlot, before: ArrangedView, after: ArrangedView) {
        self.slot = slot
        self.before = before
        self.after = after
        change = ViewChange(before: before, after: after)
    }
}

import Foundation

/// How one view of an arrangement changed between two results: its placement before and after and
/// one ``Change`` (SPEC 10.1) [S1].
///
/// Frames are **window coordinates**, points, physical (as ``ArrangedView/frame``: x 0 is the left
/// edge in RTL too).
public struct ArrangedViewTransition: Sendable, Hashable {
    /// What happened to the view; raw values are the CLI's (`foldkit transition`).
    ///
    /// The first that applies, in declaration order, is reported (SPEC 10.1): Up Next that leaves
    /// the stack for its own region and grows is `restacked`.
    public enum Change: String, Sendable, Hashable, CaseIterable {
        /// Hidden before, shown after.
        case shown
        /// Shown before, hidden after.
        case hidden
        /// Shown in both, another z-index.
        case restacked
        /// Shown in both, another size.
        case resized
        /// Shown in both, the same size at another origin.
        case moved
        /// Everything the same, or hidden in both.
        case unchanged
    }

    /// Which view.
    public var slot: ArrangementSlot
    /// The view in the first result.
    public var before: ArrangedView
    /// The view in the second result.
    public var after: ArrangedView
    /// The first change of SPEC 10.1's order that applies; frames compare exactly.
    public var change: Change

    /// The transition of the view in `slot` from `before` to `after`.
    /// - Complexity: O(1).
    public init(slot: ArrangementSlot, before: ArrangedView, after: ArrangedView) {
        self.slot = slot
        self.before = before
        self.after = after
        if !before.isVisible && after.isVisible {
            change = .shown
        } else if before.isVisible && !after.isVisible {
            change = .hidden
        } else if !after.isVisible {
            change = .unchanged
        } else if before.zIndex != after.zIndex {
            change = .restacked
        } else if before.frame?.size != after.frame?.size {
            change = .resized
        } else if before.frame?.origin != after.frame?.origin {
            change = .moved
        } else {
            change = .unchanged
        }
    }
}

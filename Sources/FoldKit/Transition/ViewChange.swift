import Foundation

/// What happened to one laid-out view between two layouts: the first of SPEC 10.1's order that
/// applies — shown, hidden, restacked, resized, moved, unchanged — the one classification an
/// arrangement's views (``ArrangedViewTransition``) and a scene's nodes share.
///
/// Raw values are the CLI's (`foldkit transition`). A view that moves to another layer and grows is
/// `restacked`: the first that applies is reported. Frames compare exactly.
public enum ViewChange: String, Sendable, Hashable, CaseIterable {
    /// Not visible before (hidden, or not in the first layout), visible after.
    case shown
    /// Visible before, not visible after (hidden, or not in the second layout).
    case hidden
    /// Visible in both, another z-index.
    case restacked
    /// Visible in both, another size.
    case resized
    /// Visible in both, the same size at another origin.
    case moved
    /// Everything the same, or hidden in both.
    case unchanged

    /// The change from `before` to `after`; nil where the view is not in that layout. Frames are
    /// any one coordinate space, compared exactly.
    /// - Complexity: O(1).
    public init(before: ArrangedView?, after: ArrangedView?) {
        let wasVisible = before?.isVisible ?? false
        let isVisible = after?.isVisible ?? false
        if !wasVisible && isVisible {
            self = .shown
        } else if wasVisible && !isVisible {
            self = .hidden
        } else if let before, let after, isVisible {
            if before.zIndex != after.zIndex {
                self = .restacked
            } else if before.frame?.size != after.frame?.size {
                self = .resized
            } else if before.frame?.origin != after.frame?.origin {
                self = .moved
            } else {
                self = .unchanged
            }
        } else {
            self = .unchanged
        }
    }
}

/// One of the two arrangement styles with its settings: what ``ArrangementController`` holds and
/// passes to `updateArrangement(_:animated:)` (SPEC 4.1–4.2) [S1][S4].
///
/// Solving forwards to the style's own solver; nothing here re-implements one.
public enum ArrangementStyle: Sendable, Hashable {
    /// The split style (the default, SPEC 4.1).
    case split(SplitArrangement)
    /// The overlay style (SPEC 4.2).
    case overlay(OverlayArrangement)

    /// Lays out the two views in `request`'s container with the style's solver
    /// (``SplitArrangement/solve(_:)`` or ``OverlayArrangement/solve(_:)``): frames in window
    /// coordinates, points.
    /// - Throws: ``ArrangementError`` for an invalid request or setting, before any work.
    /// - Complexity: O(*r*) for *r* reserved regions, as each solver.
    public func solve(_ request: ArrangementRequest) throws(ArrangementError) -> ArrangementResult {
        switch self {
        case .split(let style): return try style.solve(request)
        case .overlay(let style): return try style.solve(request)
        }
    }
}

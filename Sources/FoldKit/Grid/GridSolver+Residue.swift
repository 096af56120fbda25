import Foundation

extension GridSolver {
    /// The largest floating-point residue, points, that ``clearResidue(_:size:edges:)`` removes: far
    /// below a pixel, far above the rounding error of adding a few coordinates.
    static let residue: CGFloat = 1e-6

    /// A track's start moved by a few ulps so that the track `start … start + size` does not
    /// overlap any of `edges` by a floating-point residue (window coordinates, one axis).
    ///
    /// Cells that end at a division's frame are computed to end exactly there, but `CGRect`
    /// stores origin and size, and `(e − w) + w` need not be `e` in floating point (nor survive the
    /// RTL mirror). This final step guarantees the contract by the frame's own arithmetic: a cell
    /// overlapping a division by less than ``residue`` steps off it, away from the division. A
    /// larger overlap is left alone (it would be a solver fault, caught by the invariant checks).
    /// - Complexity: O(*e*) for *e* edges, a few ulp steps each.
    static func clearResidue(_ start: CGFloat, size: CGFloat, edges: [Span]) -> CGFloat {
        var start = start
        for edge in edges {
            if start < edge.lower && start + size > edge.lower && start + size - edge.lower < residue {
                while start + size > edge.lower { start = start.nextDown }
            }
            if start < edge.upper && start + size > edge.upper && edge.upper - start < residue {
                while start < edge.upper { start = start.nextUp }
            }
        }
        return start
    }

    /// The extents, window coordinates, of the active divisions a grid's tracks along `axis` must
    /// keep off: along x, divisions running top to bottom; along y (grids that do not scroll),
    /// divisions running side to side. Only those touching the bounds.
    static func residueEdges(_ request: GridRequest, along axis: Axis) -> [Span] {
        if axis == .vertical && request.scrolls { return [] }
        var edges: [Span] = []
        for region in request.regions where region.isActive && region.kind == .division && region.frame.touchesInterior(of: request.bounds) {
            let upright = region.frame.height >= region.frame.width
            if upright == (axis == .horizontal) {
                edges.append(Span(lower: region.frame.minimum(along: axis), upper: region.frame.maximum(along: axis)))
            }
        }
        return edges
    }
}

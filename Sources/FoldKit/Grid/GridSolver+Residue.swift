import Foundation

extension GridSolver {
    /// The largest floating-point residue, points, that ``clearResidue(_:size:regions:along:)``
    /// removes: far below a pixel, far above the rounding error of adding a few coordinates.
    static let residue: CGFloat = 1e-6

    /// A track's start moved by a few ulps so that the track `start … start + size` does not
    /// overlap the frame of any active division running across `axis` by a floating-point residue
    /// (window coordinates, one axis).
    ///
    /// Cells that end at a division's frame are computed to end exactly there, but `CGRect`
    /// stores origin and size, and `(e − w) + w` need not be `e` in floating point (nor survive the
    /// RTL mirror). This final step guarantees the contract by the frame's own arithmetic: a cell
    /// overlapping a division by less than ``residue`` steps off it, away from the division. A
    /// larger overlap is left alone (it would be a solver fault, caught by the invariant checks).
    /// - Complexity: O(*r*) for *r* regions, a few ulp steps each; no allocation.
    static func clearResidue(_ start: CGFloat, size: CGFloat, regions: [ReservedRegion], along axis: Axis) -> CGFloat {
        regions.withUnsafeBufferPointer { regions in
            var start = start
            for index in regions.indices where isResidueEdge(regions, index, along: axis) {
                let lower = regions[index].frame.minimum(along: axis), upper = regions[index].frame.maximum(along: axis)
                if start < lower && start + size > lower && start + size - lower < residue {
                    while start + size > lower { start = start.nextDown }
                }
                if start < upper && start + size > upper && upper - start < residue {
                    while start < upper { start = start.nextUp }
                }
            }
            return start
        }
    }

    /// Whether region `index` is an active division that tracks along `axis` must keep off: along
    /// x, one running top to bottom; along y, one running side to side.
    static func isResidueEdge(_ regions: UnsafeBufferPointer<ReservedRegion>, _ index: Int, along axis: Axis) -> Bool {
        guard regions[index].isActive, regions[index].kind == .division else { return false }
        return ReservedRegion.runsTopToBottom(regions[index].frame) == (axis == .horizontal)
    }

    /// The regions whose divisions the tracks along `axis` are kept off: the request's regions,
    /// or none for the rows of a scrolling grid (they pass under) or without an active division
    /// across `axis`. Shares the request's storage; no allocation.
    static func residueRegions(_ request: GridRequest, along axis: Axis) -> [ReservedRegion] {
        if axis == .vertical && request.scrolls { return [] }
        let any = request.space.regions.withUnsafeBufferPointer { regions in regions.indices.contains { isResidueEdge(regions, $0, along: axis) } }
        return any ? request.space.regions : []
    }
}

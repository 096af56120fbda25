import Foundation

extension Displacement {
    /// Chooses the region an element goes to by its purpose and the posture (SPEC 5.2).
    ///
    /// The posture is the split's axis: a horizontal split (side by side) is book, a vertical one
    /// (stacked) tabletop.
    /// - book: transient → the outer display's side (physical; the trailing region without an
    ///   outer display); contextual → the anchor's region; others → the region holding most.
    /// - tabletop: transient and far-viewing → the top region; interactive → the bottom region;
    ///   contextual → the anchor's region.
    /// - no split (a division only clips the container): the one usable region.
    /// - Returns: an index into the usable regions (physical order) and the reason.
    static func target(for frame: CGRect, purpose: DisplacementPurpose, anchor: CGRect?, usable: RegionSplit,
                       space: LayoutSpace, direction: LayoutDirection) -> (Int, DisplacementReason) {
        guard let axis = usable.axis else { return (0, .edgeDivision) }
        let last = usable.count - 1
        let most = regionIndex(for: frame, in: usable)
        switch purpose {
        case .contextual:
            guard let anchor else { return (most, .leastMovement) }
            return (regionIndex(for: anchor, in: usable), .anchorRegion)
        case .transient:
            if axis == .vertical { return (0, .farViewing) }
            return (outerSideIndex(usable: usable, space: space, direction: direction), .outerDisplaySide)
        case .farViewing:
            return axis == .vertical ? (0, .farViewing) : (most, .leastMovement)
        case .interactive:
            return axis == .vertical ? (last, .touchSurface) : (most, .leastMovement)
        case .scrolling:
            return (most, .leastMovement)
        }
    }

    /// The index of the region on the outer display's side of a side-by-side split: physical, so
    /// RTL does not move it; the trailing region (last in LTR, first in RTL) without an outer
    /// display beside the split.
    static func outerSideIndex(usable: RegionSplit, space: LayoutSpace, direction: LayoutDirection) -> Int {
        let last = usable.count - 1
        switch space.outerDisplaySide {
        case .left?: return 0
        case .right?: return last
        default: return direction == .leftToRight ? last : 0
        }
    }

    /// The region holding most of `rect`, else the one nearest its centre (ties: the first).
    /// There is always at least one region.
    static func regionIndex(for rect: CGRect, in usable: RegionSplit) -> Int {
        if let index = usable.indexOfRegion(holdingMostOf: rect) { return index }
        var best = 0
        var bestDistance = CGFloat.infinity
        for i in 0..<usable.count {
            let region = usable[i]
            let dx = max(region.minX - rect.midX, 0, rect.midX - region.maxX)
            let dy = max(region.minY - rect.midY, 0, rect.midY - region.maxY)
            let distance = hypot(dx, dy)
            if distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        return best
    }
}

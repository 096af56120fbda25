import Foundation

extension Displacement {
    /// Chooses the region an element goes to by its purpose and the posture (SPEC 5.2).
    ///
    /// The posture is the split's axis: a horizontal split (side by side) is book, a vertical one
    /// (stacked) tabletop. "Least movement" is measured, not guessed: the region into which the
    /// element, fitted, moves its centre least (ties: the one holding most of it, then the first),
    /// so an element across all three regions of a tri-fold stays in the middle one rather than
    /// travelling a third of the window (SPEC 5.1: don't move too far).
    /// - book: transient → the outer display's side (physical; the trailing region without an
    ///   outer display); contextual → the anchor's region (the one holding more than half of it),
    ///   else the least movement among the regions the anchor touches; others → least movement.
    /// - tabletop: transient and far-viewing → the top region, interactive → the bottom region
    ///   (the touch surface); with more than two stacked regions, the least movement among all but
    ///   the bottom one, or all but the top one; contextual → as in book.
    /// - no split (a division only clips the container): the one usable region.
    /// - Returns: an index into the usable regions (physical order) and the reason.
    static func target(for frame: CGRect, purpose: DisplacementPurpose, anchor: CGRect?, usable: RegionSplit,
                       space: LayoutSpace) -> (Int, DisplacementReason) {
        guard let axis = usable.axis else { return (0, .edgeDivision) }
        let last = usable.count - 1
        switch purpose {
        case .contextual:
            guard let anchor else { return (leastMovement(of: frame, in: usable, among: 0...last), .leastMovement) }
            // The anchor's region: the one holding more than half of it; an anchor spread over
            // several (a full-width list on a tri-fold) has none, and the element stays with it
            // wherever it moves least.
            let home = regionIndex(for: anchor, in: usable)
            let held = usable[home].intersection(anchor)
            if !held.isNull, 2 * held.width * held.height > anchor.width * anchor.height { return (home, .anchorRegion) }
            return (leastMovement(of: frame, in: usable, among: 0...last, touching: anchor), .anchorRegion)
        case .transient:
            if axis == .vertical { return (leastMovement(of: frame, in: usable, among: 0...max(0, last - 1)), .farViewing) }
            return (outerSideIndex(usable: usable, space: space), .outerDisplaySide)
        case .farViewing:
            return axis == .vertical ? (leastMovement(of: frame, in: usable, among: 0...max(0, last - 1)), .farViewing)
                                     : (leastMovement(of: frame, in: usable, among: 0...last), .leastMovement)
        case .interactive:
            return axis == .vertical ? (leastMovement(of: frame, in: usable, among: min(1, last)...last), .touchSurface)
                                     : (leastMovement(of: frame, in: usable, among: 0...last), .leastMovement)
        case .scrolling:
            return (leastMovement(of: frame, in: usable, among: 0...last), .leastMovement)
        }
    }

    /// The region among `candidates` into which `frame`, fitted (``fit(_:into:)``), moves its centre
    /// least; ties go to the region holding more of `frame`, then to the first. Regions without
    /// room are passed over. With `touching`, only regions that share area with it count (an
    /// anchor's regions), unless none does.
    /// - Complexity: O(*r*) for *r* regions; no allocation.
    static func leastMovement(of frame: CGRect, in usable: RegionSplit, among candidates: ClosedRange<Int>,
                              touching anchor: CGRect? = nil) -> Int {
        let anchored = anchor.map { anchor in candidates.contains { usable[$0].overlapsWithArea(anchor) } } ?? false
        var best: (index: Int, distance: CGFloat, held: CGFloat)?
        for index in candidates {
            let region = usable[index]
            // A region with no room (two divisions side by side) takes nothing.
            guard region.size.width > 0, region.size.height > 0 else { continue }
            if anchored, let anchor, !region.overlapsWithArea(anchor) { continue }
            let fitted = fit(frame, into: region)
            let distance = hypot(fitted.midX - frame.midX, fitted.midY - frame.midY)
            let overlap = region.intersection(frame)
            let held = overlap.isNull ? 0 : overlap.width * overlap.height
            if let current = best {
                if distance > current.distance + tolerance { continue }
                if abs(distance - current.distance) <= tolerance && held <= current.held { continue }
            }
            best = (index, distance, held)
        }
        return best?.index ?? candidates.lowerBound
    }

    /// The index of the region on the outer display's side of a side-by-side split: physical, so
    /// RTL does not move it; the trailing region (last in LTR, first in RTL) without an outer
    /// display beside the split.
    static func outerSideIndex(usable: RegionSplit, space: LayoutSpace) -> Int {
        let last = usable.count - 1
        switch space.outerDisplaySide {
        case .left?: return 0
        case .right?: return last
        default: return space.layoutDirection == .leftToRight ? last : 0
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

import Foundation

extension DivisionScan {
    /// The crossing divisions whose split axis is `axis` (`.horizontal`: running top to bottom),
    /// indices into the scanned regions in physical order; read them with
    /// ``divider(_:along:regions:)``. After ``choose(_:regions:)`` only ``axis`` has any.
    func dividers(along axis: Axis) -> SmallIndices { axis == .horizontal ? topToBottom : sideToSide }

    /// The number of dividers of the one-axis split (0 without an axis).
    var dividerCount: Int { axis.map { dividers(along: $0).count } ?? 0 }

    /// The number of regions of the one-axis split: one more than the dividers.
    var count: Int { dividerCount + 1 }

    /// Region `index` of the one-axis split, physical order: from the end of the dividers before
    /// it (or the usable part's edge) to the start of divider `index` (or the edge); empty where
    /// dividers meet or overlap. ``usable`` when nothing crosses.
    /// - Parameter buffer: the regions this scan was made from.
    /// - Complexity: O(*d*) for *d* dividers (one ``walkDividers(along:from:regions:_:)``).
    func region(_ index: Int, regions buffer: UnsafeBufferPointer<ReservedRegion>) -> CGRect {
        guard let axis else { return usable }
        var start = usable.minimum(along: axis), end = usable.maximum(along: axis)
        let reach = walkDividers(along: axis, from: start, regions: buffer) { position, _, reach, low, _ in
            if position == index { (start, end) = (reach, max(reach, low)) }
        }
        if index == dividers(along: axis).count { start = reach }
        return usable.with(from: start, to: end, along: axis)
    }

    /// The one divider walk: the dividers along `axis` (``dividers(along:)``) in physical order,
    /// each with the reach before it — `start`, or the farthest end of the dividers before it, so
    /// the gap before the divider runs from the reach to its start (empty when the start lies
    /// short of the reach: dividers that meet or overlap). Every reading of the gaps between
    /// dividers goes through it: the regions of a one-axis split (``region(_:regions:)``), the
    /// largest piece between the divisions crossing the other way (``choose(_:regions:)``), and the
    /// grid's spans and region count.
    /// - Parameters:
    ///   - body: called with the divider's position, its index in the regions, the reach before
    ///     it and its start and end along `axis` (margins included).
    /// - Returns: the reach after the last divider (`start` without any): where the last gap begins.
    /// - Complexity: O(*d*) for *d* dividers (O(*r*²) once spilled past four); no allocation.
    @inline(__always)
    func walkDividers(along axis: Axis, from start: CGFloat, regions buffer: UnsafeBufferPointer<ReservedRegion>,
                      _ body: (_ position: Int, _ index: Int, _ reach: CGFloat, _ low: CGFloat, _ high: CGFloat) -> Void) -> CGFloat {
        var reach = start
        for position in 0..<dividers(along: axis).count {
            let index = divider(position, along: axis, regions: buffer)
            let frame = buffer[index].frame
            let low = frame.minimum(along: axis), high = frame.maximum(along: axis)
            body(position, index, reach, low, high)
            reach = max(reach, high)
        }
        return reach
    }

    /// The driving division merged with every divider that overlaps or touches it (`low … high`
    /// along ``axis``), and how far the regions beside it reach: from the end of the dividers
    /// before it, or the usable part's edge (`start`), to the start of the dividers after it, or
    /// the edge (`end`). Nil without a driving division.
    /// - Parameter buffer: the regions this scan was made from.
    /// - Complexity: O(*d*²) for *d* dividers (merging); O(1) for one; no allocation.
    @inline(__always)
    func driverBand(regions buffer: UnsafeBufferPointer<ReservedRegion>) -> (low: CGFloat, high: CGFloat, start: CGFloat, end: CGFloat)? {
        guard let axis, let driver else { return nil }
        let list = dividers(along: axis)
        let frame = buffer[driver].frame
        var low = frame.minimum(along: axis), high = frame.maximum(along: axis)
        var start = usable.minimum(along: axis), end = usable.maximum(along: axis)
        guard list.count > 1 else { return (low, high, start, end) }
        var grown = true
        while grown {
            grown = false
            for position in 0..<list.count {
                let other = buffer[divider(position, along: axis, regions: buffer)].frame
                let lo = other.minimum(along: axis), hi = other.maximum(along: axis)
                if lo <= high && hi >= low && (lo < low || hi > high) {
                    low = min(low, lo)
                    high = max(high, hi)
                    grown = true
                }
            }
        }
        for position in 0..<list.count {
            let other = buffer[divider(position, along: axis, regions: buffer)].frame
            if other.maximum(along: axis) < low { start = max(start, other.maximum(along: axis)) }
            if other.minimum(along: axis) > high { end = min(end, other.minimum(along: axis)) }
        }
        return (low, high, start, end)
    }

    /// The index of the region holding most of `rect` among `count` regions given by `region`
    /// (ties: the first); for a rect sharing no area with any (a line, a point), the first region
    /// containing its centre, edges included; nil when none does. The one rule for
    /// ``RegionSplit`` and ``UsableRegions``.
    /// - Complexity: O(*count*) calls of `region`; no allocation.
    static func indexOfRegion(holdingMostOf rect: CGRect, count: Int, region: (Int) -> CGRect) -> Int? {
        var best: (index: Int, area: CGFloat)?
        for i in 0..<count {
            let overlap = region(i).intersection(rect)
            let area = overlap.isNull ? 0 : overlap.width * overlap.height
            if best == nil || area > best!.area { best = (i, area) }
        }
        if let best, best.area > 0 { return best.index }
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        for i in 0..<count {
            let part = region(i)
            if part.minX <= centre.x && centre.x <= part.maxX && part.minY <= centre.y && centre.y <= part.maxY { return i }
        }
        return nil
    }
}

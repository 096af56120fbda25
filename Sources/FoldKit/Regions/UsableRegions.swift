import Foundation

/// The usable regions of a container: the container split by the active divisions that cross it,
/// minus the parts that divisions merely clip (SPEC 3.5; field report BR-11).
///
/// All rects are in the coordinate space of `container` and the divisions. ``regions`` never
/// contains a division's frame: the division carries neither side. Regions are in physical order
/// (left → right, top → bottom); ``inReadingOrder(_:)`` gives RTL order.
public struct UsableRegions: Sendable, Hashable {
    /// The container asked about.
    public var container: CGRect
    /// The container less the edge strips cut off by divisions that only clip it.
    public var usable: CGRect
    /// The split axis (`.horizontal` = side by side), nil when no division crosses the container.
    public var axis: Axis?
    /// The crossing divisions in physical order along ``axis``.
    public var dividers: [ReservedRegion]
    /// The usable regions in physical order; one (``usable``) when nothing crosses.
    public var regions: [CGRect]

    /// Splits `container` by the **active** divisions among `regions` (others are ignored).
    ///
    /// With divisions crossing along both axes, the axis of the one nearest the container's
    /// centre wins and the others are treated as clipping: the container keeps the larger part
    /// beside each, so no region overlaps an active division. With several along that axis (a
    /// tri-fold) every one splits.
    /// - Complexity: O(*r* + *d*²) for *r* regions and *d* crossing divisions (a few at most).
    public init(container: CGRect, regions: [ReservedRegion]) {
        // The split itself is RegionSplit's (allocation-free, for the solvers); this is its
        // array view.
        let split = RegionSplit(container: container, regions: regions)
        self.container = container
        usable = split.usable
        axis = split.axis
        dividers = (0..<split.dividerCount).map(split.dividerRegion)
        self.regions = (0..<split.count).map { split[$0] }
    }

    /// The regions in reading order: physical order, reversed for a side-by-side split in RTL.
    public func inReadingOrder(_ direction: LayoutDirection) -> [CGRect] {
        direction == .rightToLeft && axis == .horizontal ? regions.reversed() : regions
    }

    /// The index of the region holding most of `rect` (ties: the first), nil when it touches none.
    public func indexOfRegion(holdingMostOf rect: CGRect) -> Int? {
        var best: (Int, CGFloat)?
        for (i, region) in regions.enumerated() {
            let overlap = region.intersection(rect)
            let area = overlap.isNull ? 0 : overlap.width * overlap.height
            if best == nil || area > best!.1 { best = (i, area) }
        }
        if let best, best.1 > 0 { return best.0 }
        // A degenerate rect (a line or a point): the region containing its centre.
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        return regions.firstIndex { $0.minX <= centre.x && centre.x <= $0.maxX && $0.minY <= centre.y && centre.y <= $0.maxY }
    }

    /// The container less the edge strips cut off by active divisions that only clip it (SPEC 3.5).
    ///
    /// Repeats until no active division clips what is left: a cut can turn a division that crossed
    /// the container into one that only clips the rest (it now lies at its edge), and that one is
    /// cut off too, so no usable area ever touches an active division it does not cross.
    /// - Complexity: O(*r*²) worst case for *r* regions, O(*r*) when at most one clips; no allocation.
    public static func usablePart(of container: CGRect, regions: [ReservedRegion]) -> CGRect {
        regions.withUnsafeBufferPointer { usablePart(of: container, in: $0) }
    }

    /// ``usablePart(of:regions:)`` over a buffer: reads each region's fields in place, without
    /// copying regions (no reference counting on the hot path). With `includingInactive`, every
    /// division counts as if active (the grid's stable column count, SPEC 6).
    static func usablePart(of container: CGRect, in regions: UnsafeBufferPointer<ReservedRegion>,
                           includingInactive: Bool = false) -> CGRect {
        var usable = container
        var edges = RectEdges(usable)
        var changed = true
        var passes = 0
        while changed && passes <= regions.count {
            changed = false
            passes += 1
            for index in regions.indices where (includingInactive || regions[index].isActive) && regions[index].kind == .division {
                let frame = regions[index].frame
                guard DivisionCrossing(division: RectEdges(frame), container: edges) == .clips else { continue }
                let part = largestPart(of: usable, beside: frame)
                if part != usable {
                    usable = part
                    edges = RectEdges(usable)
                    changed = true
                }
            }
        }
        return usable
    }

    static func distanceToCentre(_ frame: CGRect, _ container: CGRect) -> CGFloat {
        hypot(frame.midX - container.midX, frame.midY - container.midY)
    }

    /// The largest of the four strips of `rect` beside `cut` (left, right, top, bottom; ties in that order).
    ///
    /// - Complexity: O(1), no allocation (solvers call it on their hot path).
    static func largestPart(of rect: CGRect, beside cut: CGRect) -> CGRect {
        let left = CGRect(x: rect.minX, y: rect.minY, width: max(0, min(cut.minX, rect.maxX) - rect.minX), height: rect.height)
        let right = CGRect(x: max(cut.maxX, rect.minX), y: rect.minY, width: max(0, rect.maxX - max(cut.maxX, rect.minX)), height: rect.height)
        let top = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, min(cut.minY, rect.maxY) - rect.minY))
        let bottom = CGRect(x: rect.minX, y: max(cut.maxY, rect.minY), width: rect.width, height: max(0, rect.maxY - max(cut.maxY, rect.minY)))
        func area(_ r: CGRect) -> CGFloat { r.width * r.height }
        var best = left
        if area(right) > area(best) { best = right }
        if area(top) > area(best) { best = top }
        if area(bottom) > area(best) { best = bottom }
        return best
    }
}

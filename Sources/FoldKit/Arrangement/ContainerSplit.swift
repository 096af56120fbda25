import Foundation

/// A container split by the active division that drives a two-view layout, found without
/// allocating (SPEC 3.5, 4.1; the allocation-free counterpart of ``UsableRegions``).
///
/// Phases: (1) cut off the edge strips that active divisions merely clip (the container lays out in
/// the larger part beside such a division); (2) among the active divisions crossing what is left
/// from edge to edge, take the one whose centre is nearest the centre; (3) the two regions it
/// separates, bounded by the next crossing divisions along the axis (a tri-fold). All rects are in
/// the coordinate space of the container and the regions (window coordinates for solvers),
/// physical: ``before`` is left or top, ``after`` right or bottom, whatever the layout direction.
public struct ContainerSplit: Sendable, Hashable {
    /// The container as given.
    public var container: CGRect
    /// The container less the strips cut off by divisions that only clip it.
    public var usable: CGRect
    /// The driving division (its frame includes the margins); nil when none crosses ``usable``.
    public var division: ReservedRegion?
    /// The split axis: `.horizontal` (side by side) for a division running top to bottom,
    /// `.vertical` for one running side to side; nil without a division.
    public var axis: Axis?
    /// The span the division covers along ``axis`` (divisions overlapping it merged in).
    public var divisionSpan: ClosedRange<CGFloat>
    /// The region before the division (left or top); ``usable`` without a division.
    public var before: CGRect
    /// The region after the division (right or bottom); ``usable`` without a division.
    public var after: CGRect

    /// Splits `container` by the **active** divisions among `regions`; others are ignored.
    /// - Complexity: O(*r*²) worst case for *r* regions (merging overlapping divisions), O(*r*)
    ///   for real devices; no allocation.
    public init(container: CGRect, regions: [ReservedRegion]) {
        self.container = container
        let usable = UsableRegions.usablePart(of: container, regions: regions)
        self.usable = usable
        var best: (index: Int, axis: Axis, distance: CGFloat)?
        for (index, region) in regions.enumerated() where Self.isActiveDivision(region, touching: usable) {
            guard case .across(let axis) = DivisionCrossing(division: region.frame, container: usable) else { continue }
            let distance = UsableRegions.distanceToCentre(region.frame, usable)
            if best == nil || distance < best!.distance { best = (index, axis, distance) }
        }
        guard let best else {
            division = nil
            axis = nil
            divisionSpan = 0...0
            before = usable
            after = usable
            return
        }
        let axis = best.axis
        let chosen = regions[best.index]
        var low = chosen.frame.minimum(along: axis), high = chosen.frame.maximum(along: axis)
        var merged = true
        while merged {
            merged = false
            for region in regions where Self.crosses(region, usable, along: axis) {
                let lo = region.frame.minimum(along: axis), hi = region.frame.maximum(along: axis)
                if lo < high && hi > low && (lo < low || hi > high) {
                    low = min(low, lo)
                    high = max(high, hi)
                    merged = true
                }
            }
        }
        var start = usable.minimum(along: axis), end = usable.maximum(along: axis)
        for (index, region) in regions.enumerated() where index != best.index && Self.crosses(region, usable, along: axis) {
            let lo = region.frame.minimum(along: axis), hi = region.frame.maximum(along: axis)
            if hi <= low { start = max(start, hi) } else if lo >= high { end = min(end, lo) }
        }
        division = chosen
        self.axis = axis
        divisionSpan = low...high
        before = usable.with(from: start, to: low, along: axis)
        after = usable.with(from: high, to: end, along: axis)
    }

    /// The two regions with a gap of at least `spacing` at the division (field report BR-13): the
    /// margin on each side is max(division thickness, spacing) / 2, centred on the division.
    ///
    /// Region edges are used exactly; only edges moved by a wider spacing are computed and snapped
    /// to `grid`. Without a division both are ``usable``.
    /// - Complexity: O(1).
    public func regions(spacing: CGFloat, grid: PixelGrid) -> (before: CGRect, after: CGRect) {
        guard let axis, spacing.isFinite, spacing > divisionSpan.upperBound - divisionSpan.lowerBound else { return (before, after) }
        let centre = (divisionSpan.lowerBound + divisionSpan.upperBound) / 2
        let start = before.minimum(along: axis), end = after.maximum(along: axis)
        let beforeEnd = min(max(grid.snap(centre - spacing / 2), start), divisionSpan.lowerBound)
        let afterStart = max(min(grid.snap(centre + spacing / 2), end), divisionSpan.upperBound)
        return (before.with(from: start, to: beforeEnd, along: axis), after.with(from: afterStart, to: end, along: axis))
    }

    /// The leading region (left in LTR, right in RTL) for a side-by-side split, the top one for a
    /// stacked split, and the other one; from ``regions(spacing:grid:)``.
    public func regionsInReadingOrder(_ direction: LayoutDirection, spacing: CGFloat = 0,
                                      grid: PixelGrid = .none) -> (first: CGRect, second: CGRect) {
        let (before, after) = regions(spacing: spacing, grid: grid)
        return axis == .horizontal && direction == .rightToLeft ? (after, before) : (before, after)
    }

    static func isActiveDivision(_ region: ReservedRegion, touching container: CGRect) -> Bool {
        region.isActive && region.kind == .division && region.frame.touchesInterior(of: container)
    }

    static func crosses(_ region: ReservedRegion, _ container: CGRect, along axis: Axis) -> Bool {
        isActiveDivision(region, touching: container)
            && DivisionCrossing(division: region.frame, container: container) == .across(axis)
    }
}

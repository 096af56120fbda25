import Foundation

/// A container split by the active division that drives a two-view layout, found without
/// allocating (SPEC 3.5, 4.1; the allocation-free counterpart of ``UsableRegions``).
///
/// Phases: (1) cut off the edge strips that active divisions merely clip (the container lays out in
/// the larger part beside such a division); (2) among the active divisions crossing what is left
/// from edge to edge, take the one ``Choice`` names (by default the one whose centre is nearest
/// the centre); (3) the two regions it
/// separates, bounded by the next crossing divisions along the axis (a tri-fold). All rects are in
/// the coordinate space of the container and the regions (window coordinates for solvers),
/// physical: ``before`` is left or top, ``after`` right or bottom, whatever the layout direction.
public struct ContainerSplit: Sendable, Hashable {
    /// The container as given.
    public var container: CGRect
    /// The container less the strips cut off by divisions that only clip it.
    public var usable: CGRect
    /// The index of the driving division in the regions given; nil when none crosses ``usable``.
    public var divisionIndex: Int?
    /// The split axis: `.horizontal` (side by side) for a division running top to bottom,
    /// `.vertical` for one running side to side; nil without a division.
    public var axis: Axis?
    /// Where the division starts along ``axis`` (its frame's minimum, margins included; divisions
    /// overlapping it merged in); 0 without a division.
    public var divisionStart: CGFloat
    /// Where the division ends along ``axis``; 0 without a division.
    public var divisionEnd: CGFloat
    /// The region before the division (left or top); ``usable`` without a division.
    public var before: CGRect
    /// The region after the division (right or bottom); ``usable`` without a division.
    public var after: CGRect

    /// Which crossing division drives the split when several cross the container (a tri-fold).
    public enum Choice: Sendable, Hashable {
        /// The one whose centre is nearest the container's centre (arrangements, SPEC 4.1); of two
        /// equally near (a tri-fold's folds), the one nearer the leading edge of `direction`, so a
        /// right-to-left layout is the mirror of the left-to-right one.
        case nearestCentre(LayoutDirection)
        /// The first one met from the leading edge (left in LTR, right in RTL; the top one for a
        /// side-to-side division): the fold a list reaches in the list–detail rule (SPEC 4.4).
        case leadingMost(LayoutDirection)
    }

    /// Splits `container` by the **active** divisions among `regions`; others are ignored.
    ///
    /// Divisions crossing along the other axis than the driving one act as clipping ones: the
    /// container keeps the larger part beside each, as ``UsableRegions`` does.
    /// - Parameters:
    ///   - container: the container, in the coordinate space of `regions` (window coordinates).
    ///   - regions: reserved regions, physical; only active divisions count.
    ///   - choice: which division drives the split when several cross the container.
    /// - Complexity: O(*r*²) worst case for *r* regions (merging overlapping divisions), O(*r*)
    ///   for real devices; no allocation.
    public init(container: CGRect, regions: [ReservedRegion], choice: Choice = .nearestCentre(.leftToRight)) {
        self = regions.withUnsafeBufferPointer { ContainerSplit(container: container, buffer: $0, choice: choice) }
    }

    /// The solve over a buffer: fields are read in place, regions never copied (no reference
    /// counting), so a solve costs tens of nanoseconds.
    private init(container: CGRect, buffer regions: UnsafeBufferPointer<ReservedRegion>, choice: Choice) {
        self.container = container
        // Count the active divisions (up to two): none (flat, closed, no hinge) leaves the container
        // whole; one (every real fold) needs no choosing, merging or bounding by others.
        var activeCount = 0, onlyIndex = 0
        for index in regions.indices where regions[index].isActive && regions[index].kind == .division {
            activeCount += 1
            onlyIndex = index
            if activeCount > 1 { break }
        }
        guard activeCount > 0 else {
            self = ContainerSplit(unsplit: container, usable: container)
            return
        }
        var usable = UsableRegions.usablePart(of: container, in: regions)
        var usableEdges = RectEdges(usable)
        /// The split axis of region `index` if it is an active division crossing `usable`.
        func crossing(_ index: Int) -> Axis? {
            guard regions[index].isActive, regions[index].kind == .division,
                  case .across(let axis) = DivisionCrossing(division: RectEdges(regions[index].frame), container: usableEdges) else { return nil }
            return axis
        }
        if activeCount == 1 {
            guard let axis = crossing(onlyIndex) else {
                self = ContainerSplit(unsplit: container, usable: usable)
                return
            }
            let frame = regions[onlyIndex].frame
            self = ContainerSplit(container: container, usable: usable, divisionIndex: onlyIndex, axis: axis,
                                  low: frame.minimum(along: axis), high: frame.maximum(along: axis),
                                  start: usable.minimum(along: axis), end: usable.maximum(along: axis))
            return
        }
        var best: (index: Int, axis: Axis, distance: CGFloat, lead: CGFloat)?
        for index in regions.indices {
            guard let axis = crossing(index) else { continue }
            let frame = regions[index].frame
            // How far the division lies from the leading edge (the tie-break, and `leadingMost`).
            func lead(_ direction: LayoutDirection) -> CGFloat {
                axis == .horizontal && direction == .rightToLeft ? usable.maxX - frame.maxX : frame.minimum(along: axis) - usable.minimum(along: axis)
            }
            let distance: CGFloat, leading: CGFloat
            switch choice {
            case .nearestCentre(let direction):
                let dx = frame.midX - usable.midX, dy = frame.midY - usable.midY
                distance = dx * dx + dy * dy
                leading = lead(direction)
            case .leadingMost(let direction):
                distance = lead(direction)
                leading = distance
            }
            if let current = best {
                let tie = abs(distance - current.distance) <= 1e-9 * max(1, abs(current.distance))
                if tie ? (axis != current.axis || leading >= current.lead) : distance >= current.distance { continue }
            }
            best = (index, axis, distance, leading)
        }
        guard let best else {
            self = ContainerSplit(unsplit: container, usable: usable)
            return
        }
        let axis = best.axis
        // Divisions crossing along the other axis act as clipping ones (as in UsableRegions): the
        // container keeps the larger part beside each, then loses any strip a division now clips.
        var cut = false
        for index in regions.indices where index != best.index && crossing(index) != nil && crossing(index) != axis {
            usable = UsableRegions.largestPart(of: usable, beside: regions[index].frame)
            cut = true
        }
        if cut {
            // `crossing` reads `usableEdges`, so the test above saw the uncut container throughout.
            usable = UsableRegions.usablePart(of: usable, in: regions)
            usableEdges = RectEdges(usable)
        }
        let chosen = regions[best.index].frame
        var low = chosen.minimum(along: axis), high = chosen.maximum(along: axis)
        var merged = true
        while merged {
            merged = false
            for index in regions.indices where index != best.index && crossing(index) == axis {
                let lo = regions[index].frame.minimum(along: axis), hi = regions[index].frame.maximum(along: axis)
                if lo < high && hi > low && (lo < low || hi > high) {
                    low = min(low, lo)
                    high = max(high, hi)
                    merged = true
                }
            }
        }
        var start = usable.minimum(along: axis), end = usable.maximum(along: axis)
        for index in regions.indices where index != best.index && crossing(index) == axis {
            let lo = regions[index].frame.minimum(along: axis), hi = regions[index].frame.maximum(along: axis)
            if hi <= low { start = max(start, hi) } else if lo >= high { end = min(end, lo) }
        }
        self = ContainerSplit(container: container, usable: usable, divisionIndex: best.index, axis: axis,
                              low: low, high: high, start: start, end: end)
    }

    /// A container split along `axis` by the division spanning `low … high`, its regions bounded
    /// by `start` and `end` (the usable part's edges, or the next divisions along the axis).
    private init(container: CGRect, usable: CGRect, divisionIndex: Int, axis: Axis, low: CGFloat, high: CGFloat,
                 start: CGFloat, end: CGFloat) {
        self.container = container
        self.usable = usable
        self.divisionIndex = divisionIndex
        self.axis = axis
        divisionStart = low
        divisionEnd = high
        before = usable.with(from: start, to: low, along: axis)
        after = usable.with(from: high, to: end, along: axis)
    }

    /// A container no division crosses: both regions are `usable`.
    private init(unsplit container: CGRect, usable: CGRect) {
        self.container = container
        self.usable = usable
        divisionIndex = nil
        axis = nil
        divisionStart = 0
        divisionEnd = 0
        before = usable
        after = usable
    }

    /// The two regions with a gap of at least `spacing` at the division (field report BR-13): the
    /// margin on each side is max(division thickness, spacing) / 2, centred on the division.
    ///
    /// Region edges are used exactly; only edges moved by a wider spacing are computed and snapped
    /// to `grid`. Without a division both are ``usable``.
    /// - Complexity: O(1).
    public func regions(spacing: CGFloat, grid: PixelGrid) -> (before: CGRect, after: CGRect) {
        guard let axis, spacing.isFinite, spacing > divisionThickness else { return (before, after) }
        let centre = divisionCentre
        let start = before.minimum(along: axis), end = after.maximum(along: axis)
        let beforeEnd = min(max(grid.snap(centre - spacing / 2), start), divisionStart)
        let afterStart = max(min(grid.snap(centre + spacing / 2), end), divisionEnd)
        return (before.with(from: start, to: beforeEnd, along: axis), after.with(from: afterStart, to: end, along: axis))
    }

    /// The division's thickness along ``axis`` (0 for a zero-width fold or without a division).
    public var divisionThickness: CGFloat { divisionEnd - divisionStart }

    /// The division's centre line along ``axis``.
    public var divisionCentre: CGFloat { (divisionStart + divisionEnd) / 2 }

    /// The leading region (left in LTR, right in RTL) for a side-by-side split, the top one for a
    /// stacked split, and the other one; from ``regions(spacing:grid:)``.
    public func regionsInReadingOrder(_ direction: LayoutDirection, spacing: CGFloat = 0,
                                      grid: PixelGrid = .none) -> (first: CGRect, second: CGRect) {
        let (before, after) = regions(spacing: spacing, grid: grid)
        return axis == .horizontal && direction == .rightToLeft ? (after, before) : (before, after)
    }
}

import Foundation

/// A container split by the active division that drives a two-view layout (SPEC 3.5, 4.1, 4.4):
/// the two-region view of the one core that splits containers (STYLE 16), found
/// without allocating.
///
/// The core cuts off the edge strips that active divisions merely clip, takes the crossing
/// division ``Choice`` names (by default the one whose centre is nearest the centre), keeps the
/// largest piece between the divisions crossing along the other axis, and this view takes the two
/// regions beside the driving division — merged with any divider overlapping or touching it —
/// each reaching the next divider along the axis (a tri-fold) or the usable part's edge. When the
/// region at either end of the split is too narrow to be useful beside the one across its divider
/// (``UsefulRegion``), that divider is treated as one that clips the container: the strip is cut
/// off with it and the rest is split again, so a two-view layout never puts a view, or a pane's
/// edge, in a sliver beside a fold. All rects
/// are in the coordinate space of the container and the regions (window coordinates for
/// solvers), physical: ``before`` is left or top, ``after`` right or bottom, whatever the layout
/// direction.
public struct ContainerSplit: Sendable, Hashable {
    /// The container as given.
    public var container: CGRect
    /// The container less the strips cut off by divisions that only clip it, the pieces beyond
    /// the divisions crossing along the other axis than ``axis``, and a too-narrow strip at
    /// either end with its divider (``UsefulRegion``).
    public var usable: CGRect
    /// Whether an active division crossing the container left a strip too narrow to be useful
    /// between it and the container's edge, cut off with it (``UsefulRegion``): ``usable`` is the
    /// rest, as beside a division that only clips. Solvers report it
    /// (``ArrangementResult/Adjustments/sliverCutOff``), so a reason that names no division stays true.
    public var cutSliver: Bool
    /// The index of the driving division in the regions given; nil when none crosses ``usable``.
    public var divisionIndex: Int?
    /// The split axis: `.horizontal` (side by side) for a division running top to bottom,
    /// `.vertical` for one running side to side; nil without a division.
    public var axis: Axis?
    /// Where the division starts along ``axis`` (its frame's minimum, margins included; divisions
    /// overlapping or touching it merged in); 0 without a division.
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
        /// The last one met from the leading edge (the bottom one for a side-to-side division): the
        /// fold above the touch surface where the list–detail rule stacks (SPEC 4.4 rule 1,
        /// amended 2026-12-02: the list lies in the bottom region).
        case trailingMost(LayoutDirection)

        /// The layout direction the choice reads.
        var direction: LayoutDirection {
            switch self {
            case .nearestCentre(let direction), .leadingMost(let direction), .trailingMost(let direction): return direction
            }
        }
    }

    /// Splits `container` by the **active** divisions among `regions`; others are ignored. A
    /// divider with a too-narrow strip between it and the container's edge
    /// (``UsefulRegion/isTooNarrow(_:beside:)``) only cuts that strip off, as a clipping division
    /// does, and what is left is split afresh.
    ///
    /// - Parameters:
    ///   - container: the container, in the coordinate space of `regions` (window coordinates).
    ///   - regions: reserved regions, physical; only active divisions count.
    ///   - choice: which division drives the split when several cross the container.
    /// - Complexity: O(*r*·*d*) for *r* regions and *d* crossing divisions per scan pass, one more
    ///   pass per strip cut off; O(*r*) for real devices; no allocation.
    public init(container: CGRect, regions: [ReservedRegion], choice: Choice = .nearestCentre(.leftToRight)) {
        self = regions.withUnsafeBufferPointer { ContainerSplit(container: container, buffer: $0, choice: choice) }
    }

    /// Splits `container` by the active divisions of `space` (``init(container:regions:choice:)``),
    /// reading its regions in place: the solvers' form, which copies neither the space nor the
    /// regions' array.
    /// - Complexity: as ``init(container:regions:choice:)``; no allocation.
    @inline(__always)
    init(container: CGRect, space: borrowing LayoutSpace, choice: Choice) {
        self = space.regions.withUnsafeBufferPointer { ContainerSplit(container: container, buffer: $0, choice: choice) }
    }

    /// The split of `container` by the regions in `buffer`: the one-division answer when it holds
    /// (``init(container:oneDivisionOf:choice:)``), else the whole scan.
    @inline(__always)
    private init(container: CGRect, buffer: UnsafeBufferPointer<ReservedRegion>, choice: Choice) {
        if let split = ContainerSplit(container: container, oneDivisionOf: buffer, choice: choice) {
            self = split
        } else {
            self.init(scanning: container, buffer: buffer, choice: choice)
        }
    }

    /// The split found by the whole scan (``DivisionScan``, phases 1–5), whatever the regions:
    /// what every split would be without the one-division answer (tests compare the two).
    /// - Complexity: as ``init(container:regions:choice:)``; no allocation.
    init(scanning container: CGRect, buffer: UnsafeBufferPointer<ReservedRegion>, choice: Choice) {
        var scan = DivisionScan(container: container, regions: buffer, trimmingSlivers: true)
        scan.choose(choice, regions: buffer)
        guard let axis = scan.axis, let divisionIndex = scan.driver, let band = scan.driverBand(regions: buffer) else {
            // A division covering the whole width leaves nothing (at the leading edge).
            self.init(unsplit: container, usable: scan.usable, cutSliver: scan.trimmedSliver, choice: choice)
            return
        }
        self.init(container: container, usable: scan.usable, cutSliver: scan.trimmedSliver, divisionIndex: divisionIndex,
                  axis: axis, low: band.low, high: band.high, start: band.start, end: band.end)
    }

    /// The split when at most one division counts (every real device in every state): the
    /// answer ``DivisionScan`` gives, found without its passes — none when no division counts or
    /// the one there misses the container, the split at it when it crosses with no too-narrow
    /// strip beside it; nil (scan) when it only clips the container or leaves a strip to trim, or
    /// when several divisions count. The region core's fast path, checked against the scan by a
    /// property test (`ContainerSplitFastPathTests`).
    /// - Complexity: O(*r*) for *r* regions; no allocation.
    @inline(__always)
    private init?(container: CGRect, oneDivisionOf buffer: UnsafeBufferPointer<ReservedRegion>, choice: Choice) {
        var found: Int?
        for index in buffer.indices where buffer[index].kind == .division && buffer[index].isActive {
            guard found == nil else { return nil }
            found = index
        }
        guard let index = found else {
            self.init(unsplit: container, usable: container, choice: choice)
            return
        }
        let edges = RectEdges(container), division = RectEdges(buffer[index].frame)
        switch DivisionCrossing(division: division, container: edges) {
        case .outside:
            self.init(unsplit: container, usable: container, choice: choice)
        case .clips:
            return nil
        case .across(let axis):
            let start = edges.minimum(along: axis), end = edges.maximum(along: axis)
            let low = division.minimum(along: axis), high = division.maximum(along: axis)
            // Phase 1b of the scan with one divider: a too-narrow strip at either end is the scan's.
            if UsefulRegion.isTooNarrow(low - start, beside: greater(0, end - high))
                || UsefulRegion.isTooNarrow(end - high, beside: greater(0, low - start)) { return nil }
            self.init(container: container, usable: container, cutSliver: false, divisionIndex: index, axis: axis,
                      low: low, high: high, start: start, end: end)
        }
    }

    /// A container no division crosses, as the scan answers it: a usable part of no width lies at
    /// the leading edge (the right one in RTL), so a right-to-left layout mirrors the other.
    @inline(__always)
    private init(unsplit container: CGRect, usable: CGRect, cutSliver: Bool = false, choice: Choice) {
        var usable = usable
        if usable.size.width == 0, choice.direction == .rightToLeft { usable.origin.x = container.inlineMaxX }
        self.init(unsplit: container, usable: usable, cutSliver: cutSliver)
    }

    /// A container split along `axis` by the division spanning `low … high`, its regions bounded
    /// by `start` and `end` (the usable part's edges, or the next divisions along the axis).
    private init(container: CGRect, usable: CGRect, cutSliver: Bool, divisionIndex: Int, axis: Axis, low: CGFloat, high: CGFloat,
                 start: CGFloat, end: CGFloat) {
        self.container = container
        self.usable = usable
        self.cutSliver = cutSliver
        self.divisionIndex = divisionIndex
        self.axis = axis
        divisionStart = low
        divisionEnd = high
        before = usable.with(from: start, to: low, along: axis)
        after = usable.with(from: high, to: end, along: axis)
    }

    /// A container no division crosses: both regions are `usable`.
    private init(unsplit container: CGRect, usable: CGRect, cutSliver: Bool) {
        self.container = container
        self.usable = usable
        self.cutSliver = cutSliver
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

    /// The region a view shown alone takes (SPEC 4.1, 4.4): the one it takes when split — the
    /// leading region (left in LTR, right in RTL) of a side-by-side split, the top one of a stacked
    /// split — so a lone view never lies across an active division; without a division, ``usable``.
    /// A region too narrow to be useful is never it: the split has cut it off (``UsefulRegion``),
    /// and the view takes the part beside it. The one decision for an arrangement's lone primary,
    /// the list–detail rule's single pane and a split view's one column.
    /// - Parameters: `spacing` and `grid` as for ``regions(spacing:grid:)``.
    /// - Complexity: O(1).
    public func loneRegion(_ direction: LayoutDirection, spacing: CGFloat = 0, grid: PixelGrid = .none) -> CGRect {
        regionsInReadingOrder(direction, spacing: spacing, grid: grid).first
    }

    /// The leading region (left in LTR, right in RTL) for a side-by-side split, the top one for a
    /// stacked split, and the other one; from ``regions(spacing:grid:)``.
    public func regionsInReadingOrder(_ direction: LayoutDirection, spacing: CGFloat = 0,
                                      grid: PixelGrid = .none) -> (first: CGRect, second: CGRect) {
        let (before, after) = regions(spacing: spacing, grid: grid)
        return RegionSplit.readsBackwards(along: axis, direction) ? (after, before) : (before, after)
    }
}

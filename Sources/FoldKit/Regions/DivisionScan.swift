import Foundation

/// The one core that splits a container at its divisions (SPEC 3.5, 4.1, 6; STYLE 16): which
/// divisions only clip the container, which cross it and along which axis, which one drives a
/// two-view split, and the regions that remain. Every caller shapes this answer and decides
/// nothing itself: ``ContainerSplit`` (the two regions beside the driving division: arrangements,
/// list–detail, split views), ``RegionSplit`` and its array view ``UsableRegions`` (every region;
/// displacement and presentations ask which one holds a frame), and the grid's spans (both axes at
/// once).
///
/// Phases:
/// 1. **Clip** — in the regions' order, and again until nothing changes: a counted division that
///    overlaps the container without crossing it (``DivisionCrossing/clips``) cuts it down to the
///    largest of the four strips beside the division (left, right, top, bottom; ties in that order).
///    Each division cuts at most once (what is left lies beside it), so this ends.
///    **1b. Trim** (when asked: two-view layouts, grids, a scene's root) — a crossing division
///    with a strip too narrow to be useful between it and the container's edge
///    (``UsefulRegion``) cuts the strip off as a clipping one would; then phase 1 again.
/// 2. **Cross** — the counted divisions crossing what is left from edge to edge, per split axis,
///    in physical order (ties: the regions' order). This is where a scan (the grid) stops: it
///    honours every crossing division of both axes.
/// 3. **Choose** (one-axis splits) — the driving division by ``ContainerSplit/Choice``; its
///    axis is the split axis.
/// 4. **Cut across** (one-axis splits) — the divisions crossing along the other axis cut the
///    container into pieces, and the largest is kept (ties: the first, top or left), so no region
///    lies on any active division, whatever its direction.
/// 5. **Regions** — between consecutive dividers along the axis; where dividers meet or overlap,
///    the region between them is empty (zero length, at the end of the earlier ones).
///
/// Rects are in the coordinate space of the container and the regions (window coordinates for
/// the solvers), physical: regions run left → right or top → bottom whatever the layout direction.
/// Up to four crossing divisions per axis are held inline; past four (no real device has them)
/// each is found again by scanning the regions. The scan holds no reference: it reads the regions
/// through a buffer the caller passes to each step, so a two-view solver pays no reference
/// counting and nothing is allocated.
struct DivisionScan {
    /// The container asked about.
    let container: CGRect
    /// Whether inactive divisions count as if active.
    let includingInactive: Bool
    /// Whether a strip too narrow to be useful between a crossing division and the container's
    /// edge is cut off with the division (phase 1b, ``UsefulRegion``).
    let trimsSlivers: Bool
    /// The container less the strips cut off by counted divisions that only clip it (phase 1).
    private(set) var clipped: CGRect
    /// Where the regions lie: ``clipped``, less — for a one-axis split — the pieces beyond the
    /// divisions crossing along the other axis (phase 4).
    private(set) var usable: CGRect
    /// Whether phase 1b cut off a strip too narrow to be useful beside a crossing division.
    private(set) var trimmedSliver = false
    /// The split axis of a one-axis split; nil when no counted division crosses, and for a scan.
    private(set) var axis: Axis?
    /// The index in the scanned regions of the driving division; nil without one, and for a scan.
    private(set) var driver: Int?
    /// The crossing divisions running top to bottom (split axis `.horizontal`), physical order.
    private(set) var topToBottom = SmallIndices()
    /// The crossing divisions running side to side (split axis `.vertical`), physical order.
    private(set) var sideToSide = SmallIndices()

    /// Scans `container` (phases 1–2): the part left once the strips that divisions only clip are
    /// cut off — with `trimmingSlivers`, also the strips too narrow to be useful beside a crossing
    /// division (``UsefulRegion``) — and the divisions crossing it, both axes. Only active
    /// divisions count unless `includingInactive` (the grid's potential regions, SPEC 6).
    /// - Parameter regions: the reserved regions, in the container's coordinate space; the
    ///   indices this scan holds point into them.
    /// - Complexity: O(*r*·*d*) for *r* regions and *d* crossing divisions (O(*r*²) worst case when
    ///   several clip); no allocation.
    @inline(__always)
    init(container: CGRect, regions: UnsafeBufferPointer<ReservedRegion>, includingInactive: Bool = false, trimmingSlivers: Bool = false) {
        self.container = container
        self.includingInactive = includingInactive
        trimsSlivers = trimmingSlivers
        clipped = container
        usable = container
        scan(regions, includingInactive: includingInactive)
    }

    /// The split axis of region `index` when it is a counted division crossing ``clipped``.
    func crossingAxis(of index: Int, regions buffer: UnsafeBufferPointer<ReservedRegion>) -> Axis? {
        guard buffer[index].kind == .division, includingInactive || buffer[index].isActive,
              case .across(let axis) = DivisionCrossing(division: RectEdges(buffer[index].frame), container: RectEdges(clipped)) else { return nil }
        return axis
    }

    /// The index in the regions of divider `position` (physical order) among those whose split
    /// axis is `axis`: held inline, or — past four — found by scanning the regions again.
    /// - Complexity: O(1); O(*r*²) for *r* regions once spilled.
    func divider(_ position: Int, along axis: Axis, regions buffer: UnsafeBufferPointer<ReservedRegion>) -> Int {
        let list = axis == .horizontal ? topToBottom : sideToSide
        guard list.isSpilled else { return list[position] }
        // The one with exactly `position` crossing divisions before it in (start, index) order.
        for index in buffer.indices where crossingAxis(of: index, regions: buffer) == axis {
            let start = buffer[index].frame.minimum(along: axis)
            var before = 0
            for other in buffer.indices where other != index && crossingAxis(of: other, regions: buffer) == axis {
                let otherStart = buffer[other].frame.minimum(along: axis)
                if otherStart < start || (otherStart == start && other < index) { before += 1 }
            }
            if before == position { return index }
        }
        preconditionFailure("divider \(position) of \(list.count) along \(axis) not found")
    }

    /// Phases 1 and 2.
    @inline(__always)
    private mutating func scan(_ buffer: UnsafeBufferPointer<ReservedRegion>, includingInactive: Bool) {
        // Read the container's edges only once a division counts (flat and closed spaces have none).
        guard let first = buffer.indices.first(where: { buffer[$0].kind == .division && (includingInactive || buffer[$0].isActive) }) else { return }
        var edges = RectEdges(clipped)
        var passes = 0
        while true {
            var changed = false
            passes += 1
            var crossing: RectEdges?   // the edges of a crossing division, read once (phase 1b)
            for index in first..<buffer.count where buffer[index].kind == .division && (includingInactive || buffer[index].isActive) {
                let frame = buffer[index].frame
                let division = RectEdges(frame)
                switch DivisionCrossing(division: division, container: edges) {
                case .clips:
                    let part = Self.largestPart(of: clipped, beside: frame)
                    if part != clipped {
                        clipped = part
                        edges = RectEdges(part)
                        changed = true
                    }
                case .across(.horizontal):
                    topToBottom.insert(index) { buffer[$0].frame.minX < buffer[$1].frame.minX }
                    crossing = division
                case .across(.vertical):
                    sideToSide.insert(index) { buffer[$0].frame.minY < buffer[$1].frame.minY }
                    crossing = division
                case .outside:
                    break
                }
            }
            // Phase 1b, once nothing clips: a strip at an end too narrow to be useful goes with its divider.
            if !changed, trimsSlivers, let crossing, let part = partBesideSliver(edges: edges, crossing: crossing, regions: buffer) {
                clipped = part
                edges = RectEdges(part)
                changed = true
                trimmedSliver = true
            }
            // A cut may turn a crossing division into one that clips what is left: scan again,
            // crossing divisions afresh (each division cuts, or is trimmed off, at most once, so this ends).
            guard changed && passes <= 2 * buffer.count else { break }
            topToBottom.removeAll()
            sideToSide.removeAll()
        }
        usable = clipped
    }

    /// Chooses the driving division by `choice` and splits along its axis only (phases 3–4): the
    /// divisions crossing along the other axis cut ``usable`` to its largest piece between them.
    /// - Parameter buffer: the regions this scan was made from.
    /// - Complexity: O(*r*·*d*) for *r* regions and *d* crossing divisions; O(1) for one; no allocation.
    @inline(__always)
    mutating func choose(_ choice: ContainerSplit.Choice, regions buffer: UnsafeBufferPointer<ReservedRegion>) {
        guard !topToBottom.isEmpty || !sideToSide.isEmpty else { return }
        if topToBottom.count + sideToSide.count == 1 {
            // One crossing division (every real fold): it drives, and nothing crosses the other way.
            (axis, driver) = topToBottom.isEmpty ? (.vertical, sideToSide[0]) : (.horizontal, topToBottom[0])
            return
        }
        var best: (index: Int, axis: Axis, distance: CGFloat, lead: CGFloat)?
        let usable = clipped
        // Candidates in the regions' order (the lists are in physical order), so ties go to the first.
        for index in buffer.indices {
            guard let axis = crossingAxis(of: index, regions: buffer) else { continue }
            let frame = buffer[index].frame
            /// How far the division lies from the leading edge (the tie-break, and `leadingMost`).
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
            case .trailingMost(let direction):
                distance = -lead(direction)
                leading = distance
            }
            if let current = best {
                let tie = abs(distance - current.distance) <= 1e-9 * max(1, abs(current.distance))
                guard tie ? (axis == current.axis && leading < current.lead) : distance < current.distance else { continue }
            }
            best = (index, axis, distance, leading)
        }
        guard let best else { return }
        axis = best.axis
        driver = best.index
        let other = best.axis.crossing
        if !dividers(along: other).isEmpty {
            // The largest piece between the divisions crossing along the other axis (ties: the first).
            let first = clipped.minimum(along: other)
            var piece = (start: first, end: first)
            let reach = walkDividers(along: other, from: first, regions: buffer) { _, _, reach, low, _ in
                if low - reach > piece.end - piece.start { piece = (reach, low) }
            }
            if clipped.maximum(along: other) - reach > piece.end - piece.start { piece = (reach, clipped.maximum(along: other)) }
            self.usable = clipped.with(from: piece.start, to: piece.end, along: other)
            if other == .horizontal { topToBottom.removeAll() } else { sideToSide.removeAll() }
        }
    }
}

extension DivisionScan {
    /// The largest of the four strips of `rect` beside `cut` (left, right, top, bottom; ties in that order).
    /// - Complexity: O(1), no allocation.
    static func largestPart(of rect: CGRect, beside cut: CGRect) -> CGRect {
        let (left, right, top, bottom) = rect.strips(beside: cut)
        func area(_ r: CGRect) -> CGFloat { r.width * r.height }
        var best = left
        if area(right) > area(best) { best = right }
        if area(top) > area(best) { best = top }
        if area(bottom) > area(best) { best = bottom }
        return best
    }
}

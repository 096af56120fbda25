import Foundation
import FoldKit

/// The rules for splitting a container at its divisions (SPEC 3.5, 4.1, 6), written out plainly —
/// arrays, sorting, no code shared with the library — as the oracle every caller's view is
/// checked against. All rects are in one coordinate space (window coordinates), physical.
enum SplitOracle {
    /// How a division meets a container (SPEC 3.5).
    enum Crossing: Equatable {
        /// From edge to edge: `.horizontal` for one running top to bottom (side-by-side split),
        /// `.vertical` for one running side to side.
        case across(Axis)
        /// It overlaps the container without crossing it.
        case clips
        /// It does not reach the container's interior.
        case outside
    }

    /// Which crossing division drives a two-view split (as ``ContainerSplit/Choice``).
    enum Choice: CustomStringConvertible {
        case nearestCentre(LayoutDirection)
        case leadingMost(LayoutDirection)

        var description: String {
            switch self {
            case .nearestCentre(let d): "nearestCentre(\(d.rawValue))"
            case .leadingMost(let d): "leadingMost(\(d.rawValue))"
            }
        }
    }

    /// Whether `division` (possibly a zero-width line) reaches into `rect`'s interior.
    static func touches(_ division: CGRect, _ rect: CGRect) -> Bool {
        let x = division.width == 0 ? (division.minX > rect.minX && division.minX < rect.maxX)
                                    : (division.minX < rect.maxX && division.maxX > rect.minX)
        let y = division.height == 0 ? (division.minY > rect.minY && division.minY < rect.maxY)
                                     : (division.minY < rect.maxY && division.maxY > rect.minY)
        return x && y
    }

    /// SPEC 3.5: a division crosses a container when it runs from edge to edge with room on both sides.
    static func crossing(_ division: CGRect, _ container: CGRect) -> Crossing {
        guard touches(division, container) else { return .outside }
        let topToBottom = division.minY <= container.minY && division.maxY >= container.maxY
        let sideToSide = division.minX <= container.minX && division.maxX >= container.maxX
        if topToBottom && division.minX > container.minX && division.maxX < container.maxX { return .across(.horizontal) }
        if sideToSide && division.minY > container.minY && division.maxY < container.maxY { return .across(.vertical) }
        return .clips
    }

    /// The frames of the active divisions among `regions`, with their indices.
    static func activeDivisions(_ regions: [ReservedRegion]) -> [(index: Int, frame: CGRect)] {
        regions.indices.filter { regions[$0].kind == .division && regions[$0].isActive }.map { ($0, regions[$0].frame) }
    }

    /// SPEC 3.5: the container less the strip beside each division that only clips it — the
    /// largest of the four strips beside it (left, right, top, bottom; ties in that order) — in the
    /// regions' order, again until none clips.
    static func clipped(_ container: CGRect, _ divisions: [CGRect]) -> CGRect {
        var usable = container
        var changed = true
        while changed {
            changed = false
            for division in divisions where crossing(division, usable) == .clips {
                let left = CGRect(x: usable.minX, y: usable.minY, width: max(0, min(division.minX, usable.maxX) - usable.minX), height: usable.height)
                let rightX = max(division.maxX, usable.minX)
                let right = CGRect(x: rightX, y: usable.minY, width: max(0, usable.maxX - rightX), height: usable.height)
                let top = CGRect(x: usable.minX, y: usable.minY, width: usable.width, height: max(0, min(division.minY, usable.maxY) - usable.minY))
                let bottomY = max(division.maxY, usable.minY)
                let bottom = CGRect(x: usable.minX, y: bottomY, width: usable.width, height: max(0, usable.maxY - bottomY))
                var best = left
                for strip in [right, top, bottom] where strip.width * strip.height > best.width * best.height { best = strip }
                if best != usable {
                    usable = best
                    changed = true
                }
            }
        }
        return usable
    }

    /// The clipped container (``clipped(_:_:)``) less, again and again until none is left, a strip
    /// too narrow to be useful between a crossing division and the container's edge, cut off with
    /// the division (``UsefulRegion``): shorter than 320 pt and than half the region across the
    /// division (to the next division along the axis, or the edge). Side by side first; the left
    /// (top) end before the right (bottom) one.
    static func trimmed(_ container: CGRect, _ divisions: [(index: Int, frame: CGRect)]) -> CGRect {
        var usable = clipped(container, divisions.map(\.frame))
        while let part = sliverCut(usable, divisions) { usable = clipped(part, divisions.map(\.frame)) }
        return usable
    }

    /// The part of `usable` left once one too-narrow end strip is cut off, nil when none is.
    static func sliverCut(_ usable: CGRect, _ divisions: [(index: Int, frame: CGRect)]) -> CGRect? {
        func tooNarrow(_ length: CGFloat, _ other: CGFloat) -> Bool { length < 320 && 2 * length < max(0, other) }
        for axis in [Axis.horizontal, .vertical] {
            let cuts = crossers(divisions, usable).filter { $0.axis == axis }
                .sorted { ($0.frame.minimum(along: axis), $0.index) < ($1.frame.minimum(along: axis), $1.index) }.map(\.frame)
            guard let first = cuts.first, let last = cuts.last else { continue }
            let start = usable.minimum(along: axis), end = usable.maximum(along: axis)
            let next = cuts.count > 1 ? cuts[1].minimum(along: axis) : end
            if tooNarrow(first.minimum(along: axis) - start, next - first.maximum(along: axis)) {
                return usable.with(from: min(max(first.maximum(along: axis), start), end), to: end, along: axis)
            }
            let previous = cuts.count > 1 ? cuts[cuts.count - 2].maximum(along: axis) : start
            if tooNarrow(end - last.maximum(along: axis), last.minimum(along: axis) - previous) {
                return usable.with(from: start, to: min(max(last.minimum(along: axis), start), end), along: axis)
            }
        }
        return nil
    }

    /// The crossing divisions of `usable` among `divisions`, with their split axes, in the regions' order.
    static func crossers(_ divisions: [(index: Int, frame: CGRect)], _ usable: CGRect) -> [(index: Int, frame: CGRect, axis: Axis)] {
        divisions.compactMap { division in
            if case .across(let axis) = crossing(division.frame, usable) { return (division.index, division.frame, axis) }
            return nil
        }
    }

    /// The driving division (SPEC 4.1: the one whose centre is nearest the container's centre; SPEC
    /// 4.4: the leading-most), as a position in `crossers`. Of several equally near (within 1e-9),
    /// the first in the regions' order decides the axis, and along that axis the one nearest the
    /// leading edge wins (ties: the first). Stated as a minimum, not a running choice.
    static func driver(_ crossers: [(index: Int, frame: CGRect, axis: Axis)], in usable: CGRect, _ choice: Choice) -> Int? {
        func lead(_ position: Int, _ direction: LayoutDirection) -> CGFloat {
            let (frame, axis) = (crossers[position].frame, crossers[position].axis)
            if axis == .horizontal { return direction == .rightToLeft ? usable.maxX - frame.maxX : frame.minX - usable.minX }
            return frame.minY - usable.minY
        }
        let direction: LayoutDirection
        let key: [CGFloat]
        switch choice {
        case .nearestCentre(let d):
            direction = d
            key = crossers.map { hypot($0.frame.midX - usable.midX, $0.frame.midY - usable.midY) }
        case .leadingMost(let d):
            direction = d
            key = crossers.indices.map { lead($0, d) }
        }
        guard let least = key.min() else { return nil }
        let tied = crossers.indices.filter { key[$0] - least <= 1e-9 * max(1, least) }
        let axis = crossers[tied[0]].axis
        return tied.filter { crossers[$0].axis == axis }.min { lead($0, direction) < lead($1, direction) }
    }

    /// The usable regions along one axis (``UsableRegions``' rule).
    struct OneAxis {
        var usable: CGRect
        var axis: Axis?
        /// The driving division's position in `crossers`, nil without one.
        var driver: Int?
        /// The crossing divisions along `axis`, physical order (ties: the regions' order).
        var dividers: [(index: Int, frame: CGRect)]
        /// Between consecutive dividers, physical order; an empty one where dividers meet or overlap.
        var regions: [CGRect]
        /// Every crossing division of the clipped container (before the cut across the axis).
        var crossers: [(index: Int, frame: CGRect, axis: Axis)]
    }

    /// SPEC 3.5 and 4.1: clipped strips cut off; the driving division's axis; the divisions crossing
    /// along the other axis cut the container into pieces of which the largest is kept (ties: the
    /// first); the rest split at every division crossing along the axis.
    /// With `trimming`, too-narrow strips beside crossing divisions are cut off first (``trimmed(_:_:)``).
    static func oneAxis(_ container: CGRect, _ regions: [ReservedRegion], _ choice: Choice = .nearestCentre(.leftToRight),
                        trimming: Bool = false) -> OneAxis {
        let divisions = activeDivisions(regions)
        var usable = trimming ? trimmed(container, divisions) : clipped(container, divisions.map(\.frame))
        let crossing = crossers(divisions, usable)
        guard let driver = driver(crossing, in: usable, choice) else {
            return OneAxis(usable: usable, axis: nil, driver: nil, dividers: [], regions: [usable], crossers: crossing)
        }
        let axis = crossing[driver].axis
        let other = axis.crossing
        let cuts = crossing.filter { $0.axis == other }.map(\.frame).sorted { $0.minimum(along: other) < $1.minimum(along: other) }
        if !cuts.isEmpty {
            var pieces: [(CGFloat, CGFloat)] = []
            var reach = usable.minimum(along: other)
            for cut in cuts {
                if cut.minimum(along: other) > reach { pieces.append((reach, cut.minimum(along: other))) }
                reach = max(reach, cut.maximum(along: other))
            }
            if usable.maximum(along: other) > reach { pieces.append((reach, usable.maximum(along: other))) }
            var best = pieces[0]
            for piece in pieces where piece.1 - piece.0 > best.1 - best.0 { best = piece }
            usable = usable.with(from: best.0, to: best.1, along: other)
        }
        let dividers = crossing.filter { $0.axis == axis }.map { ($0.index, $0.frame) }
            .sorted { ($0.1.minimum(along: axis), $0.0) < ($1.1.minimum(along: axis), $1.0) }
        var parts: [CGRect] = []
        var reach = usable.minimum(along: axis)
        for divider in dividers {
            parts.append(usable.with(from: reach, to: max(reach, divider.1.minimum(along: axis)), along: axis))
            reach = max(reach, divider.1.maximum(along: axis))
        }
        parts.append(usable.with(from: reach, to: usable.maximum(along: axis), along: axis))
        return OneAxis(usable: usable, axis: axis, driver: driver, dividers: dividers.map { (index: $0.0, frame: $0.1) },
                       regions: parts, crossers: crossing)
    }

    /// ``ContainerSplit``'s answer.
    struct TwoRegions {
        var usable: CGRect
        var axis: Axis?
        var divisionIndex: Int?
        var divisionStart: CGFloat
        var divisionEnd: CGFloat
        var before: CGRect
        var after: CGRect
    }

    /// The two regions beside the driving division (SPEC 4.1): the division merged with every
    /// crossing division along its axis that overlaps or touches it; each region reaches the next
    /// division along the axis, or the usable part's edge. Too-narrow end strips are cut off first.
    static func twoRegions(_ container: CGRect, _ regions: [ReservedRegion], _ choice: Choice) -> TwoRegions {
        let split = oneAxis(container, regions, choice, trimming: true)
        guard let axis = split.axis, let driver = split.driver else {
            return TwoRegions(usable: split.usable, axis: nil, divisionIndex: nil, divisionStart: 0, divisionEnd: 0,
                              before: split.usable, after: split.usable)
        }
        let chosen = split.crossers[driver]
        var low = chosen.frame.minimum(along: axis), high = chosen.frame.maximum(along: axis)
        var grown = true
        while grown {
            grown = false
            for divider in split.dividers {
                let lo = divider.frame.minimum(along: axis), hi = divider.frame.maximum(along: axis)
                if lo <= high && hi >= low && (lo < low || hi > high) {
                    low = min(low, lo)
                    high = max(high, hi)
                    grown = true
                }
            }
        }
        var start = split.usable.minimum(along: axis), end = split.usable.maximum(along: axis)
        for divider in split.dividers {
            let lo = divider.frame.minimum(along: axis), hi = divider.frame.maximum(along: axis)
            if hi < low { start = max(start, hi) }
            if lo > high { end = min(end, lo) }
        }
        return TwoRegions(usable: split.usable, axis: axis, divisionIndex: chosen.index, divisionStart: low, divisionEnd: high,
                          before: split.usable.with(from: start, to: low, along: axis),
                          after: split.usable.with(from: high, to: end, along: axis))
    }

    /// The region holding most of `rect` (ties: the first); for a rect sharing no area with any, the
    /// first region containing its centre, edges included; nil when none does.
    static func indexOfRegion(_ regions: [CGRect], holdingMostOf rect: CGRect) -> Int? {
        let areas = regions.map { region -> CGFloat in
            let overlap = region.intersection(rect)
            return overlap.isNull ? 0 : overlap.width * overlap.height
        }
        if let most = areas.max(), most > 0 { return areas.firstIndex(of: most) }
        return regions.firstIndex { $0.minX <= rect.midX && rect.midX <= $0.maxX && $0.minY <= rect.midY && rect.midY <= $0.maxY }
    }

    /// SPEC 6 for a grid: the regions its cells fall in — the trimmed container cut at every active
    /// division crossing it top to bottom and, unless the grid scrolls, at every one crossing it
    /// side to side; empty pieces (where divisions meet) dropped; the columns' pieces in reading
    /// order, repeated for each row piece, top first.
    static func gridRegions(_ request: GridRequest) -> [CGRect] {
        let divisions = activeDivisions(request.space.regions)
        let usable = trimmed(request.bounds, divisions)
        let crossing = crossers(divisions, usable)
        func pieces(_ axis: Axis) -> [(CGFloat, CGFloat)] {
            let cuts = crossing.filter { $0.axis == axis }.map(\.frame).sorted { $0.minimum(along: axis) < $1.minimum(along: axis) }
            var result: [(CGFloat, CGFloat)] = []
            var reach = usable.minimum(along: axis)
            for cut in cuts {
                if cut.minimum(along: axis) > reach { result.append((reach, cut.minimum(along: axis))) }
                reach = max(reach, cut.maximum(along: axis))
            }
            result.append((reach, usable.maximum(along: axis)))
            return result
        }
        var across = pieces(.horizontal)
        if request.space.layoutDirection == .rightToLeft { across.reverse() }
        let down = request.scrolls ? [(usable.minY, usable.maxY)] : pieces(.vertical)
        return down.flatMap { y in across.map { x in CGRect(x: x.0, y: y.0, width: x.1 - x.0, height: y.1 - y.0) } }
    }

    /// SPEC 6 for a grid: every way its cells break the rule against `request`, one line each —
    /// a cell outside the bounds inside the margins or outside the trimmed container; a cell on an
    /// active division. A scrolling grid's rows pass under a division crossing it side to side,
    /// and its rows below the container are not in the window, so they are not checked against
    /// divisions; every other active division is honoured, whatever its direction.
    static func gridViolations(_ layout: GridResult, _ request: GridRequest) -> [String] {
        let active = activeDivisions(request.space.regions).map(\.frame)
        let usable = trimmed(request.bounds, activeDivisions(request.space.regions))
        let inner = request.bounds.insetBy(dx: request.margin, dy: request.margin)
        let tolerance: CGFloat = 1e-9
        var found: [String] = []
        for (index, cell) in layout.itemFrames.enumerated() {
            let name = "cell \(index) \(Format.rect(cell))"
            if cell.minX < max(inner.minX, usable.minX) - tolerance || cell.maxX > min(inner.maxX, usable.maxX) + tolerance
                || cell.minY < max(inner.minY, usable.minY) - tolerance
                || (!request.scrolls && cell.maxY > min(inner.maxY, usable.maxY) + tolerance) {
                found.append("\(name) leaves the bounds \(Format.rect(inner)) inside the margins or the clipped container \(Format.rect(usable))")
            }
            for division in active where touches(division, cell) {
                if request.scrolls && (crossing(division, usable) == .across(.vertical) || cell.maxY > usable.maxY) { continue }
                found.append("\(name) lies on the active division \(Format.rect(division))")
            }
        }
        return found
    }
}

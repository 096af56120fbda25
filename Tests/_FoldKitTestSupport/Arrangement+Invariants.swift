import Foundation
import FoldKit

/// Returns every way `arrangement` breaks the arrangement contracts for `request` (SPEC 1, 4.1,
/// 4.2; STYLE 7), each naming the parts and their values; empty when it keeps them all.
///
/// Checked: visibility and frames agree (hidden ⇔ no frame), frames finite and inside the
/// container, no overlap between frames of one z-index, no frame intersecting the frame of an
/// active division the layout respects, no seam: panes that meet share their boundary exactly and,
/// at a division, each pane abuts it (or the gap of `spacing` centred on it, BR-13), and `single`
/// and `overlaid` use the container or the primary's region as SPEC 4.1–4.2 say.
/// - Parameter spacing: the arrangement's spacing (0 by default).
public func arrangementViolations(_ arrangement: ArrangementResult, in request: ArrangementRequest,
                                  spacing: CGFloat = 0) -> [String] {
    var out: [String] = []
    let views = [("primary", arrangement.primary), ("secondary", arrangement.secondary)]
    for (name, view) in views {
        if view.isVisible != (view.frame != nil) {
            out.append("\(name) isVisible \(view.isVisible) but frame \(view.frame.map(Format.rect) ?? "nil")")
        }
        guard let frame = view.frame else { continue }
        if !frame.isFiniteRect || frame.width < 0 || frame.height < 0 {
            out.append("\(name) frame \(Format.rect(frame)) is not a finite rect of size ≥ 0")
        } else if !request.bounds.containsRect(frame, tolerance: edgeSlack(request.bounds)) {
            out.append("\(name) frame \(Format.rect(frame)) leaves the container \(Format.rect(request.bounds))")
        }
    }
    if !arrangement.primary.isVisible { out.append("primary is hidden; the primary always shows") }
    let expectSecondary = arrangement.mode != .single
    if arrangement.secondary.isVisible != expectSecondary {
        out.append("secondary isVisible \(arrangement.secondary.isVisible) in mode \(arrangement.mode.rawValue)")
    }
    if let p = arrangement.primary.frame, let s = arrangement.secondary.frame,
       arrangement.primary.zIndex == arrangement.secondary.zIndex, p.insetBy(dx: edgeSlack(p), dy: edgeSlack(p)).overlapsWithArea(s) {
        out.append("primary frame \(Format.rect(p)) overlaps secondary frame \(Format.rect(s)) at z-index \(arrangement.primary.zIndex)")
    }
    guard request.hasUsableBounds else { return out }
    // The container less the strips divisions clip and the strips too narrow to be useful beside
    // one that crosses (SPEC 3.5, UsefulRegion): where the views go, reported as sliverCutOff.
    let clipped = UsableRegions.usablePart(of: request.bounds, regions: request.space.regions)
    let part = UsableRegions.usablePart(of: request.bounds, regions: request.space.regions, trimmingSlivers: true)
    let split = UsableRegions(container: part, regions: request.space.regions)
    if arrangement.adjustments.contains(.sliverCutOff) != (part != clipped) {
        out.append("adjustments \(arrangement.adjustments.contains(.sliverCutOff) ? "report" : "do not report") sliverCutOff, but the usable part \(Format.rect(part)) \(part != clipped ? "lost" : "kept") a strip beside a division (clipped \(Format.rect(clipped)))")
    }
    // A reason matches the result (STYLE 20): a layout cut at a division never reports a reason
    // without one, and the reverse.
    let divided = split.axis != nil
    if arrangement.reason.isAtDivision != divided {
        out.append("reason \(arrangement.reason.rawValue) \(divided ? "names no division, but an active division crosses" : "names a division, but none crosses") the container \(Format.rect(split.usable))")
    }
    for region in request.space.regions where region.isActive && region.kind == .division && region.frame.touchesInterior(of: request.bounds) {
        for (name, view) in views {
            if let frame = view.frame, region.frame.touchesInterior(of: frame.insetBy(dx: edgeSlack(frame), dy: edgeSlack(frame))) {
                out.append("\(name) frame \(Format.rect(frame)) intersects region '\(region.id)' \(Format.rect(region.frame))")
            }
        }
    }
    out += arrangementSeamViolations(arrangement, split: split, request: request, spacing: spacing)
    return out
}

/// The seam and coverage part of ``arrangementViolations(_:in:spacing:)``.
func arrangementSeamViolations(_ arrangement: ArrangementResult, split: UsableRegions, request: ArrangementRequest,
                               spacing: CGFloat) -> [String] {
    var out: [String] = []
    // Nothing left (a division covering the whole width): the empty part lies at the leading edge.
    var usable = split.usable
    if usable.size.width == 0, request.space.layoutDirection == .rightToLeft { usable.origin.x = request.bounds.maxX }
    let pixel = request.space.scale > 0 ? 1 / request.space.scale : 0
    switch arrangement.mode {
    case .single:
        guard let frame = arrangement.primary.frame else { return out }
        if arrangement.reason.isAtDivision {
            // A lone primary keeps the region it takes when split: the leading (or top) one for the
            // split style; the overlay's own side at a fold.
            if !split.regions.contains(where: { $0.containsRect(frame, tolerance: edgeSlack($0)) }) {
                out.append("primary frame \(Format.rect(frame)) is not inside one region \(split.regions.map(Format.rect))")
            }
            if arrangement.primary.zIndex != 0 {
                out.append("single primary at a division has z-index \(arrangement.primary.zIndex); expected 0")
            }
        } else if arrangement.reason == .secondaryHiddenAtEdge {
            // The overlay's primary keeps its place over the hidden secondary (SPEC 4.2).
            if !usable.containsRect(frame, tolerance: edgeSlack(usable)) || arrangement.primary.zIndex != 1 {
                out.append("overlay primary \(Format.rect(frame)) z \(arrangement.primary.zIndex) with the secondary hidden is not over the container \(Format.rect(usable)) at z-index 1")
            }
        } else if !sameRect(frame, usable) {
            out.append("single primary frame \(Format.rect(frame)) is not the usable container \(Format.rect(usable))")
        }
    case .overlaid:
        if !sameRect(arrangement.secondary.frame ?? .null, usable) {
            out.append("overlaid secondary frame \(arrangement.secondary.frame.map(Format.rect) ?? "nil") is not the container \(Format.rect(usable))")
        }
        if arrangement.primary.zIndex != 1 || arrangement.secondary.zIndex != 0 {
            out.append("overlaid z-indexes primary \(arrangement.primary.zIndex), secondary \(arrangement.secondary.zIndex); expected 1 and 0")
        }
    case .split, .sideBySide:
        guard let axis = arrangement.axis, let p = arrangement.primary.frame, let s = arrangement.secondary.frame else {
            out.append("mode \(arrangement.mode.rawValue) without an axis or both frames")
            return out
        }
        // Physical order along the axis (a zero-length pane sorts by where it sits, not its start).
        let (first, second) = p.maximum(along: axis) <= s.minimum(along: axis) + edgeSlack(s) ? (p, s) : (s, p)
        let cross = axis.crossing
        for frame in [first, second] where !sameBoundary(frame.minimum(along: cross), usable.minimum(along: cross))
            || !sameBoundary(frame.maximum(along: cross), usable.maximum(along: cross)) {
            out.append("pane \(Format.rect(frame)) does not span the container \(Format.rect(usable)) across the \(axis.rawValue) split")
        }
        let gapStart = first.maximum(along: axis), gapEnd = second.minimum(along: axis)
        if let divider = nearestDivider(split, direction: request.space.layoutDirection) {
            let low = divider.frame.minimum(along: axis), high = divider.frame.maximum(along: axis)
            // The gap is the division's frame, widened to `spacing` centred on it (BR-13) but never
            // beyond the two regions; a widened edge is computed, so it may sit one pixel off.
            let centre = (low + high) / 2
            let expectedStart = max(first.minimum(along: axis), min(low, centre - spacing / 2))
            let expectedEnd = min(second.maximum(along: axis), max(high, centre + spacing / 2))
            let slack = spacing <= high - low ? 0 : pixel
            if !sameBoundary(gapStart, expectedStart, slack: slack) || !sameBoundary(gapEnd, expectedEnd, slack: slack) {
                out.append("panes meet division '\(divider.id)' \(Format.rect(divider.frame)) at \(Format.number(gapStart))…\(Format.number(gapEnd)), expected \(Format.number(expectedStart))…\(Format.number(expectedEnd)) (spacing \(Format.number(spacing)))")
            }
        } else {
            if spacing == 0 && !sameBoundary(gapStart, gapEnd) {
                out.append("seam: panes \(Format.rect(first)) and \(Format.rect(second)) do not share their boundary (\(Format.number(gapStart)) vs \(Format.number(gapEnd)))")
            }
            if !sameBoundary(first.minimum(along: axis), usable.minimum(along: axis))
                && !sameBoundary(second.maximum(along: axis), usable.maximum(along: axis)) {
                out.append("panes \(Format.rect(first)), \(Format.rect(second)) touch neither end of the container \(Format.rect(usable))")
            }
        }
    }
    return out
}

/// The crossing division nearest the usable container's centre, as SPEC 4.1 picks it; of two
/// equally near, the one nearer the leading edge (so RTL mirrors LTR).
func nearestDivider(_ split: UsableRegions, direction: LayoutDirection) -> ReservedRegion? {
    func distance(_ r: ReservedRegion) -> CGFloat { hypot(r.frame.midX - split.usable.midX, r.frame.midY - split.usable.midY) }
    func lead(_ r: ReservedRegion) -> CGFloat { direction == .rightToLeft && split.axis == .horizontal ? split.usable.maxX - r.frame.maxX : r.frame.minimum(along: split.axis ?? .horizontal) }
    return split.dividers.min { a, b in
        abs(distance(a) - distance(b)) <= 1e-9 * max(1, distance(a)) ? lead(a) < lead(b) : distance(a) < distance(b)
    }
}

/// Whether `a` and `b` are the same boundary. Solvers build frames that meet from one boundary
/// value, but `CGRect` stores origin and size, so an edge read back as origin + size may differ in
/// its last bits: that rounding (1e-9 relative) is the only slack, plus `slack` points where a
/// boundary is computed and snapped independently.
public func sameBoundary(_ a: CGFloat, _ b: CGFloat, slack: CGFloat = 0) -> Bool {
    abs(a - b) <= slack + 1e-9 * max(1, abs(a), abs(b))
}

/// Whether two rects have the same edges in the sense of ``sameBoundary(_:_:slack:)``.
public func sameRect(_ a: CGRect, _ b: CGRect) -> Bool {
    sameBoundary(a.minX, b.minX) && sameBoundary(a.maxX, b.maxX) && sameBoundary(a.minY, b.minY) && sameBoundary(a.maxY, b.maxY)
}

/// The rounding slack of edges of `rect` (see ``sameBoundary(_:_:slack:)``).
func edgeSlack(_ rect: CGRect) -> CGFloat {
    1e-9 * max(1, abs(rect.minX), abs(rect.maxX), abs(rect.minY), abs(rect.maxY))
}

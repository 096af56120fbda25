import Foundation
import FoldKit

/// Returns every way `result` breaks the list–detail contracts for `request` under `layout`
/// (SPEC 4.4; STYLE 7); empty when it keeps them all.
///
/// Checked: the list is always the `list` pane and the detail the `detail` pane (one tree); no
/// columns in a compact-width window;
/// frames finite and inside the container (``ArrangementRequest/containerForListDetail``); `single` is the list alone over the container or, at a
/// book fold, over the region the list takes in columns (leading: left in LTR, right in RTL);
/// `columns` share one boundary exactly, the list leading, widths by rule 3 (the fold's centre,
/// half-fold content insets) or rule 4 (inset + 360…440, detail ≥ its minimum); `stacked` has the
/// detail above the fold and the list below, neither on it, with topHeight and gap matching.
public func listDetailViolations(_ result: ListDetailResult, in request: ArrangementRequest,
                                 layout: ListDetailStyle = ListDetailStyle()) -> [String] {
    var out: [String] = []
    if result.list.id != .list { out.append("list pane has id '\(result.list.id.rawValue)'") }
    if let detail = result.detail, detail.id != .detail { out.append("detail pane has id '\(detail.id.rawValue)'") }
    guard request.hasUsableBounds else { return out }
    // The container the rule measures: the request's, reaching the window's edge where it meets
    // an unsafe strip (SPEC 4.4).
    // Rule 3 reads the fold nearest the centre, rule 1 the lowest (SPEC 4.4, amended 2026-12-02).
    let split = ContainerSplit(container: request.containerForListDetail, regions: request.space.regions,
                               choice: .nearestCentre(request.space.layoutDirection))
    let lowest = ContainerSplit(container: request.containerForListDetail, regions: request.space.regions,
                                choice: .trailingMost(request.space.layoutDirection))
    let usable = split.usable
    for (name, frame) in [("list", result.list.frame), ("detail", result.detail?.frame)] {
        guard let frame else { continue }
        if !frame.isFiniteRect || !usable.containsRect(frame, tolerance: edgeSlack(usable)) {
            out.append("\(name) frame \(Format.rect(frame)) leaves the usable container \(Format.rect(usable))")
        }
    }
    if request.space.sizeClasses.horizontal == .compact && result.kind == .columns {
        out.append("columns in a compact-width window; rule 2 makes it single")
    }
    switch result.kind {
    case .single:
        if result.detail != nil || result.listWidth != nil || result.topHeight != nil || result.gap != nil {
            out.append("single carries a detail, listWidth, topHeight or gap")
        }
        // At a book fold the one pane keeps the list's region (SPEC 4.1, 4.4); a horizontal fold a
        // screen that does not stack ignores.
        let rtl = request.space.layoutDirection == .rightToLeft
        let expected = split.axis == .horizontal ? (rtl ? split.after : split.before) : usable
        if !sameRect(result.list.frame, expected) { out.append("single list \(Format.rect(result.list.frame)) is not \(split.axis == .horizontal ? "the leading region" : "the container") \(Format.rect(expected))") }
    case .columns:
        guard let detail = result.detail?.frame else { out.append("columns without a detail"); return out }
        let list = result.list.frame
        let rtl = request.space.layoutDirection == .rightToLeft
        let (left, right) = rtl ? (detail, list) : (list, detail)
        if !sameBoundary(left.maxX, right.minX) { out.append("seam: list \(Format.rect(list)) and detail \(Format.rect(detail)) do not share their boundary") }
        if !sameBoundary(left.minX, usable.minX) || !sameBoundary(right.maxX, usable.maxX)
            || !sameBoundary(list.minY, usable.minY) || !sameBoundary(list.maxY, usable.maxY)
            || !sameBoundary(detail.minY, usable.minY) || !sameBoundary(detail.maxY, usable.maxY) {
            out.append("columns list \(Format.rect(list)) and detail \(Format.rect(detail)) do not tile the container \(Format.rect(usable))")
        }
        if result.listWidth != list.width { out.append("listWidth \(result.listWidth.map(Format.number) ?? "nil") is not the list's width \(Format.number(list.width))") }
        if result.rule == .bookFoldCentre {
            let centre = split.divisionCentre
            let half = split.divisionThickness / 2
            if !sameBoundary(left.maxX, centre) { out.append("book columns meet at x \(Format.number(left.maxX)), not the fold's centre \(Format.number(centre))") }
            if result.list.contentInsets.trailing < half || (result.detail?.contentInsets.leading ?? 0) < half {
                out.append("book columns keep less than half the fold (\(Format.number(half))) as fold-side content inset")
            }
        } else {
            let inset = request.safeAreaInsets(of: usable).leading
            let pixel = request.space.scale > 0 ? 1 / request.space.scale : 0
            let column = list.width - inset
            if column < layout.listMinimumWidth - pixel || column > layout.listMaximumWidth + pixel {
                out.append("list column \(Format.number(column)) (width less leading inset \(Format.number(inset))) outside \(Format.number(layout.listMinimumWidth))…\(Format.number(layout.listMaximumWidth))")
            }
            if detail.width < layout.detailMinimumWidth - pixel {
                out.append("detail width \(Format.number(detail.width)) below its minimum \(Format.number(layout.detailMinimumWidth))")
            }
        }
    case .stacked:
        guard let detail = result.detail?.frame, split.axis != nil else { out.append("stacked without a detail or a fold"); return out }
        let list = result.list.frame
        let fold = lowest.axis == .vertical ? lowest : split
        if !(sameBoundary(detail.maxY, fold.divisionStart) && sameBoundary(list.minY, fold.divisionEnd)) {
            out.append("stacked detail \(Format.rect(detail)) and list \(Format.rect(list)) are not above and below the lowest fold at \(Format.number(fold.divisionStart))…\(Format.number(fold.divisionEnd))")
        }
        if result.topHeight != detail.height || result.gap != list.minY - detail.maxY {
            out.append("topHeight \(result.topHeight.map(Format.number) ?? "nil") / gap \(result.gap.map(Format.number) ?? "nil") do not match the panes")
        }
    }
    return out
}

/// Returns every way a split view `result` breaks SPEC 4.5 for `request`; empty when none.
///
/// Checked: frames inside the container; the primary leading; the columns share their boundary
/// exactly and span the container's height; at an active vertical division each column lies in
/// one region and abuts the division; collapsed means the primary alone over the container.
public func splitViewViolations(_ result: SplitViewResult, in request: ArrangementRequest) -> [String] {
    var out: [String] = []
    guard request.hasUsableBounds else { return out }
    let split = ContainerSplit(container: request.bounds, regions: request.space.regions, choice: .nearestCentre(request.space.layoutDirection))
    let usable = split.usable
    guard let secondary = result.secondary else {
        if !sameRect(result.primary, usable) { out.append("collapsed primary \(Format.rect(result.primary)) is not the container \(Format.rect(usable))") }
        return out
    }
    for (name, frame) in [("primary", result.primary), ("secondary", secondary)] where !usable.containsRect(frame, tolerance: edgeSlack(usable)) {
        out.append("\(name) column \(Format.rect(frame)) leaves the container \(Format.rect(usable))")
    }
    let rtl = request.space.layoutDirection == .rightToLeft
    let (left, right) = rtl ? (secondary, result.primary) : (result.primary, secondary)
    if split.axis == .horizontal {
        if !sameBoundary(left.maxX, split.divisionStart) || !sameBoundary(right.minX, split.divisionEnd) {
            out.append("columns \(Format.rect(left)), \(Format.rect(right)) do not abut the division at \(Format.number(split.divisionStart))…\(Format.number(split.divisionEnd))")
        }
    } else if !sameBoundary(left.maxX, right.minX) || !sameBoundary(left.minX, usable.minX) || !sameBoundary(right.maxX, usable.maxX) {
        out.append("columns \(Format.rect(left)), \(Format.rect(right)) do not tile the container \(Format.rect(usable))")
    }
    return out
}

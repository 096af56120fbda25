import Foundation

/// Lays out a list row's controls with the fold: controls in an active division's frame move to
/// one side of it; the row itself is not split (SPEC 6, last rule) [S1][S4].
///
/// Phases: **validate**; **find the sides**: the row split by the active divisions that run top to
/// bottom through it (``UsableRegions``; a division that only clips the row's end cuts that end
/// off); **assign**: each control that intersects a division (or lies in a cut-off end) goes to
/// the side holding most of it among the sides wide enough for it (ties: the nearer, then the
/// leading side), the others stay on their side;
/// **pack** (`+Packing`): on each side that received a control, moved controls are clamped into
/// the side — landing next to the division — and neighbours are pushed apart by at least
/// ``ListRowRequest/spacing``, keeping their order; when a side cannot hold its controls, the ones
/// that do not fit spill toward the division, never out of the row, and are reported
/// ``ListRowResult/unresolved``; **make room**: the row's other children (``ListRowRequest/content``)
/// that a moved control now overlaps are cut to their larger part beside it. A division running side to side through the row (a tabletop
/// fold) cannot be avoided inside the row: the controls on it are reported unresolved too, and
/// the list scrolls the row off it.
///
/// RTL is solved as the mirror image of LTR (about the row's centre line), so the result is the
/// exact mirror of the left-to-right layout of the mirrored request.
public enum ListRowSolver {
    /// Lays out the controls of one row.
    /// - Throws: ``ListRowError`` for a row or control that is not a finite rect of non-negative
    ///   size (the row: positive), a negative or non-finite spacing, or a division whose frame is not
    ///   finite or has a negative size.
    /// - Complexity: O(*c* log *c* + *c* · *r*) for *c* controls and *r* regions.
    public static func solve(_ request: ListRowRequest) throws(ListRowError) -> ListRowResult {
        try validate(request)
        let row = request.row
        let mirror = request.space.layoutDirection == .rightToLeft
        let flip = { (rect: CGRect) in mirror ? rect.mirrored(in: row) : rect }
        let touching = request.space.regions.filter { $0.isActive && $0.kind == .division && $0.frame.touchesInterior(of: row) }
        let divisions = touching.map { region -> ReservedRegion in
            var local = region
            local.frame = flip(region.frame)
            return local
        }
        let upright = divisions.filter { $0.frame.minY <= row.minY && $0.frame.maxY >= row.maxY }
        let sides = UsableRegions(container: row, regions: upright)
        let original = request.controls.map(flip)
        var controls = original
        var displaced = Set<Int>()
        var assigned: [[Int]] = Array(repeating: [], count: sides.regions.count)
        for (index, control) in controls.enumerated() {
            let needsMove = upright.contains { intersects(control, $0.frame) }
                || control.minX < sides.usable.minX || control.maxX > sides.usable.maxX
            assigned[side(for: control, sides.regions)].append(index)
            if needsMove { displaced.insert(index) }
        }
        for (sideIndex, members) in assigned.enumerated() where members.contains(where: displaced.contains) {
            let side = sides.regions[sideIndex]
            pack(&controls, members: members, moved: displaced, within: side, spacing: request.spacing,
                 outerEndIsMax: side.maxX >= row.maxX && side.minX > row.minX)
        }
        var sideOf = Array(repeating: 0, count: controls.count)
        for (sideIndex, members) in assigned.enumerated() { for index in members { sideOf[index] = sideIndex } }
        let moved = controls.indices.filter { controls[$0] != original[$0] }
        let unresolved = controls.indices.filter { index in
            divisions.contains { intersects(controls[index], $0.frame) }
                || (displaced.contains(index) && (controls[index].minX < sides.regions[sideOf[index]].minX
                                                    || controls[index].maxX > sides.regions[sideOf[index]].maxX))
        }
        let content = makeRoom(in: request.content.map(flip), for: moved.map { controls[$0] }, spacing: request.spacing)
        return ListRowResult(controls: controls.map(flip), content: content.map(flip), straddlesFold: !touching.isEmpty,
                             divisionIDs: touching.map(\.id), moved: moved, unresolved: unresolved)
    }

    /// Whether a control intersects a division's frame: shared area, or a zero-width division's
    /// line strictly inside the control.
    static func intersects(_ control: CGRect, _ division: CGRect) -> Bool {
        control.overlapsWithArea(division) || ((division.width == 0 || division.height == 0) && division.touchesInterior(of: control))
    }

    /// The index of the side a control belongs to: among the sides wide enough for it (all, if
    /// none is), the one whose x-extent overlaps it most; ties and no overlap: the side nearest its
    /// centre, the leftmost (leading, as the problem is in leading coordinates) first.
    static func side(for control: CGRect, _ sides: [CGRect]) -> Int {
        let wideEnough = sides.contains { $0.width >= control.width }
        var best = 0
        var bestKey = (overlap: -CGFloat.infinity, distance: CGFloat.infinity)
        for (index, side) in sides.enumerated() where !wideEnough || side.width >= control.width {
            let overlap = max(0, min(control.maxX, side.maxX) - max(control.minX, side.minX))
            let distance = max(0, side.minX - control.midX, control.midX - side.maxX)
            if overlap > bestKey.overlap || (overlap == bestKey.overlap && distance < bestKey.distance) {
                best = index
                bestKey = (overlap, distance)
            }
        }
        return best
    }

    /// Cuts each frame of `content` that overlaps one of `moved` (with area) to its larger part
    /// beside that control, `spacing` away from it (left part on a tie); an overlap that leaves
    /// neither part room gives a zero-width frame at the control's nearer edge.
    /// - Complexity: O(*n*·*m*) for *n* frames and *m* moved controls.
    static func makeRoom(in content: [CGRect], for moved: [CGRect], spacing: CGFloat) -> [CGRect] {
        guard !moved.isEmpty else { return content }
        return content.map { original in
            var frame = original
            for control in moved where frame.overlapsWithArea(control) {
                let leftEnd = max(frame.minX, min(frame.maxX, control.minX - spacing))
                let rightStart = min(frame.maxX, max(frame.minX, control.maxX + spacing))
                frame = leftEnd - frame.minX >= frame.maxX - rightStart
                    ? frame.with(from: frame.minX, to: leftEnd, along: .horizontal)
                    : frame.with(from: rightStart, to: frame.maxX, along: .horizontal)
            }
            return frame
        }
    }

    /// Checks every field.
    static func validate(_ request: ListRowRequest) throws(ListRowError) {
        let row = request.row
        guard row.isFiniteRect, row.width > 0, row.height > 0 else {
            throw ListRowError(field: "row", value: Format.rect(row), requirement: "a finite rect of positive size")
        }
        for (index, control) in request.controls.enumerated() where !control.isFiniteWithNonNegativeSize {
            throw ListRowError(field: "controls[\(index)]", value: Format.rect(control), requirement: "a finite rect of non-negative size")
        }
        for (index, frame) in request.content.enumerated() where !frame.isFiniteWithNonNegativeSize {
            throw ListRowError(field: "content[\(index)]", value: Format.rect(frame), requirement: "a finite rect of non-negative size")
        }
        guard request.spacing.isFinite, request.spacing >= 0 else {
            throw ListRowError(field: "spacing", value: Format.number(request.spacing), requirement: "finite and ≥ 0")
        }
        for (index, region) in request.space.regions.enumerated() where region.kind == .division && !region.frame.isFiniteWithNonNegativeSize {
            throw ListRowError(field: "regions[\(index)].frame", value: Format.rect(region.frame), requirement: "a finite rect of size ≥ 0")
        }
    }
}

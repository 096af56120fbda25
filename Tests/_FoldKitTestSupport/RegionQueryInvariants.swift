import Foundation
import FoldKit

/// Invariants of a region query asked by a view (SPEC 3.4, 3.5) and of the usable regions of a
/// container; each returns violations naming the parts and their values (STYLE 7).
public enum RegionQueryInvariants {
    /// Checks `space.reservedRegions(…, in: view)` with the space laid out in `direction` for
    /// every kind, both options and both behaviours:
    /// - exactly the regions of that kind (active only, unless `.includeInactive`) whose frame
    ///   touches the view's interior come back, in profile order, with their ids;
    /// - each frame is the window frame moved to the view's origin (and mirrored in the view's
    ///   width under `.mirrors` in RTL), not clipped; margins are exchanged when mirrored;
    /// - ``LayoutSpace/forEachReservedRegion(kind:options:layoutDirectionBehavior:in:_:)`` visits the same list;
    /// - the fold is the first active division among them that crosses the view's visible part
    ///   (the view within the window) from edge to edge, with the posture of its direction; there
    ///   is one exactly when such a division exists (SPEC 3.4, 3.5).
    public static func violations(_ space: LayoutSpace, view: CGRect, direction: LayoutDirection) -> [String] {
        let space = space.with(layoutDirection: direction)
        var problems: [String] = []
        for kind in [nil] + ReservedRegion.Kind.allCases.map(Optional.some) {
            for options in [ReservedRegion.QueryOptions(), .includeInactive] {
                for behavior in [LayoutDirectionBehavior.mirrors, .fixed] {
                    let label = "\(kind?.rawValue ?? "any") \(options.isEmpty ? "active" : "all") \(behavior) \(direction.rawValue) in \(Format.rect(view))"
                    let result = space.reservedRegions(kind: kind, options: options, layoutDirectionBehavior: behavior, in: view)
                    let expected = space.regions.filter {
                        (kind == nil || $0.kind == kind) && ($0.isActive || !options.isEmpty) && $0.frame.touchesInterior(of: view)
                    }.map { region -> ReservedRegion in
                        let local = region.translated(toOrigin: view.origin)
                        return direction == .rightToLeft && behavior == .mirrors ? local.mirrored(inWidth: view.width) : local
                    }
                    if result != expected {
                        problems.append("\(label): got \(describe(result)), expected \(describe(expected))")
                    }
                    var visited: [ReservedRegion] = []
                    space.forEachReservedRegion(kind: kind, options: options, layoutDirectionBehavior: behavior, in: view) { visited.append($0) }
                    if visited != result { problems.append("\(label): forEachReservedRegion visited \(describe(visited)), the query returned \(describe(result))") }
                }
            }
        }
        // The visible part in the view's coordinates, physical (mirroring a 1e308-pt view's
        // frames loses the fold's place to rounding; the mirrored fold is checked by id).
        let window = space.bounds.intersection(view)
        let visible = window.isNull ? CGRect.null : window.offsetBy(dx: -view.minX, dy: -view.minY)
        let divisions = space.reservedRegions(kind: .division, layoutDirectionBehavior: .fixed, in: view)
        let crossing = divisions.first { division in
            guard !visible.isNull, visible.width > 0, visible.height > 0 else { return false }
            if case .across = DivisionCrossing(division: division.frame, container: visible) { return true }
            return false
        }
        let fold = space.fold(in: view, layoutDirectionBehavior: .fixed)
        if fold?.region != crossing {
            problems.append("fold \(fold.map { "'\($0.id)' \(Format.rect($0.frame))" } ?? "none"), expected \(crossing.map { "'\($0.id)' \(Format.rect($0.frame))" } ?? "none"), the first active division crossing the visible part \(Format.rect(visible))")
        }
        if let fold {
            switch DivisionCrossing(division: fold.frame, container: visible) {
            case .across(let axis) where (axis == .horizontal) == (fold.posture == .book): break
            case let crossing: problems.append("fold '\(fold.id)' \(Format.rect(fold.frame)) \(crossing) with posture \(fold.posture) in \(Format.rect(visible))")
            }
        }
        let mirrored = space.fold(in: view)
        if mirrored?.id != fold?.id || mirrored?.posture != fold?.posture {
            problems.append("fold \(mirrored?.id ?? "none") under .mirrors, \(fold?.id ?? "none") under .fixed")
        } else if let mirrored, !space.reservedRegions(kind: .division, in: view).contains(mirrored.region) {
            problems.append("fold '\(mirrored.id)' \(Format.rect(mirrored.frame)) is not an active division the view sees")
        }
        return problems
    }

    /// Checks ``UsableRegions`` of `container`: every region lies inside the usable part, which
    /// lies inside the container; regions follow each other in physical order without overlap;
    /// none intersects an active division's frame unless that division crosses nothing and only
    /// touches its edge; with an axis there is one more region than dividers.
    public static func violations(_ usable: UsableRegions, regions: [ReservedRegion]) -> [String] {
        var problems: [String] = []
        let tolerance = 1e-9 * max(1, abs(usable.container.maxX), abs(usable.container.maxY))
        if !usable.container.containsRect(usable.usable, tolerance: tolerance) {
            problems.append("usable \(Format.rect(usable.usable)) leaves the container \(Format.rect(usable.container))")
        }
        if usable.regions.count != usable.dividers.count + 1 {
            problems.append("\(usable.regions.count) regions for \(usable.dividers.count) dividers")
        }
        for (i, region) in usable.regions.enumerated() {
            if region.width >= 0, region.height >= 0, !usable.usable.containsRect(region, tolerance: tolerance) {
                problems.append("region \(i) \(Format.rect(region)) leaves the usable part \(Format.rect(usable.usable))")
            }
            for division in regions where division.isActive && division.kind == .division && division.frame.overlapsWithArea(region) {
                problems.append("region \(i) \(Format.rect(region)) overlaps active division '\(division.id)' \(Format.rect(division.frame))")
            }
            if let axis = usable.axis, i > 0, region.minimum(along: axis) < usable.regions[i - 1].maximum(along: axis) - tolerance {
                problems.append("region \(i) \(Format.rect(region)) starts before region \(i - 1) \(Format.rect(usable.regions[i - 1])) ends")
            }
        }
        return problems
    }

    /// Regions in one line for failure messages: `[id (x, y, w, h), …]`.
    public static func describe(_ regions: [ReservedRegion]) -> String {
        "[" + regions.map { "\($0.id) \(Format.rect($0.frame))" }.joined(separator: ", ") + "]"
    }
}

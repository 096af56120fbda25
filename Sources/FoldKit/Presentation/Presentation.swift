import Foundation

/// Presentations — alerts, action sheets, popovers, menus, toasts — placed fully visible inside
/// the safe area, clear of every active reserved region (SPEC 7).
///
/// ``solve(_:)`` runs these phases:
/// 0. **Validate** (``PresentationRequest/validate()``): an invalid size, anchor, container,
///    distance or space is thrown as a ``PlacementError``, never replaced (<doc:InvalidInput>).
/// 1. **Regions**: the container (the window's safe area by default) split by the active
///    divisions that cross it (``UsableRegions``), less a strip too narrow to be useful between a
///    division and the container's edge (``UsefulRegion``: the window the fold crosses near an edge).
/// 2. **Region and frame**, by kind, each in its own file: an alert centred in the region that
///    displacement gives transient content (`Presentation+Centred.swift`), a toast near that
///    region's bottom; an action sheet at the bottom of its trigger's region
///    (`Presentation+ActionSheet.swift`); a popover or menu beside its anchor, in the anchor's
///    region, flipping sides when needed (`Presentation+Anchored.swift`).
/// 3. **Occlusions**: nudged the shortest way out within the region (`finish`).
/// 4. **Displaced?**: the same request placed with no reserved regions; any difference means the
///    regions moved it, by ``PresentationResult/distance``.
public enum Presentation {
    /// Places a presentation (SPEC 7).
    ///
    /// The frame lies inside its region and intersects no active region's frame unless the fit is
    /// `noRoom`; pure and deterministic. A presentation larger than its region shrinks to it.
    /// - Throws: ``PlacementError`` for an invalid request (``PresentationRequest/validate()``).
    /// - Complexity: two layouts (with and without reserved regions), each O(*d* log *d* + *o*²·*r*)
    ///   for *d* divisions, *o* occlusions and *r* regions; a few small allocations.
    public static func solve(_ request: PresentationRequest) throws(PlacementError) -> PresentationResult {
        try request.validate()
        var placed = layout(request, regions: request.space.regions)
        let unobstructed = layout(request, regions: []).frame
        placed.isDisplaced = placed.frame != unobstructed
        placed.distance = hypot(placed.frame.midX - unobstructed.midX, placed.frame.midY - unobstructed.midY)
        return placed
    }

    /// The placement of `request` as if the space had exactly `regions`.
    static func layout(_ request: PresentationRequest, regions: [ReservedRegion]) -> PresentationResult {
        let usable = RegionSplit(container: request.resolvedContainer, regions: regions, trimmingSlivers: true)
        switch request.kind {
        case .alert:
            return alert(request, usable: usable, obstacles: regions)
        case .toast:
            return toast(request, usable: usable, obstacles: regions)
        case .actionSheet:
            return actionSheet(request, usable: usable, obstacles: regions)
        case .popover, .menu:
            guard let anchor = request.anchor else { return alert(request, usable: usable, obstacles: regions) }
            return beside(anchor, request, usable: usable, obstacles: regions)
        }
    }

    /// Completes a placement: nudges `frame` out of active occlusions within its region — where no
    /// position is clear, keeps the largest part that is (``Displacement/clearing(_:original:within:avoiding:)``,
    /// as displacement does) — and reports the fit (`shrunk` also when `shrunk` says the region
    /// already made it smaller; `noRoom` when no part is clear or the region is empty).
    static func finish(_ frame: CGRect, shrunk: Bool, index: Int, usable: RegionSplit, obstacles: [ReservedRegion],
                       arrow: ArrowDirection?, reason: PresentationReason) -> PresentationResult {
        let region = usable[index]
        guard region.width > 0, region.height > 0 else {
            // An empty region: keep a visible frame, centred in the container, and say so. (A
            // presentation of zero size in a region that has room is placed there like any other.)
            let container = usable.container
            let fallback = Displacement.fit(CGRect(x: container.midX - frame.width / 2, y: container.midY - frame.height / 2,
                                                   width: max(frame.width, 1), height: max(frame.height, 1)), into: container)
            return PresentationResult(frame: fallback, region: region, regionIndex: index, isDisplaced: false,
                                         arrowDirection: nil, fit: .noRoom, reason: reason)
        }
        let placed = Displacement.clearing(frame, original: frame, within: region, avoiding: obstacles)
        return PresentationResult(frame: placed.frame, region: region, regionIndex: index, isDisplaced: false,
                                     arrowDirection: arrow, fit: shrunk && placed.fit == .fits ? .shrunk : placed.fit, reason: reason)
    }

    /// `size` limited to `region`'s size, and whether that made it smaller.
    static func limited(_ size: CGSize, to region: CGRect) -> (CGSize, Bool) {
        let limited = CGSize(width: min(size.width, region.width), height: min(size.height, region.height))
        return (limited, limited != size)
    }
}

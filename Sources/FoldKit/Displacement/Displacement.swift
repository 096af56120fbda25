import Foundation

/// Displacement: adjusting an element's frame to the available space so that important content
/// stays visible, reachable and unobstructed when the device folds (SPEC 5).
///
/// ``solve(_:)->DisplacementResult`` runs these phases, each in its own file:
/// 0. **Validate** (``DisplacementRequest/validate()``): an invalid frame, anchor, container or
///    space is thrown as a ``PlacementError``, never replaced (<doc:InvalidInput>).
/// 1. **Scope** (here): continuously scrolling content never moves; an element that intersects no
///    active reserved region's frame stays exactly where it is — except in tabletop, where an
///    interactive, far-viewing or transient element goes to the region its purpose names even
///    when it does not touch the fold (the tabletop exception of SPEC 5.2). An element that
///    anticipates the fold counts inactive divisions as active.
/// 2. **Regions**: the container (the safe area by default) split by the active divisions that
///    cross it (``UsableRegions``), less a strip too narrow to be useful between a division and
///    the container's edge (``UsefulRegion``): no element is sent into a sliver beside the fold.
/// 3. **Target** (`Displacement+Target.swift`): the region its purpose asks for in this posture
///    (SPEC 5.2). The posture is read from the split itself (side by side = book, stacked =
///    tabletop), never from a device name.
/// 4. **Fit** (`Displacement+Fitting.swift`): shrunk to the region if larger, then clamped into it:
///    across the fold it lands next to the fold, along the fold it keeps its position (SPEC 5.3).
/// 5. **Occlusions** (`Displacement+Nudge.swift`, `Displacement+Clearing.swift`): nudged the
///    shortest way out of active occlusions, within the region; where no position is clear, the
///    largest part of it that is (it shrinks).
///
/// Groups that work together move together: ``solve(_:)-(DisplacementGroupRequest)``.
/// Results are not snapped to the pixel grid (see ``DisplacementResult/frame``).
public enum Displacement {
    /// Places one element by its purpose (SPEC 5).
    ///
    /// The result's frame MUST NOT intersect an active region's frame unless its ``DisplacementResult/fit``
    /// is `noRoom` or the element is scrolling content; an element that intersects none keeps its
    /// frame exactly. Pure: the same request gives the same result.
    /// - Throws: ``PlacementError`` for an invalid request (``DisplacementRequest/validate()``).
    /// - Complexity: O(*d* log *d* + *o*²·*r*) for *d* divisions, *o* occlusions in the way and *r*
    ///   regions; a handful of small array allocations (the usable regions).
    public static func solve(_ request: DisplacementRequest) throws(PlacementError) -> DisplacementResult {
        try request.validate()
        let frame = request.frame
        let obstacles = request.effectiveRegions   // obstacles: only the active ones count
        let usable = RegionSplit(container: request.resolvedContainer, regions: obstacles, trimmingSlivers: true)
        if request.purpose == .scrolling {
            return unchanged(frame, usable: usable, reason: .scrolling)
        }
        let namedByPurpose = purposeNamesRegion(request.purpose, usable: usable)
        guard namedByPurpose || isBlocked(frame, by: obstacles) else {
            return unchanged(frame, usable: usable, reason: .clear)
        }
        let divisionHit = isBlocked(frame, by: obstacles, kind: .division)
        let (index, reason) = divisionHit || namedByPurpose
            ? target(for: frame, purpose: request.purpose, anchor: request.anchor, usable: usable, space: request.space)
            : (regionIndex(for: frame, in: usable), .occlusion)
        return fitAlone(frame, region: usable[index], index: index, reason: reason, obstacles: obstacles)
    }

    /// Whether `purpose` names a region whatever the element touches (SPEC 5.2, the tabletop
    /// exception [S1][S4]): in a stacked split, interactive content belongs on the bottom region
    /// (the touch surface), far-viewing and transient content on the top one.
    static func purposeNamesRegion(_ purpose: DisplacementPurpose, usable: RegionSplit) -> Bool {
        guard usable.axis == .vertical else { return false }
        switch purpose {
        case .interactive, .farViewing, .transient: return true
        case .contextual, .scrolling: return false
        }
    }

    /// The result for an element that stays: its own frame, in the region holding most of it.
    static func unchanged(_ frame: CGRect, usable: RegionSplit, reason: DisplacementReason) -> DisplacementResult {
        let index = usable.indexOfRegion(holdingMostOf: frame)
        return DisplacementResult(frame: frame, isDisplaced: false, distance: 0, region: index.map { usable[$0] },
                                  regionIndex: index, reason: reason, fit: .fits)
    }

    /// The result for an element moved from `original` to `placed`.
    static func outcome(from original: CGRect, to placed: CGRect, region: CGRect, index: Int,
                        reason: DisplacementReason, fit: PlacementFit) -> DisplacementResult {
        DisplacementResult(frame: placed, isDisplaced: placed != original,
                           distance: hypot(placed.midX - original.midX, placed.midY - original.midY),
                           region: region, regionIndex: index, reason: reason, fit: fit)
    }
}

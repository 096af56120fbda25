import Foundation

/// Compares two layout spaces of one window: which reserved regions appeared, disappeared,
/// activated, deactivated or moved, and the posture and fold before and after (SPEC 10.1).
///
/// Phases of ``solve(_:)``:
/// 1. **Query** each space with `.includeInactive` and `.fixed` (SPEC 3.4): every region
///    overlapping the window, active or not, in physical window coordinates — so an inactive
///    fold is matched, and its activation is a change of activity, not an appearance.
/// 2. **Match** regions by their stable ``ReservedRegion/id`` (SPEC 3.2) and classify each pair
///    (``RegionTransition/init(before:after:)``); unchanged ones are left out. Ids are unique in
///    a space built from a profile (its validation refuses a repeated one); in a space built by
///    hand, a repeated id counts once, as its first region.
/// 3. **Read** the posture and the fold (SPEC 3.5) of each space, physical (`.fixed`) like the
///    regions, whatever the spaces' layout direction.
///
/// Example: the Duo from flat to book is one change, `fold` ``RegionTransition/Change/activated``,
/// posture flat → book, the fold none → book at (455.5, 0, 40, 669); switching the inner camera on
/// while flat is `inner-camera` activated, the posture and fold unchanged.
///
/// Pure: a function of the request; no device names.
public enum SpaceTransition {
    /// Compares the request's two spaces.
    /// - Returns: the changed regions (first space's order, then the second's new ones), the
    ///   postures, the folds and whether the change animates.
    /// - Complexity: O(*r*²) id comparisons for *r* regions in the two spaces (a handful per
    ///   display); allocates the query arrays and the result.
    public static func solve(_ request: SpaceTransitionRequest) -> SpaceTransitionResult {
        let before = request.before.reservedRegions(options: .includeInactive, layoutDirectionBehavior: .fixed)
        let after = request.after.reservedRegions(options: .includeInactive, layoutDirectionBehavior: .fixed)
        var regions: [RegionTransition] = []
        var matched = Set<String>()
        for region in before where matched.insert(region.id).inserted {
            if let change = RegionTransition(before: region, after: after.first { $0.id == region.id }) { regions.append(change) }
        }
        for region in after where matched.insert(region.id).inserted {
            if let change = RegionTransition(before: nil, after: region) { regions.append(change) }
        }
        return SpaceTransitionResult(regions: regions, postureBefore: request.before.posture, postureAfter: request.after.posture,
                                     foldBefore: request.before.fold(layoutDirectionBehavior: .fixed),
                                     foldAfter: request.after.fold(layoutDirectionBehavior: .fixed),
                                     changesDeviceState: request.changesDeviceState)
    }
}

import Foundation
import FoldKit

/// Invariant checks on a space transition (SPEC 10.1); each returns violations naming the region
/// and its values (STYLE 7), empty when the invariants hold.
public enum SpaceTransitionInvariants {
    /// Checks `result` against the request it answers:
    /// - each region id is reported at most once, and exactly the regions that changed are
    ///   (present in one space only, or another activity or frame, `includeInactive`, physical);
    /// - each change is the first of appeared, disappeared, activated, deactivated, moved that
    ///   applies, and its before and after are the spaces' regions;
    /// - the postures and folds are the spaces'; `isAnimated` is whether the state changed.
    public static func violations(_ result: SpaceTransitionResult, _ request: SpaceTransitionRequest) -> [String] {
        var problems: [String] = []
        let query = { (space: LayoutSpace) in space.reservedRegions(options: .includeInactive, layoutDirectionBehavior: .fixed) }
        let (before, after) = (query(request.before), query(request.after))
        var reported = Set<String>()
        for region in result.regions {
            if !reported.insert(region.id).inserted { problems.append("region '\(region.id)' reported twice") }
            let was = before.first { $0.id == region.id }
            let now = after.first { $0.id == region.id }
            if region.before != was || region.after != now { problems.append("region '\(region.id)': before/after are not the spaces' regions") }
            let expected: RegionTransition.Change? = switch (was, now) {
            case (nil, _?): .appeared
            case (_?, nil): .disappeared
            case let (w?, n?) where !w.isActive && n.isActive: .activated
            case let (w?, n?) where w.isActive && !n.isActive: .deactivated
            case let (w?, n?) where w.frame != n.frame: .moved
            default: nil
            }
            if expected != region.change {
                problems.append("region '\(region.id)' is \(region.change.rawValue), expected \(expected?.rawValue ?? "no report")")
            }
        }
        for region in before + after where !reported.contains(region.id) {
            let was = before.first { $0.id == region.id }
            let now = after.first { $0.id == region.id }
            if was?.isActive != now?.isActive || was?.frame != now?.frame {
                problems.append("region '\(region.id)' changed (\(was.map { Format.rect($0.frame) } ?? "absent") → \(now.map { Format.rect($0.frame) } ?? "absent")) but is not reported")
            }
        }
        if result.postureBefore != request.before.posture || result.postureAfter != request.after.posture {
            problems.append("postures \(result.postureBefore.rawValue) → \(result.postureAfter.rawValue), spaces say \(request.before.posture.rawValue) → \(request.after.posture.rawValue)")
        }
        if result.foldBefore != request.before.fold() || result.foldAfter != request.after.fold() { problems.append("folds are not the spaces' folds") }
        if result.isAnimated != request.changesDeviceState { problems.append("animated \(result.isAnimated), state changed \(request.changesDeviceState)") }
        return problems
    }
}

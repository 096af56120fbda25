import Foundation
import FoldKit

/// Invariant checks on a resolved space and its region queries; each returns violations naming the
/// parts and their values (STYLE 7), empty when the invariants hold.
public enum RegionInvariants {
    /// Checks a space resolved from `profile`:
    /// - its regions belong to the active display (ids from that display's spec);
    /// - every hardware frame is the frame inset by the margins, inside the frame;
    /// - every region overlaps the window; the safe area lies inside the window;
    /// - `.mirrors` under RTL equals the mirror of `.fixed` for the whole window;
    /// - the posture (unless closed) is the fold's, or flat without one.
    public static func violations(_ space: LayoutSpace, profile: DeviceProfile) -> [String] {
        var problems: [String] = []
        let displayIDs = Set(profile.display(space.display)?.regions.map(\.id) ?? [])
        for region in space.regions {
            if !displayIDs.contains(region.id) {
                problems.append("region '\(region.id)' is not a region of the active \(space.display.rawValue) display")
            }
            let expected = CGRect(x: region.frame.minX + region.margins.leading, y: region.frame.minY + region.margins.top,
                                  width: region.frame.width - region.margins.leading - region.margins.trailing,
                                  height: region.frame.height - region.margins.top - region.margins.bottom)
            if region.hardwareFrame != expected || !region.frame.containsRect(region.hardwareFrame) {
                problems.append("region '\(region.id)' hardware frame \(Format.rect(region.hardwareFrame)) is not its frame \(Format.rect(region.frame)) inset by its margins")
            }
            if !region.frame.touchesInterior(of: space.bounds) {
                problems.append("region '\(region.id)' frame \(Format.rect(region.frame)) does not overlap the window \(Format.rect(space.bounds))")
            }
        }
        if !space.bounds.containsRect(space.safeAreaFrame) {
            problems.append("safe area \(Format.rect(space.safeAreaFrame)) leaves the window \(Format.rect(space.bounds))")
        }
        let rtl = space.with(layoutDirection: .rightToLeft)
        let fixed = rtl.reservedRegions(options: .includeInactive, layoutDirectionBehavior: .fixed)
        let mirrored = rtl.reservedRegions(options: .includeInactive, layoutDirectionBehavior: .mirrors)
        for (f, m) in zip(fixed, mirrored) where m != f.mirrored(inWidth: space.bounds.width) {
            problems.append("region '\(f.id)' mirrors to \(Format.rect(m.frame)), expected the mirror of \(Format.rect(f.frame))")
        }
        if fixed.count != mirrored.count { problems.append("RTL .mirrors returned \(mirrored.count) regions, .fixed \(fixed.count)") }
        // The derived posture says what the fold says (SPEC 2.4, 3.5): book or tabletop exactly
        // when a fold crosses the window, in its direction.
        if space.posture != .closed {
            let expected = space.fold()?.posture ?? .flat
            if space.posture != expected {
                problems.append("posture \(space.posture.rawValue) but the window's fold gives \(expected.rawValue)")
            }
        }
        return problems
    }
}

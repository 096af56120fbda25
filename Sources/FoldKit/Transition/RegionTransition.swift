import Foundation

/// How one reserved region changed between two layout spaces, matched by its stable id (SPEC 3.2,
/// 10.1): the fold activating as the Duo bends, the inner camera switching on, the outer camera
/// growing into the Dynamic Island.
///
/// Frames are **window coordinates**, points, physical (`.fixed`: the left edge is x 0 in RTL
/// too), margins included (SPEC 3.2), as each space's query with `.includeInactive` returns them.
public struct RegionTransition: Sendable, Hashable, Identifiable {
    /// What happened to a region; raw values are the CLI's (`foldkit transition`).
    ///
    /// When several apply, the first in declaration order is reported: a zero-width fold that
    /// activates and takes its full frame is `activated`, not `moved`.
    public enum Change: String, Sendable, Hashable, CaseIterable {
        /// In the second space only (the fold and the inner camera when the Duo opens).
        case appeared
        /// In the first space only (the outer camera when the Duo opens).
        case disappeared
        /// In both, inactive before and active after.
        case activated
        /// In both, active before and inactive after.
        case deactivated
        /// In both with the same activity and another frame (any frame change: a rotation, the
        /// Dynamic Island's growth, a window that moved).
        case moved
    }

    /// The region's id, stable across device states (`fold`, `inner-camera`, `outer-camera`).
    public var id: String
    /// Division or occlusion.
    public var kind: ReservedRegion.Kind
    /// The change.
    public var change: Change
    /// The region in the first space; nil when it ``Change/appeared``.
    public var before: ReservedRegion?
    /// The region in the second space; nil when it ``Change/disappeared``.
    public var after: ReservedRegion?

    /// The transition of one region, or nil when it did not change (same activity, same frame).
    /// `before` and `after` are the same region (one id) in each space; nil where a space lacks it.
    /// Nil for two nils.
    /// - Complexity: O(1).
    public init?(before: ReservedRegion?, after: ReservedRegion?) {
        guard let region = after ?? before else { return nil }
        self.id = region.id
        self.kind = region.kind
        self.before = before
        self.after = after
        guard let before else { change = .appeared; return }
        guard let after else { change = .disappeared; return }
        if !before.isActive && after.isActive {
            change = .activated
        } else if before.isActive && !after.isActive {
            change = .deactivated
        } else if before.frame != after.frame {
            change = .moved
        } else {
            return nil
        }
    }
}

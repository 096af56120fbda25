import Foundation

/// What changed between two layout spaces of one window: the regions that changed, the posture
/// and the fold before and after, and whether the change animates (SPEC 10.1).
///
/// Reports **only changes** [S0]: a region that kept its activity and frame is absent, and
/// ``isEmpty`` says that nothing a layout reads changed — OdoKeep's fold reader returns early on
/// it. Frames are window coordinates, points, physical.
public struct SpaceTransitionResult: Sendable, Hashable {
    /// The regions that changed: the first space's regions in profile order, then those only in
    /// the second, in its order.
    public var regions: [RegionTransition]
    /// The derived device posture before (SPEC 2.4).
    public var postureBefore: DevicePosture
    /// The derived device posture after.
    public var postureAfter: DevicePosture
    /// The fold as a layout needs it before (SPEC 3.5), window coordinates, physical; nil without one.
    public var foldBefore: Fold?
    /// The fold after; nil without one.
    public var foldAfter: Fold?
    /// Whether the device state differs between the two spaces.
    public var changesDeviceState: Bool

    /// Creates a result from its parts (``SpaceTransition/solve(_:)`` builds it).
    public init(regions: [RegionTransition], postureBefore: DevicePosture, postureAfter: DevicePosture,
                foldBefore: Fold?, foldAfter: Fold?, changesDeviceState: Bool) {
        self.regions = regions
        self.postureBefore = postureBefore
        self.postureAfter = postureAfter
        self.foldBefore = foldBefore
        self.foldAfter = foldAfter
        self.changesDeviceState = changesDeviceState
    }

    /// Why the layout changes: a device state change, or else an app update in one state, not
    /// animated (SPEC 10.1 [S1]).
    public var cause: TransitionCause { changesDeviceState ? .deviceStateChange : .appUpdate() }

    /// Whether the change animates: exactly when the device state changed (SPEC 10.1).
    public var isAnimated: Bool { cause.isAnimated }

    /// Whether the fold changed: it appeared, went, or moved (its frame or posture).
    public var changesFold: Bool { foldBefore != foldAfter }

    /// Whether nothing a layout reads changed: no region, the same posture, the same fold.
    public var isEmpty: Bool { regions.isEmpty && postureBefore == postureAfter && !changesFold }
}

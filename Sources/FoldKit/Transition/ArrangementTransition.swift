/// What one update of an ``ArrangementController`` changed: the two views before and after, why,
/// and whether it animates (SPEC 10.1) [S1].
///
/// An app's own update (`updateArrangement(_:animated:)`) animates only when it asks (`animated`
/// defaults to false, S1); a new space from a device state change — folding, rotating, the inner
/// camera switching on — always animates. Frames are window coordinates, points, physical.
public struct ArrangementTransition: Sendable, Hashable {
    /// The arrangement before the update.
    public var before: ArrangementResult
    /// The arrangement after the update.
    public var after: ArrangementResult
    /// Why the layout changed: ``TransitionCause/deviceStateChange`` or
    /// ``TransitionCause/appUpdate(animated:)``.
    public var cause: TransitionCause
    /// What changed in the space, for an update of the space; nil for an update of the style.
    public var space: SpaceTransitionResult?

    /// Creates a transition from its parts (``ArrangementController`` builds it).
    public init(before: ArrangementResult, after: ArrangementResult, cause: TransitionCause, space: SpaceTransitionResult? = nil) {
        self.before = before
        self.after = after
        self.cause = cause
        self.space = space
    }

    /// Whether the change animates (the seeds' `animated`): always for a device state change; for
    /// an app update, what the app asked (SPEC 10.1).
    public var isAnimated: Bool { cause.isAnimated }

    /// The primary view's transition.
    public var primary: ArrangedViewTransition { self[.primary] }

    /// The secondary view's transition.
    public var secondary: ArrangedViewTransition { self[.secondary] }

    /// The transition of the view in `slot`.
    public subscript(slot: ArrangementSlot) -> ArrangedViewTransition {
        ArrangedViewTransition(slot: slot, before: before[slot], after: after[slot])
    }
}

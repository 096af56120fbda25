import Foundation
import FoldKit

/// Two layouts of one scene, before and after a change, and why it changed (SPEC 10.1): what
/// ``SceneTransition/solve(_:)`` compares.
public struct SceneTransitionRequest: Sendable, Hashable {
    /// The layout before the change.
    public var before: SceneLayoutResult
    /// The layout after the change.
    public var after: SceneLayoutResult
    /// Why it changed: a device state change (animated) or an app update (animated only when the
    /// app asks, default false [S1]).
    public var cause: TransitionCause

    /// Creates a request for an explicit cause.
    public init(before: SceneLayoutResult, after: SceneLayoutResult, cause: TransitionCause) {
        self.before = before
        self.after = after
        self.cause = cause
    }

    /// Creates a request for the layouts of one scene in the two spaces `space` compared: the
    /// cause is its ``SpaceTransitionResult/cause`` (a device state change when the state differs,
    /// otherwise an app update, not animated).
    public init(before: SceneLayoutResult, after: SceneLayoutResult, space: SpaceTransitionResult) {
        self.init(before: before, after: after, cause: space.cause)
    }
}

import Foundation

/// Two layout spaces of one window, before and after a change (SPEC 10.1): what
/// ``SpaceTransition/solve(_:)`` compares.
///
/// OdoKeep's fold reader asks this when the Duo bends: the flat space before, the book space
/// after, and the answer is the fold activating — only what changed [S0].
public struct SpaceTransitionRequest: Sendable, Hashable {
    /// The space before the change.
    public var before: LayoutSpace
    /// The space after the change.
    public var after: LayoutSpace
    /// Whether the device state differs between the two (folding, rotating, a camera, a Live
    /// Activity, the window): what makes the change animate (SPEC 10.1).
    public var changesDeviceState: Bool

    /// Creates a request.
    /// - Parameters:
    ///   - before: the space before the change.
    ///   - after: the space after the change.
    ///   - changesDeviceState: whether the two spaces come from different device states; nil
    ///     (the default) to judge by the spaces themselves — they differ exactly when a state
    ///     change reached the window. Pass `before != after` of the ``DeviceState``s when you have
    ///     them: a state change that reaches nothing (the inner camera while the Duo is closed)
    ///     still counts then, as SPEC 10.1 asks.
    public init(before: LayoutSpace, after: LayoutSpace, changesDeviceState: Bool? = nil) {
        self.before = before
        self.after = after
        self.changesDeviceState = changesDeviceState ?? (before != after)
    }
}

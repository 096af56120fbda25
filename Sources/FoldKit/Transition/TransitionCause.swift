/// Why a layout changes, which decides whether the change animates (SPEC 10.1 [S1]).
///
/// OdoKeep's Garage widens its list when the Duo is held like a book: the device state changed,
/// and the system animates the new layout. When the app itself switches its fuel-price map off
/// in the same posture, it is an app update, drawn at once unless the app asks for animation —
/// as `updateArrangement(_:animated:)`, whose `animated` defaults to false [S1].
public enum TransitionCause: Sendable, Hashable {
    /// The device state changed: folding, unfolding, rotating, a camera switching on or off, a
    /// Live Activity, the window. Always animated: the inner camera appears in front of the user,
    /// a change to animate, not a constant read once [S1].
    case deviceStateChange
    /// The app updated its layout in one device state (an arrangement, a hidden secondary);
    /// animated only when it asks (default false [S1]).
    case appUpdate(animated: Bool = false)

    /// Whether the change animates: always for a device state change; for an app update, what
    /// the app asked.
    public var isAnimated: Bool {
        switch self {
        case .deviceStateChange: return true
        case .appUpdate(let animated): return animated
        }
    }
}

import Foundation

/// The state a device is in: hinge angle, orientation, camera, Live Activity, window (SPEC 2.4).
///
/// A state says nothing about layout by itself; ``DeviceProfile/resolve(_:)`` turns it and a
/// profile into the ``LayoutSpace`` that layouts read.
public struct DeviceState: Sendable, Hashable {
    /// Hinge angle in degrees, 0 (closed) … 180 (flat); ignored by a device without a hinge.
    ///
    /// **For effects only** [S1]: the resolved space depends on the angle only through the
    /// hinge's thresholds (closed, partially folded, flat); for an effect that follows the hinge,
    /// read ``openness(on:)``.
    public var hingeAngle: Double
    /// Orientation of the active display.
    public var orientation: Orientation
    /// Whether a front camera streams (activates `cameraStreaming` regions).
    public var cameraStreaming: Bool
    /// Whether a Live Activity shows (regions use their `liveActivityFrame`).
    public var liveActivity: Bool
    /// A window inside the active display (multitasking), display coordinates in `orientation`,
    /// points; nil for the whole display.
    public var window: CGRect?

    /// Creates a state.
    public init(hingeAngle: Double, orientation: Orientation, cameraStreaming: Bool = false,
                liveActivity: Bool = false, window: CGRect? = nil) {
        self.hingeAngle = hingeAngle
        self.orientation = orientation
        self.cameraStreaming = cameraStreaming
        self.liveActivity = liveActivity
        self.window = window
    }
}

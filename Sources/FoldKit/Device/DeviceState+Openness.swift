extension DeviceState {
    /// Returns how far the device is open on `profile`, 0 (closed) … 1 (flat), from
    /// ``hingeAngle`` and the profile's hinge thresholds (``HingeSpec/openness(at:)``); nil for a
    /// device without a hinge.
    ///
    /// **For effects only** [S1]: the live hinge angle is not for layout but drives effects. Lay
    /// out from the ``LayoutSpace`` the state resolves to — its reserved regions and posture — never
    /// from the angle: inside one posture's range every angle gives the same space (SPEC 2.4, 3.5).
    /// - Complexity: O(1).
    public func openness(on profile: DeviceProfile) -> Double? {
        profile.hinge?.openness(at: hingeAngle)
    }
}

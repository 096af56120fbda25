/// The hinge of a foldable: the angle ranges of its states and how an inactive division is framed.
///
/// Angles are degrees, 0 (closed) to 180 (flat). Closed below ``closedBelow``, partially folded
/// from ``closedBelow`` up to (not including) ``flatFrom``, flat from ``flatFrom``. SPEC 2.1, 3.3.
public struct HingeSpec: Sendable, Hashable {
    /// How a division's frame is reported while inactive (SPEC 3.3).
    public enum InactiveDivisionFrame: String, Sendable, Hashable, Codable, CaseIterable {
        /// The inactive division keeps its frame, so layouts can avoid the crease before it bends.
        case full
        /// The inactive division is a zero-width line along its centre.
        case zeroWidth
    }

    /// Below this angle the device is closed, degrees.
    public var closedBelow: Double
    /// From this angle the device is flat, degrees.
    public var flatFrom: Double
    /// The frame of an inactive division.
    public var inactiveDivisionFrame: InactiveDivisionFrame

    /// Creates a hinge spec.
    public init(closedBelow: Double, flatFrom: Double, inactiveDivisionFrame: InactiveDivisionFrame) {
        self.closedBelow = closedBelow
        self.flatFrom = flatFrom
        self.inactiveDivisionFrame = inactiveDivisionFrame
    }

    /// The hinge state at `angle` degrees.
    public func state(at angle: Double) -> HingeState {
        if angle < closedBelow { return .closed }
        if angle < flatFrom { return .partiallyFolded }
        return .flat
    }
}

/// Where a hinge is between closed and flat.
public enum HingeState: String, Sendable, Hashable, Codable, CaseIterable {
    /// Below the closed threshold.
    case closed
    /// Between closed and flat: the fold is active.
    case partiallyFolded
    /// At or beyond the flat threshold.
    case flat
}

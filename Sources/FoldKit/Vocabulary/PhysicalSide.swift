/// A physical side of a display, independent of reading direction (PROFILE.md `outerDisplaySide`).
public enum PhysicalSide: String, Sendable, Hashable, Codable, CaseIterable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// The side after rotating the display out of its natural orientation (SPEC 2.4 rotation):
    /// top → left, left → bottom, bottom → right, right → top.
    public var rotatedOutOfNatural: PhysicalSide {
        switch self {
        case .top: return .left
        case .left: return .bottom
        case .bottom: return .right
        case .right: return .top
        }
    }

    /// The axis across this side: horizontal for left/right, vertical for top/bottom.
    public var axis: Axis { self == .left || self == .right ? .horizontal : .vertical }
}

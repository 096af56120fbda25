/// The edge an overlay arrangement anchors its primary view to (SPEC 4.2 `edge`).
///
/// `leading` is the left edge in LTR and the right edge in RTL. Raw values are the CLI spellings.
public enum ArrangementEdge: String, Sendable, Hashable, Codable, CaseIterable {
    /// The leading edge (left in LTR, right in RTL).
    case leading
    /// The trailing edge (right in LTR, left in RTL).
    case trailing
    /// The top edge.
    case top
    /// The bottom edge (the default).
    case bottom

    /// The axis across the edge, along which the primary takes its extent away from it:
    /// `.horizontal` for leading/trailing, `.vertical` for top/bottom.
    public var axis: Axis { self == .leading || self == .trailing ? .horizontal : .vertical }

    /// The edge across the container from this one: leading ↔ trailing, top ↔ bottom.
    public var opposite: ArrangementEdge {
        switch self {
        case .leading: return .trailing
        case .trailing: return .leading
        case .top: return .bottom
        case .bottom: return .top
        }
    }

    /// Whether the edge is at the end of its axis in physical coordinates (right or bottom).
    func isAtMaximum(_ direction: LayoutDirection) -> Bool {
        switch self {
        case .top: return false
        case .bottom: return true
        case .leading: return direction == .rightToLeft
        case .trailing: return direction == .leftToRight
        }
    }
}

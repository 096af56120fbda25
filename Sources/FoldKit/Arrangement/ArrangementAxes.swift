/// The axes a split arrangement may split along (SPEC 4.1 `axes`); default both.
///
/// `.horizontal` puts the views side by side, `.vertical` stacks them.
public struct ArrangementAxes: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates axes from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Side by side.
    public static let horizontal = ArrangementAxes(rawValue: 1 << 0)
    /// Stacked.
    public static let vertical = ArrangementAxes(rawValue: 1 << 1)
    /// Either axis (the default).
    public static let both: ArrangementAxes = [.horizontal, .vertical]

    /// The set holding only `axis`.
    public init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }

    /// Whether a split along `axis` is allowed.
    public func allows(_ axis: Axis) -> Bool { contains(ArrangementAxes(axis)) }
}

/// One of the two layout axes.
///
/// `horizontal` runs along x (width), `vertical` along y (height). Raw values are the CLI spellings.
public enum Axis: String, Sendable, Hashable, Codable, CaseIterable {
    /// Along x: widths, side by side.
    case horizontal
    /// Along y: heights, stacked.
    case vertical

    /// The other axis.
    public var crossing: Axis { self == .horizontal ? .vertical : .horizontal }
}

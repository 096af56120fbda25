/// The direction in which content is read: decides which physical side is *leading*.
///
/// *Leading* is the left edge in ``leftToRight`` and the right edge in ``rightToLeft``.
/// Raw values are the CLI spellings (`--layout-direction ltr|rtl`). SPEC 1.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Left-to-right: leading is the left edge.
    case leftToRight = "ltr"
    /// Right-to-left: leading is the right edge.
    case rightToLeft = "rtl"
}

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

/// How reserved-region frames behave in a right-to-left layout (SPEC 3.4).
///
/// Raw values are the CLI spellings (`--behavior mirrors|fixed`).
public enum LayoutDirectionBehavior: String, Sendable, Hashable, Codable, CaseIterable {
    /// Frames and margins flip for RTL so a custom layout needs no special case (SwiftUI's default).
    case mirrors
    /// Frames stay in physical coordinates (as UIKit reports them).
    case fixed
}

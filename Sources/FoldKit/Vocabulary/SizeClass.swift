import Foundation

/// A size class along one axis: `compact` or `regular` (UIKit's trait).
public enum SizeClass: String, Sendable, Hashable, Codable, CaseIterable {
    /// Narrow (a phone's width) or short (a phone's height in landscape).
    case compact
    /// Roomy: at least 600 pt for windows that are not full-screen (SPEC 2.4).
    case regular

    /// The size class of a window extent that is not full-screen: regular iff `length` ≥ 600 pt (SPEC 2.4).
    public init(windowLength length: CGFloat) {
        self = length >= SizeClasses.regularThreshold ? .regular : .compact
    }
}

/// The horizontal and vertical size classes of a window, which views inherit as traits.
public struct SizeClasses: Sendable, Hashable, Codable {
    /// Width class.
    public var horizontal: SizeClass
    /// Height class.
    public var vertical: SizeClass

    /// The smallest extent, in points, that is `regular` for a window that is not full-screen.
    public static let regularThreshold: CGFloat = 600

    /// Creates size classes.
    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The size classes of a window that is not full-screen (SPEC 2.4): regular iff ≥ 600 pt.
    public init(windowSize size: CGSize) {
        self.init(horizontal: SizeClass(windowLength: size.width), vertical: SizeClass(windowLength: size.height))
    }

    /// The class along `axis`.
    public subscript(axis: Axis) -> SizeClass { axis == .horizontal ? horizontal : vertical }
}

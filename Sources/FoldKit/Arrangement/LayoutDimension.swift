import Foundation

/// A length along one axis: absolute points or a fraction of the container's extent along that
/// axis (SPEC 4.1 `DimensionRange`; SCENE.md "dimension"). Named apart from Foundation's
/// `Dimension` (units of measure), which every client also imports.
///
/// Written `250` (points) or `30%` (fractional 0.3) on the command line and in scene files.
public enum LayoutDimension: Sendable, Hashable {
    /// A length in points; valid when finite and ≥ 0.
    case absolute(CGFloat)
    /// A fraction of the container's extent; valid when finite and in 0…1.
    case fractional(CGFloat)

    /// The length in points inside a container of `extent` points.
    /// - Complexity: O(1).
    public func resolved(in extent: CGFloat) -> CGFloat {
        switch self {
        case .absolute(let points): return points
        case .fractional(let fraction): return fraction * extent
        }
    }

    /// Whether the value is usable: finite, ≥ 0, and a fraction no greater than 1.
    public var isValid: Bool {
        switch self {
        case .absolute(let points): return points.isFinite && points >= 0
        case .fractional(let fraction): return fraction.isFinite && fraction >= 0 && fraction <= 1
        }
    }

    /// Parses `250` (points) or `30%` (a percentage of the container); nil for anything else,
    /// including negative, non-finite and over-100 % values.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("%") {
            guard let percent = Double(trimmed.dropLast().trimmingCharacters(in: .whitespaces)) else { return nil }
            self = .fractional(CGFloat(percent) / 100)
        } else {
            guard let points = Double(trimmed) else { return nil }
            self = .absolute(CGFloat(points))
        }
        guard isValid else { return nil }
    }
}

extension LayoutDimension: CustomStringConvertible {
    /// `250` or `30%`, the parsing syntax.
    public var description: String {
        switch self {
        case .absolute(let points): return Format.number(points)
        case .fractional(let fraction): return Format.number(fraction * 100) + "%"
        }
    }
}

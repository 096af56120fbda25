import Foundation

/// The size a view asks for along one axis of a split: minimum, preferred and maximum, each
/// absolute or fractional (SPEC 4.1; UIKit's `UISplitArrangement.DimensionRange`).
///
/// A missing bound means "no bound" (minimum 0, maximum unbounded); a missing preference lets the
/// arrangement's ratio decide. The minimum beats the preference and the maximum; the maximum beats
/// the preference.
public struct DimensionRange: Sendable, Hashable {
    /// The smallest length the view accepts; nil for 0.
    public var minimum: LayoutDimension?
    /// The length the view prefers; nil to follow the ratio (equal halves by default).
    public var preferred: LayoutDimension?
    /// The largest length the view accepts; nil for unbounded.
    public var maximum: LayoutDimension?

    /// Creates a range; every bound optional.
    public init(minimum: LayoutDimension? = nil, preferred: LayoutDimension? = nil, maximum: LayoutDimension? = nil) {
        self.minimum = minimum
        self.preferred = preferred
        self.maximum = maximum
    }

    /// No bound and no preference.
    public static let unconstrained = DimensionRange()

    /// Whether the range has no bound and no preference (``unconstrained``).
    @inlinable
    public var isUnconstrained: Bool { minimum == nil && preferred == nil && maximum == nil }

    /// The bounds resolved in a container of `extent` points: `(minimum, maximum)` with
    /// `maximum ≥ minimum` (the minimum wins a conflict, SPEC 4.1).
    /// - Precondition: every bound is valid (``LayoutDimension/isValid``); the solvers check that
    ///   first and throw otherwise, so nothing here replaces an invalid value (an invalid bound is
    ///   resolved as given).
    /// - Complexity: O(1).
    public func bounds(in extent: CGFloat) -> (minimum: CGFloat, maximum: CGFloat) {
        let low = minimum?.resolved(in: extent) ?? 0
        let high = maximum?.resolved(in: extent) ?? .infinity
        return (low, max(low, high))
    }

    /// The preferred length in a container of `extent` points; nil when absent. Same
    /// precondition as ``bounds(in:)``.
    public func preferredLength(in extent: CGFloat) -> CGFloat? {
        preferred?.resolved(in: extent)
    }

    /// Whether the minimum exceeds the maximum in a container of `extent` points (or, with
    /// `extent` nil, when both are of one kind and so comparable without a container).
    public func minimumExceedsMaximum(in extent: CGFloat? = nil) -> Bool {
        guard let minimum, let maximum else { return false }
        switch (minimum, maximum) {
        case (.absolute(let low), .absolute(let high)), (.fractional(let low), .fractional(let high)):
            return low > high
        default:
            guard let extent else { return false }
            return minimum.resolved(in: extent) > maximum.resolved(in: extent)
        }
    }
}

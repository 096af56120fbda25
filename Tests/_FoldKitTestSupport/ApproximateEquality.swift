import Foundation

extension CGFloat {
    /// Whether two coordinates agree within `tolerance` points.
    ///
    /// Tests only. The default 1e-9 pt absorbs binary rounding of decimal inputs such as 1113.6 −
    /// 573.6 (which is 540.0000000000001 in `Double`), far below a pixel (1/3 pt on the Duo).
    public func isApproximatelyEqual(to other: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
        Swift.abs(self - other) <= tolerance
    }
}

extension CGRect {
    /// Whether every edge of the two rects agrees within `tolerance` points (tests only; see
    /// `CGFloat.isApproximatelyEqual(to:tolerance:)` for the default).
    public func isApproximatelyEqual(to other: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
        minX.isApproximatelyEqual(to: other.minX, tolerance: tolerance)
            && minY.isApproximatelyEqual(to: other.minY, tolerance: tolerance)
            && size.width.isApproximatelyEqual(to: other.size.width, tolerance: tolerance)
            && size.height.isApproximatelyEqual(to: other.size.height, tolerance: tolerance)
    }
}

extension Array where Element == CGRect {
    /// Whether the two lists have the same length and approximately equal rects in order (tests only).
    public func isApproximatelyEqual(to other: [CGRect], tolerance: CGFloat = 1e-9) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.isApproximatelyEqual(to: $1, tolerance: tolerance) }
    }
}

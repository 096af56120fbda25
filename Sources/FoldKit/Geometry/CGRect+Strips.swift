import Foundation

extension CGRect {
    /// The four strips of `self` beside `cut`: the parts left of it, right of it, above it and
    /// below it, each spanning `self` across and clamped to it (a strip `cut` leaves no room for
    /// is empty, never negative). Any coordinate space, physical sides. The one definition behind
    /// a division clipping a container (``DivisionScan``) and an element shrinking out of an
    /// occlusion (`Displacement.cleared`).
    /// - Complexity: O(1), no allocation.
    public func strips(beside cut: CGRect) -> (left: CGRect, right: CGRect, top: CGRect, bottom: CGRect) {
        let right = max(cut.maxX, minX), bottom = max(cut.maxY, minY)
        return (left: CGRect(x: minX, y: minY, width: max(0, min(cut.minX, maxX) - minX), height: height),
                right: CGRect(x: right, y: minY, width: max(0, maxX - right), height: height),
                top: CGRect(x: minX, y: minY, width: width, height: max(0, min(cut.minY, maxY) - minY)),
                bottom: CGRect(x: minX, y: bottom, width: width, height: max(0, maxY - bottom)))
    }
}

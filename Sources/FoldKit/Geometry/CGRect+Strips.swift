import Foundation

extension CGRect {
    /// The four strips of `self` beside `cut`: the parts left of it, right of it, above it and
    /// below it, each spanning `self` across and clamped to it (a strip `cut` leaves no room for
    /// is empty, never negative). Any coordinate space, physical sides. The one definition behind
    /// a division clipping a container (``DivisionScan``) and an element shrinking out of an
    /// occlusion (`Displacement.cleared`).
    /// - Complexity: O(1), no allocation.
    public func strips(beside cut: CGRect) -> (left: CGRect, right: CGRect, top: CGRect, bottom: CGRect) {
        let minX = inlineMinX, maxX = inlineMaxX, minY = inlineMinY, maxY = inlineMaxY
        let width = inlineWidth, height = inlineHeight
        let right = greater(cut.inlineMaxX, minX), bottom = greater(cut.inlineMaxY, minY)
        return (left: CGRect(x: minX, y: minY, width: greater(0, lesser(cut.inlineMinX, maxX) - minX), height: height),
                right: CGRect(x: right, y: minY, width: greater(0, maxX - right), height: height),
                top: CGRect(x: minX, y: minY, width: width, height: greater(0, lesser(cut.inlineMinY, maxY) - minY)),
                bottom: CGRect(x: minX, y: bottom, width: width, height: greater(0, maxY - bottom)))
    }
}

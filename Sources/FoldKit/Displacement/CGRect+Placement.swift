import Foundation

extension CGRect {
    /// The slack, in points, with which placements count as touching rather than intersecting a
    /// region, or as inside their container: 1e-9 pt, far below a pixel (1/3 pt on the Duo). It
    /// absorbs the one binary rounding of `a − w + w` when a frame is placed flush with an edge.
    public static let placementTolerance: CGFloat = 1e-9

    /// Whether this reserved region's frame — possibly a zero-width or zero-height line, such as
    /// a zero-width fold — intersects `rect`'s interior by more than `tolerance` points (SPEC 5.2).
    ///
    /// A line counts when it lies strictly inside `rect` across its thin axis and overlaps it along
    /// its long one; frames that only touch never intersect. Both rects in one coordinate space.
    /// - Complexity: O(1), no allocation.
    public func intersectsInterior(of rect: CGRect, tolerance: CGFloat = CGRect.placementTolerance) -> Bool {
        let t = tolerance
        let xs = width == 0 ? (minX > rect.minX + t && minX < rect.maxX - t) : (minX < rect.maxX - t && rect.minX < maxX - t)
        let ys = height == 0 ? (minY > rect.minY + t && minY < rect.maxY - t) : (minY < rect.maxY - t && rect.minY < maxY - t)
        return xs && ys
    }

    /// The centre coordinate along `axis`: `midX` for horizontal, `midY` for vertical.
    func midpoint(along axis: Axis) -> CGFloat { axis == .horizontal ? midX : midY }
}

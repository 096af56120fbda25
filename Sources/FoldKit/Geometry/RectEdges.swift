import Foundation

/// A rect's edges and extents, read once.
///
/// Foundation's `minX`, `maxX`, `width`, … standardize the rect on every read (a negative size
/// counts from the other corner); hot predicates that test many edges read them once into this
/// value instead. The values are those accessors' results, so predicates built on them agree
/// with the ones built on `CGRect` bit for bit.
struct RectEdges {
    let minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat
    let width: CGFloat, height: CGFloat

    @inline(__always)
    init(_ rect: CGRect) {
        minX = rect.inlineMinX
        minY = rect.inlineMinY
        maxX = rect.inlineMaxX
        maxY = rect.inlineMaxY
        width = rect.inlineWidth
        height = rect.inlineHeight
    }

    /// The lower edge along `axis` (``CGRect/minimum(along:)``).
    @inline(__always)
    func minimum(along axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }

    /// The upper edge along `axis` (``CGRect/maximum(along:)``).
    @inline(__always)
    func maximum(along axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }

    /// ``CGRect/touchesInterior(of:)`` on edges read once.
    @inline(__always)
    func touchesInterior(of other: RectEdges) -> Bool {
        let xOK = width == 0 ? (minX > other.minX && minX < other.maxX) : (minX < other.maxX && other.minX < maxX)
        let yOK = height == 0 ? (minY > other.minY && minY < other.maxY) : (minY < other.maxY && other.minY < maxY)
        return xOK && yOK
    }
}

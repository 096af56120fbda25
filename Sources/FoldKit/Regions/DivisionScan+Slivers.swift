import Foundation

extension DivisionScan {
    /// Phase 1b of the scan, once nothing clips: when the strip at either end of the divisions
    /// crossing ``clipped`` (whose edges are `edges`) along one axis is too narrow beside the
    /// region across its divider (``UsefulRegion/isTooNarrow(_:beside:)``), the part of
    /// ``clipped`` beyond that divider — what a clipping division there would leave (SPEC 3.5);
    /// nil when every end is useful. Side by side first, the left (top) end before the right
    /// (bottom) one: a strip too narrow is too narrow in either layout direction, so the answer mirrors.
    /// - Parameters:
    ///   - crossing: the edges of a division crossing ``clipped`` — the only one, when only one
    ///     does (every real fold), so nothing is read twice.
    ///   - buffer: the regions this scan was made from.
    /// - Complexity: O(1) for one crossing division, O(*d*) for *d* (past four, O(*r*²)); no allocation.
    @inline(__always)
    func partBesideSliver(edges: RectEdges, crossing: RectEdges, regions buffer: UnsafeBufferPointer<ReservedRegion>) -> CGRect? {
        if topToBottom.count + sideToSide.count == 1 {
            let axis: Axis = topToBottom.isEmpty ? .vertical : .horizontal
            let start = edges.minimum(along: axis), end = edges.maximum(along: axis)
            return partBesideSliver(along: axis, start: start, end: end, first: crossing, second: end, last: crossing, previous: start)
        }
        if !topToBottom.isEmpty, let part = partBesideSliver(along: .horizontal, edges: edges, regions: buffer) { return part }
        if !sideToSide.isEmpty, let part = partBesideSliver(along: .vertical, edges: edges, regions: buffer) { return part }
        return nil
    }

    /// ``partBesideSliver(edges:crossing:regions:)`` for the divisions crossing along `axis` (at least one).
    private func partBesideSliver(along axis: Axis, edges: RectEdges, regions buffer: UnsafeBufferPointer<ReservedRegion>) -> CGRect? {
        let count = dividers(along: axis).count
        func frame(_ position: Int) -> RectEdges { RectEdges(buffer[divider(position, along: axis, regions: buffer)].frame) }
        let start = edges.minimum(along: axis), end = edges.maximum(along: axis)
        let first = frame(0), last = frame(count - 1)
        // The region across the first divider reaches the second one (or the edge); the region
        // across the last one reaches back to the one before it (or the edge).
        return partBesideSliver(along: axis, start: start, end: end, first: first,
                                second: count == 1 ? end : frame(1).minimum(along: axis), last: last,
                                previous: count == 1 ? start : frame(count - 2).maximum(along: axis))
    }

    /// Phase 1b along `axis`: ``clipped`` runs `start … end`; the first divider's edges are
    /// `first`, and the region across it ends at `second`; the last divider's are `last`, and the
    /// region across it starts at `previous`.
    @inline(__always)
    private func partBesideSliver(along axis: Axis, start: CGFloat, end: CGFloat, first: RectEdges, second: CGFloat,
                                  last: RectEdges, previous: CGFloat) -> CGRect? {
        let low = first.maximum(along: axis), high = last.minimum(along: axis)
        if UsefulRegion.isTooNarrow(first.minimum(along: axis) - start, beside: greater(0, second - low)) {
            return clipped.with(from: lesser(greater(low, start), end), to: end, along: axis)
        }
        if UsefulRegion.isTooNarrow(end - last.maximum(along: axis), beside: greater(0, high - previous)) {
            return clipped.with(from: start, to: lesser(greater(high, start), end), along: axis)
        }
        return nil
    }
}

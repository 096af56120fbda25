import Foundation

extension OverlayArrangement {
    /// The primary's frame over the secondary in `container` (SPEC 4.2, no active division).
    ///
    /// The ideal size clamped to the container, anchored to ``anchorEdge`` and centred along it; without
    /// an ideal size the primary spans the edge and takes a third of the container's extent away
    /// from it. The anchored edge and a spanning extent are the container's own (exact); the other
    /// boundaries are snapped to the request's pixel grid.
    /// - Returns: the frame (window coordinates) and whether the ideal size was clamped.
    /// - Complexity: O(1).
    func overlaidFrame(in container: CGRect, request: ArrangementRequest) -> (frame: CGRect, clamped: Bool) {
        let edge = anchorEdge
        let across = edge.axis, along = across.crossing
        let ideal = primary.idealSize  // finite and ≥ 0: validated by solve
        let extentAcross = container.length(along: across), extentAlong = container.length(along: along)
        let wantedAcross = ideal?.length(along: across) ?? extentAcross / 3
        let wantedAlong = ideal?.length(along: along) ?? extentAlong
        let lengthAcross = min(wantedAcross, extentAcross), lengthAlong = min(wantedAlong, extentAlong)
        let grid = request.pixelGrid
        func snapped(_ value: CGFloat, in low: CGFloat, _ high: CGFloat) -> CGFloat { min(max(grid.snap(value), low), high) }

        let acrossLow = container.minimum(along: across), acrossHigh = container.maximum(along: across)
        let (from, to): (CGFloat, CGFloat)
        if lengthAcross >= extentAcross {
            (from, to) = (acrossLow, acrossHigh)
        } else if edge.isAtMaximum(request.space.layoutDirection) {
            (from, to) = (snapped(acrossHigh - lengthAcross, in: acrossLow, acrossHigh), acrossHigh)
        } else {
            (from, to) = (acrossLow, snapped(acrossLow + lengthAcross, in: acrossLow, acrossHigh))
        }
        let alongLow = container.minimum(along: along), alongHigh = container.maximum(along: along)
        let (start, end): (CGFloat, CGFloat)
        if lengthAlong >= extentAlong {
            (start, end) = (alongLow, alongHigh)
        } else {
            let centre = (alongLow + alongHigh) / 2
            (start, end) = (snapped(centre - lengthAlong / 2, in: alongLow, alongHigh),
                            snapped(centre + lengthAlong / 2, in: alongLow, alongHigh))
        }
        let frame = container.with(from: from, to: to, along: across).with(from: start, to: end, along: along)
        return (frame, wantedAcross > extentAcross || wantedAlong > extentAlong)
    }
}

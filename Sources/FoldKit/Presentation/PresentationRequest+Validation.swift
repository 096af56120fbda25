import Foundation

extension PresentationRequest {
    /// Checks the request: ``size`` finite and ≥ 0, ``anchor`` and ``container`` finite with sizes
    /// ≥ 0, ``anchorGap`` and ``edgeMargin`` finite and ≥ 0, ``heightFraction`` nil or in 0 < f ≤ 1,
    /// and the space. ``Presentation/solve(_:)`` runs it before placing.
    /// - Throws: the first ``PlacementError`` found.
    /// - Complexity: O(*r*) for *r* regions.
    public func validate() throws(PlacementError) {
        try PlacementError.check(size: size, "size")
        if let anchor { try PlacementError.check(anchor, "anchor") }
        if let container { try PlacementError.check(container, "container") }
        try PlacementError.check(distance: anchorGap, "anchorGap")
        try PlacementError.check(distance: minimumEdgeDistance, "minimumEdgeDistance")
        try PlacementError.check(distance: edgeMargin, "edgeMargin")
        if let heightFraction, !(heightFraction.isFinite && heightFraction > 0 && heightFraction <= 1) {
            throw PlacementError(field: "heightFraction", value: Format.number(heightFraction), requirement: "a fraction above 0 and at most 1")
        }
        try PlacementError.check(space)
    }
}

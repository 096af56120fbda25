import Foundation

extension GridSolver {
    /// Checks every field of `request` (phase 1).
    ///
    /// - Throws: ``GridError/invalidValue(_:value:requirement:)`` for a non-finite or out-of-range
    ///   field (bounds of zero or negative size, a negative margin or spacing, a minimum width or
    ///   aspect ≤ 0, a negative scale, a division whose frame is not finite or has a negative size);
    ///   ``GridError/tooManyItems(_:limit:)`` beyond ``maximumItemCount``; ``GridError/noRoom(_:)``
    ///   when the margins leave no width (or, not scrolling, no height).
    /// - Complexity: O(*r*) for *r* regions, no allocation.
    public static func validate(_ request: GridRequest) throws(GridError) {
        let bounds = request.bounds
        guard bounds.isFiniteRect, bounds.width > 0, bounds.height > 0 else {
            throw .invalidValue(.bounds, value: Format.rect(bounds), requirement: "a finite rect of positive size")
        }
        guard request.itemCount >= 0, request.itemCount <= maximumItemCount else {
            throw .tooManyItems(request.itemCount, limit: maximumItemCount)
        }
        try require(request.minItemWidth, .minItemWidth, positive: true)
        try require(request.itemAspect, .itemAspect, positive: true)
        try require(request.spacing, .spacing, positive: false)
        try require(request.margin, .margin, positive: false)
        try require(request.space.scale, .scale, positive: false)
        for (index, region) in request.space.regions.enumerated() where region.kind == .division && !region.frame.isFiniteWithNonNegativeSize {
            throw .invalidValue(.regionFrame(index), value: Format.rect(region.frame), requirement: "a finite rect of size ≥ 0")
        }
        let inner = bounds.width - 2 * request.margin
        guard inner > 0 else {
            throw .noRoom("bounds \(Format.number(bounds.width)) wide leave no width inside margins of \(Format.number(request.margin))")
        }
        if !request.scrolls && bounds.height - 2 * request.margin <= 0 {
            throw .noRoom("bounds \(Format.number(bounds.height)) high leave no height inside margins of \(Format.number(request.margin)) for a grid that does not scroll")
        }
    }

    /// Throws unless `value` is finite and > 0 (`positive`) or ≥ 0.
    static func require(_ value: CGFloat, _ field: GridError.Field, positive: Bool) throws(GridError) {
        let ok = value.isFinite && (positive ? value > 0 : value >= 0)
        if !ok { throw .invalidValue(field, value: Format.number(value), requirement: positive ? "finite and > 0" : "finite and ≥ 0") }
    }
}

import Foundation

extension SplitArrangement {
    /// The pane lengths along the split axis when no division drives the split (SPEC 4.1).
    ///
    /// Rules, in order:
    /// - the gap ``spacing`` is centred on the split line (field report BR-13): without other
    ///   properties the primary asks for `ratio × extent − spacing / 2` (ratio 0.5 by default) and
    ///   the secondary for the rest;
    /// - a view's ask is its ideal length when it ``ArrangementViewProperties/prefersFixedSize``,
    ///   else its preferred length, else that ratio share; its minimum beats the ask and its
    ///   maximum, its maximum beats the ask;
    /// - a view that asks for something — a minimum, preferred or maximum length along the axis,
    ///   or its fixed size; for the primary also a ``ratio``, its share — is served before one that
    ///   asks for nothing, whatever their priorities (a view with no size property asks for
    ///   nothing, SPEC 4.1 amended); when both ask, or neither, the view with the higher
    ///   ``ArrangementViewProperties/layoutPriority`` (tie: primary) goes first;
    /// - the view served first takes its ask, leaving the other view its minimum when both
    ///   minimums fit; the other gets the rest up to its maximum; if it stops at its maximum the
    ///   first grows up to its own;
    /// - when both minimums cannot fit, the first keeps its minimum (at most the extent) and the
    ///   other gets what is left; when both stop at their maximums the leftover is empty space
    ///   after the second pane.
    /// - a minimum above its maximum once both are resolved in the container (`400` against
    ///   `50%` of 600) is not an error — it depends on the container — and the minimum wins,
    ///   reported as ``ArrangementResult/Adjustments/minimumBeatsMaximum``; one above its maximum of the
    ///   same kind is (``ArrangementError/minimumExceedsMaximum(_:_:minimum:maximum:)``).
    /// - Parameters:
    ///   - extent: the container's length along `axis`, points, finite and ≥ 0.
    ///   - axis: the split axis.
    /// - Returns: lengths ≥ 0 whose sum with the used spacing never exceeds `extent`, the spacing
    ///   used, and the adjustments made.
    /// - Throws: ``ArrangementError`` for an invalid setting (``validate(in:)``) or an extent that
    ///   is negative or not finite (``ArrangementError/invalidBounds(_:)``, the extent as the size
    ///   along `axis`).
    /// - Complexity: O(1).
    public func paneLengths(extent: CGFloat, along axis: Axis) throws(ArrangementError)
        -> (primary: CGFloat, secondary: CGFloat, spacing: CGFloat, adjustments: ArrangementResult.Adjustments) {
        guard extent.isFinite && extent >= 0 else {
            throw .invalidBounds(CGRect.zero.with(from: 0, to: extent, along: axis))
        }
        try validate()
        return lengths(extent: extent, along: axis)
    }

    /// ``paneLengths(extent:along:)`` for settings and an extent already checked.
    func lengths(extent: CGFloat, along axis: Axis)
        -> (primary: CGFloat, secondary: CGFloat, spacing: CGFloat, adjustments: ArrangementResult.Adjustments) {
        var adjustments: ArrangementResult.Adjustments = []
        var gap = spacing
        if gap > extent {
            gap = extent
            adjustments.insert(.spacingClamped)
        }
        let available = extent - gap
        let share = ratio ?? 0.5
        let primaryDemand = Self.demand(primary, along: axis, extent: extent, share: share, gap: gap)
        let secondaryDemand = Self.demand(secondary, along: axis, extent: extent, share: 1 - share, gap: gap)
        let primaryAsks = ratio != nil || Self.asks(primary, along: axis)
        let primaryFirst = primaryAsks != Self.asks(secondary, along: axis)
            ? primaryAsks
            : !(secondary.layoutPriority > primary.layoutPriority)
        if Self.minimumBeatsMaximum(primary, along: axis, extent: extent) || Self.minimumBeatsMaximum(secondary, along: axis, extent: extent) {
            adjustments.insert(.minimumBeatsMaximum)
        }
        let (firstRange, otherRange) = primaryFirst ? (primaryDemand, secondaryDemand) : (secondaryDemand, primaryDemand)
        if firstRange.minimum + otherRange.minimum > available { adjustments.insert(.unsatisfiableMinimums) }
        let wanted = min(max(firstRange.ask, firstRange.minimum), firstRange.maximum)
        var first = max(0, min(wanted, max(firstRange.minimum, available - otherRange.minimum), available))
        let other = max(0, min(available - first, otherRange.maximum))
        let tolerance = Self.tolerance(extent)
        if available - first - other > tolerance && first < firstRange.maximum {
            first = min(firstRange.maximum, available - other)
        }
        if available - first - other > tolerance { adjustments.insert(.leftoverSpace) }
        return primaryFirst
            ? (first, other, gap, adjustments)
            : (other, first, gap, adjustments)
    }

    /// The pane frames in `container` along `axis`: primary leading (left in LTR, right in RTL) or
    /// on top, then the gap, then the secondary, then any leftover. Container edges are exact; the
    /// boundaries between are snapped to the request's pixel grid and shared by both panes.
    /// - Complexity: O(1).
    func paneFrames(in container: CGRect, along axis: Axis, request: ArrangementRequest)
        -> (primary: CGRect, secondary: CGRect, adjustments: ArrangementResult.Adjustments) {
        let extent = container.length(along: axis)
        let lengths = lengths(extent: extent, along: axis)
        let start = container.minimum(along: axis), end = container.maximum(along: axis)
        let reversed = axis == .horizontal && request.space.layoutDirection == .rightToLeft
        let grid = request.pixelGrid
        /// The physical boundary `offset` points from the leading (or top) edge.
        let tolerance = Self.tolerance(extent)
        func boundary(_ offset: CGFloat) -> CGFloat {
            if offset <= tolerance { return reversed ? end : start }
            if offset >= extent - tolerance { return reversed ? start : end }
            let value = grid.snap(reversed ? end - offset : start + offset)
            return min(max(value, start), end)
        }
        let primaryEnd = boundary(lengths.primary)
        let secondaryStart = boundary(lengths.primary + lengths.spacing)
        let secondaryEnd = boundary(lengths.primary + lengths.spacing + lengths.secondary)
        if reversed {
            return (container.with(from: primaryEnd, to: end, along: axis),
                    container.with(from: secondaryEnd, to: secondaryStart, along: axis), lengths.adjustments)
        }
        return (container.with(from: start, to: primaryEnd, along: axis),
                container.with(from: secondaryStart, to: secondaryEnd, along: axis), lengths.adjustments)
    }

    /// What `view` asks for along `axis` in a container of `extent` points, and its bounds: its
    /// ideal length when it prefers its fixed size, else its preferred length, else `share` of
    /// the extent less half the gap. A view with no range and no fixed size (the common case)
    /// resolves without reading its range: ask the share, bounds 0 … ∞, as the general path gives.
    @inline(__always)
    static func demand(_ view: ArrangementViewProperties, along axis: Axis, extent: CGFloat, share: CGFloat,
                       gap: CGFloat) -> (ask: CGFloat, minimum: CGFloat, maximum: CGFloat) {
        let range = view.range(along: axis)
        let fallback = max(0, share * extent - gap / 2)
        if !view.prefersFixedSize && range.isUnconstrained {
            return (fallback, 0, .infinity)
        }
        let bounds = range.bounds(in: extent)
        return (view.fixedLength(along: axis) ?? range.preferredLength(in: extent) ?? fallback, bounds.minimum, bounds.maximum)
    }

    /// Whether `view` asks for a length along `axis`: a bound or preference in its range there, or
    /// a fixed size it prefers.
    @inline(__always)
    static func asks(_ view: ArrangementViewProperties, along axis: Axis) -> Bool {
        !view.range(along: axis).isUnconstrained || view.fixedLength(along: axis) != nil
    }

    /// Whether `view`'s minimum along `axis` exceeds its maximum in a container of `extent` points.
    @inline(__always)
    static func minimumBeatsMaximum(_ view: ArrangementViewProperties, along axis: Axis, extent: CGFloat) -> Bool {
        let range = view.range(along: axis)
        return range.minimum != nil && range.maximum != nil && range.minimumExceedsMaximum(in: extent)
    }

    /// The rounding slack for sums of lengths in a container of `extent` points (1e-9 relative):
    /// a pane ending within it of the container's edge ends exactly at the edge.
    static func tolerance(_ extent: CGFloat) -> CGFloat { 1e-9 * max(1, abs(extent)) }

}

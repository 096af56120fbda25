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
    /// - Parameters:
    ///   - extent: the container's length along `axis`, points.
    ///   - axis: the split axis.
    /// - Returns: lengths ≥ 0 whose sum with the used spacing never exceeds `extent`, the spacing
    ///   used, and the adjustments made.
    /// - Complexity: O(1).
    public func paneLengths(extent: CGFloat, along axis: Axis)
        -> (primary: CGFloat, secondary: CGFloat, spacing: CGFloat, adjustments: Arrangement.Adjustments) {
        var adjustments: Arrangement.Adjustments = []
        var gap = validSpacing
        if gap > extent {
            gap = extent
            adjustments.insert(.spacingClamped)
        }
        let available = extent - gap
        let share = validRatio ?? 0.5
        let primaryDemand = Self.demand(primary, along: axis, extent: extent, share: share, gap: gap)
        let secondaryDemand = Self.demand(secondary, along: axis, extent: extent, share: 1 - share, gap: gap)
        let primaryAsks = validRatio != nil || Self.asks(primary, along: axis)
        let primaryFirst = primaryAsks != Self.asks(secondary, along: axis)
            ? primaryAsks
            : !(Self.priority(secondary) > Self.priority(primary))
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
        -> (primary: CGRect, secondary: CGRect, adjustments: Arrangement.Adjustments) {
        let extent = container.length(along: axis)
        let lengths = paneLengths(extent: extent, along: axis)
        let start = container.minimum(along: axis), end = container.maximum(along: axis)
        let reversed = axis == .horizontal && request.layoutDirection == .rightToLeft
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
        if !view.prefersFixedSize && range.minimum == nil && range.preferred == nil && range.maximum == nil {
            return (fallback, 0, .infinity)
        }
        let bounds = range.bounds(in: extent)
        return (view.fixedLength(along: axis) ?? range.preferredLength(in: extent) ?? fallback, bounds.minimum, bounds.maximum)
    }

    /// Whether `view` asks for a length along `axis`: a bound or preference in its range there, or
    /// a fixed size it prefers.
    @inline(__always)
    static func asks(_ view: ArrangementViewProperties, along axis: Axis) -> Bool {
        let range = view.range(along: axis)
        return range.minimum != nil || range.preferred != nil || range.maximum != nil || view.fixedLength(along: axis) != nil
    }

    /// The ratio as used: finite and strictly between 0 and 1, else nil (equal halves).
    var validRatio: CGFloat? {
        guard let ratio, ratio.isFinite, ratio > 0, ratio < 1 else { return nil }
        return ratio
    }

    /// The rounding slack for sums of lengths in a container of `extent` points (1e-9 relative):
    /// a pane ending within it of the container's edge ends exactly at the edge.
    static func tolerance(_ extent: CGFloat) -> CGFloat { 1e-9 * max(1, abs(extent)) }

    /// A view's priority as used: non-finite priorities count as 0.
    static func priority(_ properties: ArrangementViewProperties) -> Double {
        properties.layoutPriority.isFinite ? properties.layoutPriority : 0
    }
}

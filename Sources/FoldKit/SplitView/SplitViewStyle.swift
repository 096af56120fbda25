import Foundation

/// A two-column split view (primary column + secondary) with a preferred primary width, as the
/// system container behaves on the Duo (SPEC 4.5) [S1][S4][S3]. A Reminders-style app.
///
/// Rules, in order (``solve(_:)``), after checking the request and the settings (``validate()``;
/// an invalid value is thrown as an ``ArrangementError``, never replaced):
/// 1. an active **vertical** division crossing the container → it rebalances to 50/50: each column
///    snaps to one region (an even split for a centred fold), so both stay visible; a horizontal
///    fold does not split columns. A division that leaves a strip too narrow to be useful between
///    it and the container's edge (``UsefulRegion``) drives nothing: the strip is cut off with it
///    (``ArrangementResult/Adjustments/sliverCutOff``) and rules 2–3 apply to the rest, so no column is
///    a sliver beside the fold;
/// 2. the window's horizontal size class is compact → one column (the primary fills the container);
/// 3. otherwise the primary column takes ``preferredPrimaryWidth`` clamped to
///    ``minimumPrimaryWidth``…``maximumPrimaryWidth`` and to the container; the secondary the rest.
/// Percentages are of the container's width.
public struct SplitViewStyle: Sendable, Hashable {
    /// The primary column's preferred width (default 320 pt).
    public var preferredPrimaryWidth: LayoutDimension
    /// The primary column's minimum width; nil for none.
    public var minimumPrimaryWidth: LayoutDimension?
    /// The primary column's maximum width; nil for none.
    public var maximumPrimaryWidth: LayoutDimension?

    /// Creates a split view; the preferred primary width defaults to 320 pt.
    public init(preferredPrimaryWidth: LayoutDimension = .absolute(320), minimumPrimaryWidth: LayoutDimension? = nil,
                maximumPrimaryWidth: LayoutDimension? = nil) {
        self.preferredPrimaryWidth = preferredPrimaryWidth
        self.minimumPrimaryWidth = minimumPrimaryWidth
        self.maximumPrimaryWidth = maximumPrimaryWidth
    }

    /// Lays out the columns in `request`'s container.
    /// - Returns: the columns in window coordinates; the boundary of rule 3 is snapped to the
    ///   request's pixel grid, region edges (rule 1) are exact. A minimum above the maximum once
    ///   resolved in the container (points against a percentage) lets the minimum win, reported
    ///   as ``ArrangementResult/Adjustments/minimumBeatsMaximum``. A container of zero width or height
    ///   gives `collapsed` with reason `emptyContainer`.
    /// - Throws: ``ArrangementError`` for an invalid request (``ArrangementRequest/validate()``) or
    ///   width (``validate()``), before any work.
    /// - Complexity: O(*r*) for *r* reserved regions; no allocation.
    public func solve(_ request: ArrangementRequest) throws(ArrangementError) -> SplitViewResult {
        try request.validate()
        try validate()
        guard request.hasUsableBounds else {
            return SplitViewResult(mode: .collapsed, reason: .emptyContainer, primary: request.bounds, secondary: nil)
        }
        let split = ContainerSplit(container: request.bounds, space: request.space, choice: .nearestCentre(request.space.layoutDirection))
        var result = columns(in: split, request)
        if split.cutSliver { result.adjustments.insert(.sliverCutOff) }
        return result
    }

    /// The rules in `split`, the container split at its driving division.
    @inline(__always)
    func columns(in split: ContainerSplit, _ request: ArrangementRequest) -> SplitViewResult {
        if split.axis == .horizontal {
            let (first, second) = split.regionsInReadingOrder(request.space.layoutDirection)
            return SplitViewResult(mode: .twoColumns, reason: .divisionBalances, primary: first, secondary: second)
        }
        let usable = split.usable
        guard request.space.sizeClasses.horizontal == .regular else {
            return SplitViewResult(mode: .collapsed, reason: .compactWidth, primary: usable, secondary: nil)
        }
        let range = DimensionRange(minimum: minimumPrimaryWidth, preferred: preferredPrimaryWidth, maximum: maximumPrimaryWidth)
        let (low, high) = range.bounds(in: usable.width)
        let wanted = range.preferredLength(in: usable.width) ?? 320
        let width = min(max(wanted, low), high, usable.width)
        let adjustments: ArrangementResult.Adjustments = range.minimumExceedsMaximum(in: usable.width) ? .minimumBeatsMaximum : []
        let reversed = request.space.layoutDirection == .rightToLeft
        let snapped = request.pixelGrid.snap(reversed ? usable.maxX - width : usable.minX + width)
        let boundary = width >= usable.width ? (reversed ? usable.minX : usable.maxX) : min(max(snapped, usable.minX), usable.maxX)
        let left = usable.with(from: usable.minX, to: boundary, along: .horizontal)
        let right = usable.with(from: boundary, to: usable.maxX, along: .horizontal)
        let (primary, secondary) = reversed ? (right, left) : (left, right)
        return SplitViewResult(mode: .twoColumns, reason: .preferredWidth, primary: primary, secondary: secondary,
                               adjustments: adjustments)
    }

    /// Checks the widths: each a valid ``LayoutDimension`` (points ≥ 0, or 0…100 %), the minimum
    /// not above the maximum when both are of one kind. ``solve(_:)`` runs it before solving.
    /// - Throws: ``ArrangementError/invalidDimension(_:_:_:)`` or
    ///   ``ArrangementError/minimumExceedsMaximum(_:_:minimum:maximum:)`` for the primary column's width.
    /// - Complexity: O(1); no allocation.
    public func validate() throws(ArrangementError) {
        let range = DimensionRange(minimum: minimumPrimaryWidth, preferred: preferredPrimaryWidth, maximum: maximumPrimaryWidth)
        try SplitArrangement.validate(range, .primary, .width, extent: nil)
    }
}

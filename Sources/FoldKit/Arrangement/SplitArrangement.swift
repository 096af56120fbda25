import Foundation

/// The split arrangement style: divides a container between a primary and a secondary view,
/// equally unless told otherwise; side by side (primary leading) when wider, stacked (primary on
/// top) when taller, and at the fold when one is active (SPEC 4.1) [S1][S4].
///
/// Solve phases (``solve(_:)``):
/// 0. **Validate** — the request and the settings (``validate(in:)``); an invalid value is thrown
///    as an ``ArrangementError``, never replaced (<doc:InvalidInput>).
/// 1. **Division** — cut off edge strips that active divisions only clip, and strips too narrow to
///    be useful beside one that crosses (``UsefulRegion``; reported as
///    ``ArrangementResult/Adjustments/sliverCutOff``); find the active division crossing the rest nearest
///    its centre (``ContainerSplit``).
/// 2. **Axis** — the axis across that division, else horizontal iff width ≥ height.
/// 3. **Possible?** — only if ``axes`` allows the axis and either the division drives it or the
///    window's size class along it is regular; else only the primary is shown.
/// 4. **Secondary hidden** — only the primary is shown.
///
/// A lone primary (phases 3 and 4) fills the container when no division crosses it; with an active
/// division it **stays in the region it takes when split** (leading, or top), whatever hid the
/// secondary: it never lies across a division (SPEC 4.1). The region is
/// ``ContainerSplit/loneRegion(_:spacing:grid:)``, the one decision the list–detail rule's single
/// pane takes too; a region too narrow to be useful is never it (phase 1 cut it off).
/// 5. **Panes** — at a division each view takes one region (pane-size properties ignored; the
///    margin is max(division thickness, ``spacing``) / 2 each side); otherwise the pane sizes
///    (``paneLengths(extent:along:)``, in `SplitArrangement+Sizing.swift`).
///
/// Example (OdoKeep's trip player, primary = map, secondary = log): on the Duo in book posture the
/// map takes the region left of the fold, the log the region right of it; flat, each takes half of
/// the safe area; closed in landscape (compact/compact) only the map shows.
public struct SplitArrangement: Sendable, Hashable {
    /// The axes the split may use (default both).
    public var axes: ArrangementAxes
    /// The primary's share of the container when no division drives the split: strictly between
    /// 0 and 1; nil for equal halves. Anything else is an error (``ArrangementError/invalidRatio(_:)``).
    public var ratio: CGFloat?
    /// The gap between the panes, points, finite and ≥ 0 (default 0): centred on the split line,
    /// and at a division the margin each side is max(division thickness, spacing) / 2 (field
    /// report BR-13).
    public var spacing: CGFloat
    /// How the primary asks for space.
    public var primary: ArrangementViewProperties
    /// How the secondary asks for space.
    public var secondary: ArrangementViewProperties
    /// Whether the secondary is shown (the Podcasts transcript toggled on); default true.
    public var isSecondaryVisible: Bool

    /// Creates a split style; every property optional.
    public init(axes: ArrangementAxes = .both, ratio: CGFloat? = nil, spacing: CGFloat = 0,
                primary: ArrangementViewProperties = ArrangementViewProperties(),
                secondary: ArrangementViewProperties = ArrangementViewProperties(),
                isSecondaryVisible: Bool = true) {
        self.axes = axes
        self.ratio = ratio
        self.spacing = spacing
        self.primary = primary
        self.secondary = secondary
        self.isSecondaryVisible = isSecondaryVisible
    }

    /// The properties of `slot`.
    public subscript(slot: ArrangementSlot) -> ArrangementViewProperties {
        slot == .primary ? primary : secondary
    }

    /// Lays out the two views in `request`'s container.
    ///
    /// - Returns: mode `split` (both shown, axis set) or `single` (primary only, secondary hidden
    ///   with no frame), frames in window coordinates, z-index 0, and the ``ArrangementResult/Reason``.
    ///   Computed boundaries are snapped to the request's pixel grid; region edges are exact. A
    ///   container of zero width or height gives `single` with reason `emptyContainer`.
    /// - Throws: ``ArrangementError`` for an invalid request (``ArrangementRequest/validate()``) or
    ///   setting (``validate(in:)`` without a container), before any work.
    /// - Complexity: O(*r*) for *r* reserved regions; no allocation.
    public func solve(_ request: ArrangementRequest) throws(ArrangementError) -> ArrangementResult {
        try request.validate()
        try validate()
        guard request.hasUsableBounds else {
            return ArrangementResult(style: .split, mode: .single, axis: nil, primary: .shown(request.bounds),
                               secondary: .hidden, reason: .emptyContainer)
        }
        let split = ContainerSplit(container: request.bounds, space: request.space, choice: .nearestCentre(request.space.layoutDirection))
        var result = arrange(split, request)
        if split.cutSliver { result.adjustments.insert(.sliverCutOff) }
        return result
    }

    /// Phases 2–5 in `split`, the container split at its driving division.
    @inline(__always)
    func arrange(_ split: ContainerSplit, _ request: ArrangementRequest) -> ArrangementResult {
        let usable = split.usable
        func single(_ frame: CGRect, _ reason: ArrangementResult.Reason) -> ArrangementResult {
            ArrangementResult(style: .split, mode: .single, axis: nil, primary: .shown(frame), secondary: .hidden, reason: reason)
        }
        if let axis = split.axis {
            // A lone primary never lies across the division: it keeps the region it takes when split
            // (``ContainerSplit/loneRegion(_:spacing:grid:)``, the first in reading order).
            let (first, second) = split.regionsInReadingOrder(request.space.layoutDirection, spacing: spacing, grid: request.pixelGrid)
            guard axes.allows(axis) else { return single(first, .axisExcludedInRegion) }
            guard isSecondaryVisible else { return single(first, .secondaryHiddenInRegion) }
            return ArrangementResult(style: .split, mode: .split, axis: axis, primary: .shown(first), secondary: .shown(second),
                               reason: .divisionDrivesSplit, adjustments: hasPaneSizes ? .paneSizesIgnored : [])
        }
        let axis: Axis = usable.width >= usable.height ? .horizontal : .vertical
        guard axes.allows(axis) else { return single(usable, .axisExcluded) }
        guard request.space.sizeClasses[axis] == .regular else { return single(usable, .compactSizeClass) }
        guard isSecondaryVisible else { return single(usable, .secondaryHidden) }
        let panes = paneFrames(in: usable, along: axis, request: request)
        return ArrangementResult(style: .split, mode: .split, axis: axis, primary: .shown(panes.primary),
                           secondary: .shown(panes.secondary), reason: .aspectChoseAxis, adjustments: panes.adjustments)
    }

    /// Whether any pane-size property is set (they do not apply at a division).
    var hasPaneSizes: Bool {
        ratio != nil || !primary.width.isUnconstrained || !primary.height.isUnconstrained || primary.prefersFixedSize
            || !secondary.width.isUnconstrained || !secondary.height.isUnconstrained || secondary.prefersFixedSize
    }
}

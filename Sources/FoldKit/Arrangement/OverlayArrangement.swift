import Foundation

/// The overlay arrangement style: the primary stacked over the secondary while no division is
/// active, one region each, side by side, at an active division (SPEC 4.2) [S1][S4].
///
/// Solve phases (``solve(_:)``):
/// 0. **Validate** — the request and the settings (``validate()``); an invalid value is thrown as
///    an ``ArrangementError``, never replaced (<doc:InvalidInput>).
/// 1. **Division** — as the split style (``ContainerSplit``): clipped strips cut off, the crossing
///    division nearest the centre found.
/// 2. **No active division** — mode `overlaid`: the secondary fills the container (z 0); the
///    primary (z 1) takes its ideal size clamped to the container, anchored to ``anchorEdge`` (the
///    views' own ``ArrangementViewProperties/edge``, else the style's ``edge``) and centred
///    along it; without an ideal size it spans the edge and takes a third of the container's extent
///    away from it.
/// 3. **Active division** — mode `sideBySide`: the primary takes the trailing region (vertical
///    fold; trailing is the left region in RTL) or the bottom one (horizontal fold), the secondary
///    the other; both z 0. ``anchorEdge`` overrides the side when it lies across the fold's axis
///    (`leading`/`trailing` for a vertical fold, `top`/`bottom` for a horizontal one).
/// 4. **Secondary hidden** — mode `single`: the primary keeps the place it has with the secondary
///    shown (SPEC 4.2): without a division its ideal size at its edge, z 1 (a foreground view of
///    controls never grows to fill the container because its background went away); at a division
///    its region, z 0, the other region empty.
///
/// Example (the voice-notes app, primary = Up Next, secondary = player): flat, Up Next is a panel
/// over the bottom of the player (z 1, shown collapsed); folded, it takes its own region (z 0,
/// shown expanded).
public struct OverlayArrangement: Sendable, Hashable {
    /// The edge the primary is anchored to (default bottom), unless a view's own
    /// ``ArrangementViewProperties/edge`` says otherwise (``anchorEdge``).
    public var edge: ArrangementEdge
    /// The gap between the regions at a division, points, finite and ≥ 0: the margin each side is
    /// max(division thickness, spacing) / 2 (field report BR-13); default 0. Unused while overlaid.
    public var spacing: CGFloat
    /// How the primary asks for space: only its ``ArrangementViewProperties/idealSize`` and
    /// ``ArrangementViewProperties/edge`` are read.
    public var primary: ArrangementViewProperties
    /// The secondary's properties: only its ``ArrangementViewProperties/edge`` is read (the side
    /// the secondary takes; the primary takes the opposite one). Default: nothing set.
    public var secondary: ArrangementViewProperties
    /// Whether the secondary is shown; default true.
    public var isSecondaryVisible: Bool

    /// Creates an overlay style; every property optional.
    public init(edge: ArrangementEdge = .bottom, spacing: CGFloat = 0,
                primary: ArrangementViewProperties = ArrangementViewProperties(), isSecondaryVisible: Bool = true,
                secondary: ArrangementViewProperties = ArrangementViewProperties()) {
        self.edge = edge
        self.spacing = spacing
        self.primary = primary
        self.secondary = secondary
        self.isSecondaryVisible = isSecondaryVisible
    }

    /// Lays out the two views in `request`'s container.
    ///
    /// - Returns: mode `overlaid` (primary z 1 over secondary z 0), `sideBySide` (one region each,
    ///   both z 0, axis set) or `single` (secondary hidden; the primary where it is with it shown);
    ///   frames in window coordinates. A container of zero width or height gives `single` with
    ///   reason `emptyContainer`.
    /// - Throws: ``ArrangementError`` for an invalid request (``ArrangementRequest/validate()``) or
    ///   setting (``validate()``), before any work.
    /// - Complexity: O(*r*) for *r* reserved regions; no allocation.
    public func solve(_ request: ArrangementRequest) throws(ArrangementError) -> ArrangementResult {
        try request.validate()
        try validate()
        guard request.hasUsableBounds else {
            return ArrangementResult(style: .overlay, mode: .single, axis: nil, primary: .shown(request.bounds),
                               secondary: .hidden, reason: .emptyContainer)
        }
        let split = ContainerSplit(container: request.bounds, space: request.space, choice: .nearestCentre(request.space.layoutDirection))
        var result = arrange(split, request)
        if split.cutSliver { result.adjustments.insert(.sliverCutOff) }
        return result
    }

    /// The layout in `split`, the container split at its driving division.
    @inline(__always)
    func arrange(_ split: ContainerSplit, _ request: ArrangementRequest) -> ArrangementResult {
        guard let axis = split.axis else {
            let (frame, clamped) = overlaidFrame(in: split.usable, request: request)
            let adjustments: ArrangementResult.Adjustments = clamped ? .idealSizeClamped : []
            guard isSecondaryVisible else {
                return ArrangementResult(style: .overlay, mode: .single, axis: nil, primary: .shown(frame, zIndex: 1),
                                   secondary: .hidden, reason: .secondaryHiddenAtEdge, adjustments: adjustments)
            }
            return ArrangementResult(style: .overlay, mode: .overlaid, axis: nil, primary: .shown(frame, zIndex: 1),
                               secondary: .shown(split.usable), reason: .noActiveDivision, adjustments: adjustments)
        }
        let (before, after) = split.regions(spacing: spacing, grid: request.pixelGrid)
        let primaryAfter = primaryTakesRegionAfter(axis: axis, direction: request.space.layoutDirection)
        let (primaryFrame, secondaryFrame) = primaryAfter ? (after, before) : (before, after)
        guard isSecondaryVisible else {
            return ArrangementResult(style: .overlay, mode: .single, axis: nil, primary: .shown(primaryFrame),
                               secondary: .hidden, reason: .secondaryHiddenInRegion)
        }
        return ArrangementResult(style: .overlay, mode: .sideBySide, axis: axis, primary: .shown(primaryFrame),
                           secondary: .shown(secondaryFrame), reason: .divisionDrivesSplit)
    }

    /// Whether the primary takes the region after the division (right or bottom, physical): the
    /// trailing or bottom region by default, the one ``edge`` names when it lies across `axis`.
    func primaryTakesRegionAfter(axis: Axis, direction: LayoutDirection) -> Bool {
        let edge = anchorEdge
        let side: ArrangementEdge = edge.axis == axis ? edge : (axis == .horizontal ? .trailing : .bottom)
        return side.isAtMaximum(direction)
    }

    /// The edge the solver anchors the primary to: the primary's own
    /// ``ArrangementViewProperties/edge``, else the opposite of the secondary's, else the style's
    /// ``edge`` (SPEC 4.2; the seeds set it per view, S1). `leading` is the left edge in LTR and the
    /// right edge in RTL.
    public var anchorEdge: ArrangementEdge { primary.edge ?? secondary.edge?.opposite ?? edge }
}

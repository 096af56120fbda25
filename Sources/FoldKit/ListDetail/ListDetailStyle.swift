import Foundation

/// The list–detail rule: one rule for every screen where a list opens something beside it
/// (SPEC 4.4) [S0]. OdoKeep's Garage (vehicle cards) and Fuel prices (stations beside a map).
///
/// The four rules, in order (``solve(_:)``), after checking the request and the settings
/// (``validate()``; an invalid value is thrown as an ``ArrangementError``, never replaced):
/// 1. a **tabletop** fold and ``stacksInTabletop`` → `stacked`: the detail (the map) above the
///    fold, the list below it; top height = the fold's top, gap = its thickness;
/// 2. the window's horizontal size class compact (``LayoutSpace/sizeClasses`` of the request's space,
///    never a device's), or the layout width (the container's width less its leading safe-area
///    inset) below ``splitMinimumWidth`` → `single`: every screen is the phone's, however wide (an
///    iPhone or the closed Duo in landscape shows the list or the detail, never both) [S0][S1].
///    At a book fold the one pane never lies across it: it takes the region the list takes in
///    columns, the leading one (``ContainerSplit/loneRegion(_:spacing:grid:)``, the decision an
///    arrangement's lone primary takes, SPEC 4.1);
/// 3. a **book** fold → `columns` with the list reaching the fold's centre line (measured from the
///    leading edge: from the right in RTL); each pane keeps half the fold as a content inset;
/// 4. otherwise `columns`: list width = leading inset + clamp(``listFraction`` × (width − leading
///    inset), ``listMinimumWidth``, ``listMaximumWidth``); the detail gets the rest.
///
/// The fold is the active division crossing the container from edge to edge (SPEC 3.5); one
/// beside the container or clipping it drives neither rule 1 nor rule 3, and neither does one
/// that leaves a strip too narrow to be useful between it and the container's edge
/// (``UsefulRegion``): that strip is cut off with it, as a clipped one is, and the rules measure
/// the rest. With several folds (a tri-fold) rule 3 uses the one nearest the container's centre
/// (the leading one on a tie) and rule 1 the lowest: the list lies in the bottom region, the touch
/// surface, and the detail above it, across any other fold (SPEC 4.4, amended 2026-12-02).
public struct ListDetailStyle: Sendable, Hashable {
    /// Whether the screen stacks at a tabletop fold (Fuel prices: map above, list below). A column
    /// of cards (Garage) does not, and ignores a horizontal fold. Default false.
    public var stacksInTabletop: Bool
    /// The list's minimum width, points (default 360).
    public var listMinimumWidth: CGFloat
    /// The detail's minimum width, points (default 320).
    public var detailMinimumWidth: CGFloat
    /// The list's maximum width under rule 4, points (default 440).
    public var listMaximumWidth: CGFloat
    /// The list's share of the width under rule 4 (default 0.4).
    public var listFraction: CGFloat

    /// Creates the rule; defaults are SPEC 4.4's.
    public init(stacksInTabletop: Bool = false, listMinimumWidth: CGFloat = 360, detailMinimumWidth: CGFloat = 320,
                listMaximumWidth: CGFloat = 440, listFraction: CGFloat = 0.4) {
        self.stacksInTabletop = stacksInTabletop
        self.listMinimumWidth = listMinimumWidth
        self.detailMinimumWidth = detailMinimumWidth
        self.listMaximumWidth = listMaximumWidth
        self.listFraction = listFraction
    }

    /// The narrowest layout width that shows two columns: list minimum + detail minimum (680).
    public var splitMinimumWidth: CGFloat { listMinimumWidth + detailMinimumWidth }

    /// Applies the rule to `request`'s container.
    /// - Returns: the kind, the rule that decided, and the panes in window coordinates. Rule 4's
    ///   boundary is snapped to the request's pixel grid; fold-derived boundaries (rules 1, 3) are
    ///   exact. A container of zero width or height gives `single` with rule `emptyContainer`.
    /// - Throws: ``ArrangementError`` for an invalid request (``ArrangementRequest/validate()``) or
    ///   setting (``validate()``), before any work.
    /// - Complexity: O(*r*) for *r* reserved regions; no allocation.
    public func solve(_ request: ArrangementRequest) throws(ArrangementError) -> ListDetailResult {
        let safe = ArrangementRequest.SafeArea(request)
        try request.validate(safeArea: safe.frame)
        try validate()
        guard request.hasUsableBounds else {
            return ListDetailResult(kind: .single, rule: .emptyContainer, list: .init(id: .list, frame: request.bounds))
        }
        // With several folds (a tri-fold) rule 3 uses the one nearest the window's centre (the
        // leading one on a tie) and rule 1 the lowest: the list on the touch surface below it, the
        // detail above it, across any other fold (its content lays out around it) (SPEC 4.4).
        let container = request.containerForListDetail(safeArea: safe.frame)
        let split = ContainerSplit(container: container, space: request.space, choice: .nearestCentre(safe.direction))
        let usable = split.usable
        if split.axis == .vertical, stacksInTabletop {
            var lowest = ContainerSplit(container: container, space: request.space, choice: .trailingMost(safe.direction))
            if lowest.axis != .vertical { lowest = split }
            let detail = lowest.usable.with(from: lowest.usable.minY, to: lowest.divisionStart, along: .vertical)
            return ListDetailResult(kind: .stacked, rule: .tabletopStacks,
                                    list: pane(.list, lowest.after, safe), detail: pane(.detail, detail, safe),
                                    topHeight: detail.height, gap: lowest.after.minY - detail.maxY)
        }
        let reversed = safe.direction == .rightToLeft
        guard request.space.sizeClasses.horizontal == .regular else {
            return ListDetailResult(kind: .single, rule: .compactWidth, list: pane(.list, single(split, safe.direction), safe))
        }
        let leadingInset = safe.leadingInset(of: usable)
        guard usable.width - leadingInset >= splitMinimumWidth else {
            return ListDetailResult(kind: .single, rule: .belowSplitMinimum, list: pane(.list, single(split, safe.direction), safe))
        }
        if split.axis == .horizontal {
            let centre = split.divisionCentre
            let half = split.divisionThickness / 2
            return columns(at: centre, in: usable, rule: .bookFoldCentre, foldHalf: half, safe)
        }
        let content = usable.width - leadingInset
        let column = leadingInset + min(max(listFraction * content, listMinimumWidth), listMaximumWidth)
        let boundary = request.pixelGrid.snap(reversed ? usable.maxX - column : usable.minX + column)
        return columns(at: min(max(boundary, usable.minX), usable.maxX), in: usable, rule: .leadingColumn, foldHalf: 0, safe)
    }

    /// The one pane's frame in `single`: one never lies across a book fold — it takes the region
    /// the list takes in columns (``ContainerSplit/loneRegion(_:spacing:grid:)``, the decision an
    /// arrangement's lone primary takes, SPEC 4.1); a screen that does not stack ignores a
    /// horizontal fold (rule 1) and takes the whole usable part.
    func single(_ split: ContainerSplit, _ direction: LayoutDirection) -> CGRect {
        split.axis == .horizontal ? split.loneRegion(direction) : split.usable
    }

    /// Two columns meeting at the physical x `boundary`: the list leading, the detail trailing,
    /// each inset by `foldHalf` on the side where they meet.
    func columns(at boundary: CGFloat, in usable: CGRect, rule: ListDetailResult.Rule, foldHalf: CGFloat,
                 _ safe: ArrangementRequest.SafeArea) -> ListDetailResult {
        let left = usable.with(from: usable.minX, to: boundary, along: .horizontal)
        let right = usable.with(from: boundary, to: usable.maxX, along: .horizontal)
        let (listFrame, detailFrame) = safe.direction == .rightToLeft ? (right, left) : (left, right)
        var list = pane(.list, listFrame, safe), detail = pane(.detail, detailFrame, safe)
        list.contentInsets.trailing += foldHalf
        detail.contentInsets.leading += foldHalf
        return ListDetailResult(kind: .columns, rule: rule, list: list, detail: detail, listWidth: listFrame.width)
    }

    /// A pane at `frame` with the safe-area insets that fall on it as its content insets.
    func pane(_ id: ListDetailResult.PaneID, _ frame: CGRect, _ safe: ArrangementRequest.SafeArea) -> ListDetailResult.Pane {
        ListDetailResult.Pane(id: id, frame: frame, contentInsets: safe.insets(of: frame))
    }
}

import Foundation
import FoldKit

/// The glue between the builder and the solver adapters: each asks its solver for child slots,
/// then places the children there. The adapters live in `Layout/Solvers/`, the solvers in FoldKit.
extension SceneLayoutWalk {
    /// An arrangement's two views in the slots ``SceneLayout/layoutArrangement(_:in:context:)``
    /// gives, each taking its frame there like any node: an explicit width and height is kept,
    /// aligned inside the slot (SPEC 8.1), so an overlay's 72-pt control bar stays 72 pt tall in
    /// the region it takes when folded.
    ///
    /// Z-order is the tree's (SPEC 8.1): each view's subtree paints inside its own layer. Shown
    /// one over the other, the primary's layer lies above everything in the secondary's (it rises
    /// by the outline's ``SceneOutline/Entry/lift``); side by side both start at the
    /// arrangement's level.
    mutating func placeArrangement(_ arrangement: SceneNode.Arrangement, at position: Int, in frame: CGRect,
                                   env: Environment) -> SceneLayoutNode.Details {
        let placement = SceneLayout.layoutArrangement(arrangement, in: frame, context: context)
        let stacked = placement.primaryZIndex > placement.secondaryZIndex
        // What the arrangement did, for its views' variants (SPEC 10.3).
        var env = env
        switch arrangement.style {
        case .overlay: env.stacked = stacked
        case .split: env.splitShowsBoth = placement.primary != nil && placement.secondary != nil
        }
        var primary = env
        if stacked { primary.lift += outline.entries[position].lift }
        place(arrangement.primary, at: position + 1, in: placement.primary, env: primary)
        place(arrangement.secondary, at: next(after: position + 1), in: placement.secondary, env: env)
        if mode == .place {
            flowPanes[position] = [FlowPane(node: arrangement.primary, position: position + 1, env: primary),
                                   FlowPane(node: arrangement.secondary, position: next(after: position + 1), env: env)]
        }
        return .arrangement(mode: placement.mode, axis: placement.axis)
    }

    /// A list–detail node's list and detail (SPEC 4.4), `id` the node's.
    ///
    /// In `single` an item pushes the detail screen from the list: the detail is hidden until the
    /// person navigates (``SceneLayoutContext/pushed``), then shown in the list's place and the
    /// list hidden; whichever waits is shown elsewhere, `pushed` from this node. A pushed detail's
    /// navigation bar has a back item titled with the list's title ("Back" without one, SPEC 9).
    /// With the keyboard up for a field in the detail, the detail is the screen shown.
    mutating func placeListDetail(_ listDetail: SceneNode.ListDetail, at position: Int, in frame: CGRect, env: Environment) -> SceneLayoutNode.Details {
        var placement = SceneLayout.layoutListDetail(listDetail, in: frame, context: context)
        // Stacked at a tabletop fold with the keyboard filling the list's region: the list, which
        // holds the focused field, takes the detail's region above the fold and pushes its detail
        // (SPEC 10.2: the field stays above the keyboard, what it searches above it).
        if placement.kind == .stacked, let keyboard = context.uiLayer?.keyboard, let top = placement.detail,
           placement.list.minY >= keyboard.clearance - 1e-9, context.keyboardPath.contains(position + 1) {
            placement = SceneListDetailPlacement(kind: .single, list: top, listContent: placement.detailContent ?? top)
        }
        let id = outline.entries[position].id
        let list = position + 1, detail = next(after: list)
        // One view at a time: the detail shows when pushed, or when it holds the field the
        // keyboard focuses — a field is focused only on the screen shown (SPEC 10.2).
        let single = placement.detail == nil
        let pushed = single && (context.pushed.contains(id) || context.keyboardPath.contains(detail))
        placeColumn(listDetail.list, at: list, pane: pushed ? nil : placement.list, content: pushed ? nil : placement.listContent, env: env)
        placeColumn(listDetail.detail, at: detail, pane: pushed ? placement.list : placement.detail,
                    content: pushed ? placement.listContent : placement.detailContent,
                    backTitle: pushed ? listDetail.list.title ?? "Back" : nil, env: env)
        if single, mode == .place { nodes[pushed ? list : detail].shownElsewhere = .pushed(id) }
        return .listDetail(kind: placement.kind, listWidth: placement.listWidth, topHeight: placement.topHeight, gap: placement.gap)
    }

    /// A split view's columns (SPEC 4.5).
    mutating func placeSplitView(_ splitView: SceneNode.SplitView, at position: Int, in frame: CGRect, env: Environment) -> SceneLayoutNode.Details {
        let placement = SceneLayout.layoutSplitView(splitView, in: frame, context: context)
        placeColumn(splitView.primary, at: position + 1, pane: placement.primary, env: env)
        placeColumn(splitView.secondary, at: next(after: position + 1), pane: placement.secondary, env: env)
        let columns = (placement.primary == nil ? 0 : 1) + (placement.secondary == nil ? 0 : 1)
        return .splitView(primaryWidth: placement.primary?.width, columns: columns)
    }

    /// The cells `<grid id>-<index>` of the grid at `position`, clipped to the grid (SPEC 6);
    /// cells the solver did not place, and those past this state's count, are recorded hidden, so
    /// the ids never change.
    mutating func placeGrid(_ grid: SceneNode.Grid, at position: Int, in frame: CGRect, insets: PhysicalInsets = .zero,
                            env: Environment) -> SceneLayoutNode.Details {
        let placement = SceneLayout.layoutGrid(grid, in: Self.contentArea(of: frame, insets: insets), context: context)
        guard mode == .place else { return .none }
        var cells = grid.scrolls ? scrolling(env, viewport: frame) : env
        if !grid.scrolls { cells.clip = env.clip.map { $0.intersection(frame) } ?? frame }
        let columns = max(1, placement.columns)
        let items = max(0, grid.items), first = position + 1, count = next(after: position) - first
        for index in 0..<count {
            let frame = index < min(items, placement.cells.count) ? placement.cells[index] : nil
            recordItem(at: first + index, index: index, frame: frame, column: index % columns, row: index / columns,
                       interactive: grid.isInteractive, env: cells)
            // Cells only a variant lays out: hidden here, the variant's to reorganise (SPEC 10.3).
            if index >= items { nodes[first + index].shownElsewhere = .variant(outline.entries[position].id) }
        }
        return .grid(columns: placement.columns, rows: placement.rows, contentSize: placement.contentSize)
    }

    /// The displacement at `position`: its child is placed in its slot (undisplaced), and its
    /// frame, grown by its padding, is handed to the displacement pass (``displacements``), which
    /// moves the child once every frame it reads is placed (``moveDisplaced(_:to:)``). A displaced
    /// element keeps its padding against the region's edges, the fold's frame and the safe area
    /// as in its slot (SPEC 5.3).
    mutating func placeDisplace(_ displace: SceneNode.Displace, at position: Int, in frame: CGRect, env: Environment) -> SceneLayoutNode.Details {
        let original = withEffective(displace.child, env: env) { SceneLayout.frame(of: $0, in: frame, context: context) }
        if mode == .place {
            let padding = withEffective(displace.child, env: env) { SceneLayout.sanitized($0.padding) }
            note(SceneDisplacementItem(position: position, child: displace.child, env: env, purpose: displace.purpose,
                                                       group: outline.groups[position], anchor: displace.anchor,
                                                       anticipatesFold: displace.anticipatesFold, padding: padding, childFrame: original))
        }
        place(displace.child, at: position + 1, frame: original, env: env)
        return .displacement(purpose: displace.purpose, group: outline.groups[position], originalFrame: original, isDisplaced: false, distance: 0)
    }

    /// Moves the child of a displacement the walk placed to `frame` (its padding taken off again)
    /// and lays it out there anew: its subtree's positions are written again, and what it holds —
    /// displacements, presentations, columns — is noted again in place of what it noted before. Updates the displace node's
    /// details (``SceneLayoutNode/Details/displacement(purpose:group:originalFrame:isDisplaced:distance:)``).
    mutating func moveDisplaced(_ item: SceneDisplacementItem, to frame: CGRect) {
        let child = item.position + 1, end = next(after: child)
        var moved = SceneLayout.inset(frame, by: item.padding)
        // Full-bleed content stays full-bleed where it lands: it grows into the unsafe edges its
        // new place meets (a camera's viewfinder in the top region reaches the window's top).
        if withEffective(item.child, env: item.env, \.ignoresSafeArea) { moved = SceneLayout.extendIntoUnsafeArea(moved, context: context) }
        for index in child..<end { nodes[index] = .blank }
        isRelaying = true
        place(item.child, at: child, frame: moved, env: item.env)
        isRelaying = false
        let original = item.childFrame
        nodes[item.position].details = .displacement(purpose: item.purpose, group: item.group, originalFrame: original,
                                                     isDisplaced: moved != original,
                                                     distance: hypot(moved.midX - original.midX, moved.midY - original.midY))
    }

    /// Places the presentation `node` at `position` in window coordinates, above all content (the
    /// outline's level), with its content inside it: beside its anchor as placed, so the last pass
    /// places presentations (in ``Mode/decide``, where nothing is placed, without an anchor).
    mutating func placePresentation(_ base: SceneNode, at position: Int, env: Environment) {
        var node = base
        if let index = variantIndex(of: base, env: env) { node = base.variants[index].node }
        guard case .presentation(let presentation) = node.kind else { return }
        var anchorFrame: CGRect?
        if mode == .place, let anchor = presentation.anchor, let target = outline.anchorTargets[anchor] { anchorFrame = nodes[target].frame }
        let request = ScenePresentationItem(kind: presentation.kind, width: node.width, height: node.height, anchorFrame: anchorFrame)
        let placement = SceneLayout.layoutPresentation(request, context: context)
        var layer = env
        layer.lift = 0
        layer.clip = nil
        layer.isScrolling = false
        record(node, at: position, frame: placement.frame, env: layer)
        if mode == .place {
            nodes[position].details = .presentation(kind: presentation.kind, anchorFrame: anchorFrame, arrowDirection: placement.arrowDirection)
            // A presentation no region could hold at its size records the size it asked for
            // (SPEC 7, 8.1), as a node given less than its explicit size does.
            let asked = SceneLayout.requestedSize(of: request, in: context.safeArea)
            if asked.width > placement.frame.width + 1e-9 || asked.height > placement.frame.height + 1e-9 { nodes[position].askedSize = asked }
        }
        if let content = presentation.content { place(content, at: position + 1, in: placement.frame, env: layer.inside(position)) }
    }
}

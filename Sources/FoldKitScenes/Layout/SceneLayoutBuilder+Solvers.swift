import Foundation
import FoldKit

/// The glue between the builder and the solver adapters: each asks its solver for child slots,
/// then places the children there. The adapters live in `Layout/Solvers/`, the solvers in FoldKit.
extension SceneLayoutBuilder {
    /// An arrangement's two views in the slots ``SceneLayout/layoutArrangement(_:in:context:)``
    /// gives, each taking its frame there like any node: an explicit width and height is kept,
    /// aligned inside the slot (SPEC 8.1), so an overlay's 72-pt control bar stays 72 pt tall in
    /// the region it takes when folded.
    ///
    /// Z-order is the tree's (SPEC 8.1): each view's subtree paints inside its own layer. Shown
    /// one over the other, the primary's layer lies above everything in the secondary's
    /// (``Layers``); side by side both start at the arrangement's level.
    mutating func placeArrangement(_ arrangement: SceneNode.Arrangement, in frame: CGRect, env: Environment) -> SceneLayoutNode.Details {
        let placement = SceneLayout.layoutArrangement(arrangement, in: frame, context: context)
        let stacked = placement.primaryZIndex > placement.secondaryZIndex
        // What the arrangement did, for its views' variants (SPEC 10.3).
        var env = env
        switch arrangement.style {
        case .overlay: env.stacked = stacked
        case .split: env.splitShowsBoth = placement.primary != nil && placement.secondary != nil
        }
        placeLayeredPair(primary: { $0.place(arrangement.primary, in: placement.primary, env: $1) },
                         secondary: { $0.place(arrangement.secondary, in: placement.secondary, env: $1) },
                         stacked: stacked, structurallyStacked: arrangement.style == .overlay, env: env)
        return .arrangement(mode: placement.mode, axis: placement.axis)
    }

    /// A list–detail node's list and detail (SPEC 4.4), `id` the node's.
    ///
    /// In `single` an item pushes the detail screen from the list: the detail is hidden until the
    /// person navigates (``SceneLayoutContext/pushed``), then shown in the list's place and the
    /// list hidden; whichever waits is shown elsewhere, `pushed` from this node.
    mutating func placeListDetail(_ listDetail: SceneNode.ListDetail, id: String, in frame: CGRect, env: Environment) -> SceneLayoutNode.Details {
        let placement = SceneLayout.layoutListDetail(listDetail, in: frame, context: context)
        let single = placement.detail == nil, pushed = single && context.pushed.contains(id)
        let list = nodes.count
        placeColumn(listDetail.list, pane: pushed ? nil : placement.list, content: pushed ? nil : placement.listContent, env: env)
        let detail = nodes.count
        placeColumn(listDetail.detail, pane: pushed ? placement.list : placement.detail,
                    content: pushed ? placement.listContent : placement.detailContent, env: env)
        if single { nodes[pushed ? list : detail].shownElsewhere = .pushed(id) }
        return .listDetail(kind: placement.kind, listWidth: placement.listWidth, topHeight: placement.topHeight, gap: placement.gap)
    }

    /// A split view's columns (SPEC 4.5).
    mutating func placeSplitView(_ splitView: SceneNode.SplitView, in frame: CGRect, env: Environment) -> SceneLayoutNode.Details {
        let placement = SceneLayout.layoutSplitView(splitView, in: frame, context: context)
        placeColumn(splitView.primary, pane: placement.primary, env: env)
        placeColumn(splitView.secondary, pane: placement.secondary, env: env)
        let columns = (placement.primary == nil ? 0 : 1) + (placement.secondary == nil ? 0 : 1)
        return .splitView(primaryWidth: placement.primary?.width, columns: columns)
    }

    /// A grid's cells `<grid id>-<index>`, clipped to the grid (SPEC 6); cells the solver did not
    /// place are recorded hidden, so the ids never change.
    mutating func placeGrid(_ grid: SceneNode.Grid, id: String, capacity: Int, in frame: CGRect, insets: PhysicalInsets = .zero,
                            env: Environment) -> SceneLayoutNode.Details {
        let placement = SceneLayout.layoutGrid(grid, in: Self.contentArea(of: frame, insets: insets), context: context)
        var cells = grid.scrolls ? scrolling(env, viewport: frame) : env
        if !grid.scrolls { cells.clip = env.clip.map { $0.intersection(frame) } ?? frame }
        let columns = max(1, placement.columns)
        let items = max(0, grid.items), extra = max(0, capacity - items), start = nodes.count
        recordItems(items + extra, of: id, role: .cell, interactive: grid.isInteractive, frames: { index in
            (index < min(items, placement.cells.count) ? placement.cells[index] : nil, index % columns, index / columns)
        }, env: cells)
        // Cells only a variant lays out: hidden here, the variant's to reorganise (SPEC 10.3).
        for position in (start + min(items, nodes.count - start))..<nodes.count { nodes[position].shownElsewhere = .variant(id) }
        return .grid(columns: placement.columns, rows: placement.rows, contentSize: placement.contentSize)
    }

    /// A displacement: the child's undisplaced frame, grown by its padding, is recorded for the
    /// displacement solver (which runs after the pass, with the pass's anchor frames), and the
    /// child is placed where the previous pass's solution put it (in place at first), less its
    /// padding again: a displaced element keeps its padding against the region's edges, the
    /// fold's frame and the safe area as in its slot (SPEC 5.3).
    mutating func placeDisplace(_ displace: SceneNode.Displace, id: String, in frame: CGRect, env: Environment) -> SceneLayoutNode.Details {
        let original = withEffective(displace.child, env: env) { SceneLayout.frame(of: $0, in: frame, context: context) }
        let padding = withEffective(displace.child, env: env) { SceneLayout.sanitized($0.padding) }
        let group = displace.group.map { $0 + suffix }
        displacements.append(SceneDisplacementItem(id: id, purpose: displace.purpose, group: group, anchor: displace.anchor,
                                                   anticipatesFold: displace.anticipatesFold,
                                                   originalFrame: original.insetBy(dx: -padding, dy: -padding)))
        let moved = displaced[id].map { SceneLayout.inset($0, by: padding) } ?? original
        place(displace.child, at: moved, env: env)
        return .displacement(purpose: displace.purpose, group: group, originalFrame: original, isDisplaced: moved != original,
                             distance: hypot(moved.midX - original.midX, moved.midY - original.midY))
    }

    /// A presentation in window coordinates, above all content, with its content inside it.
    /// Its anchor's frame is this pass's when the anchor came first, else the previous pass's.
    mutating func placePresentation(_ node: SceneNode, _ presentation: SceneNode.Presentation, env: Environment) {
        var anchorFrame: CGRect?
        if let anchor = presentation.anchor { anchorFrame = self.anchorFrame(of: anchor) }
        let request = ScenePresentationItem(kind: presentation.kind, width: node.width, height: node.height, anchorFrame: anchorFrame)
        let placement = SceneLayout.layoutPresentation(request, context: context)
        var layer = env
        layer.zIndex = outline.presentationZ + presentationCount
        layer.clip = nil
        layer.isScrolling = false
        presentationCount += 1
        outsideContentLayers { builder in
            let index = builder.record(node, frame: placement.frame, env: layer)
            builder.nodes[index].details = .presentation(kind: presentation.kind, anchorFrame: anchorFrame,
                                                         arrowDirection: placement.arrowDirection)
            layer.parentIndex = index
            if let content = presentation.content { builder.place(content, in: placement.frame, env: layer) }
        }
    }
}

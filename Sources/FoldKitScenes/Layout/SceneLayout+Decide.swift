import Foundation
import FoldKit

extension SceneLayout {
    /// What the first pass decides, once, before anything is placed.
    struct Decisions {
        /// The window-level UI layer: its mode and the bars that belong to the window. Every scene
        /// has one: the open Duo's strip with its clock is the system's, and a pushed screen's back
        /// item needs a bar, whether or not the scene declares a UI layer (SPEC 9, amended 2026-12-02).
        var uiLayer: UILayerContext?
        /// The ids of the stand-ins that show: those whose node is hidden (SPEC 10.3).
        var standIns: Set<String> = []
        /// Whether the pass walked the tree (a scene whose views cannot change these needs none).
        var walked = false
    }

    /// The first pass: decides which views show, and from them the window-level UI layer and
    /// the stand-ins that show (SPEC 9, 10.3).
    ///
    /// Which columns show and which nodes are hidden depends on the containers above them
    /// (arrangements, list–detail, split views), which depend on the space. The pass walks the
    /// tree in ``SceneLayoutWalk/Mode/decide`` — only the subtrees that hold a declaring column or
    /// a stand-in's target, recording nothing — with the UI layer the scene declares (every
    /// title and toolbar item) and every stand-in collapsed. The UI layer then follows from the
    /// columns that show, and a stand-in shows exactly when its node is hidden. A scene without
    /// stand-ins whose declared UI layer puts neither a bottom toolbar nor a title bar on the
    /// window here needs no walk: which columns show cannot change it.
    /// - Complexity: O(*d*) for the *d* nodes on the paths to the decisive positions, plus one
    ///   solve per container on them.
    static func decide(_ scene: PreparedScene, context: SceneLayoutContext) -> Decisions {
        let outline = scene.outline
        var decisions = Decisions()
        let mode = UILayerMode(space: context.space)
        let declared = UILayerContext(space: context.space, hasTabBar: outline.tabBar != nil,
                                      hasWindowBottomToolbar: UILayer.hasWindowBottomItems(outline.declaredToolbar, mode: mode),
                                      hasTitle: outline.declaresTitle)
        // The columns decide only the window-level bottom toolbar (the tabletop title band places
        // nothing: each column draws its own title bar, so it needs no first pass).
        guard declared.bottomToolbar != nil || !outline.standIns.isEmpty else {
            decisions.uiLayer = declared
            return decisions
        }
        var first = context
        first.uiLayer = declared
        var walk = SceneLayoutWalk(mode: .decide, context: first, outline: outline)
        walk.placeRoot(scene.scene.root)
        decisions.walked = true
        let shown = walk.shownDecisions
        let columns = outline.declaringColumns.lazy.filter { shown.contains($0.position) }
        decisions.uiLayer = UILayerContext(space: context.space, hasTabBar: outline.tabBar != nil,
                                           hasWindowBottomToolbar: columns.contains { UILayer.hasWindowBottomItems($0.toolbar, mode: mode) },
                                           hasTitle: columns.contains { $0.title != nil })
        for standIn in outline.standIns {
            guard let target = standIn.target, !shown.contains(target) else { continue }
            decisions.standIns.insert(outline.entries[standIn.position].id)
        }
        return decisions
    }
}

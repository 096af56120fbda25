import Foundation
import FoldKit

/// Lays out a prepared scene in one device state: every node's frame, visibility, z-index and
/// region, the same ids in every posture (SPEC 8.1).
///
/// A fixed pipeline of passes over the scene's outline (``SceneOutline``), each run once, in
/// this order (``solve(_:)``):
/// 1. **Decide** which views show (``decide(_:context:)``): the columns that declare a UI layer
///    and the nodes stand-ins stand for, walking only the subtrees that hold them, with the UI
///    layer the scene declares and every stand-in collapsed. The window-level UI layer and the
///    stand-ins that show follow from it, once (SPEC 9, 10.3).
/// 2. **Place** the tree top-down (``SceneLayoutWalk``): the root gets the window's safe area,
///    less the strip beside a division that only clips the window (SPEC 3.5); each node takes its
///    frame in the slot its parent gives it and gives slots to its children — stacks, overlays,
///    lists and scroll views in the walk; arrangements, list–detail, split views, grids and list
///    rows through one adapter each (`Layout/Solvers/`). Variants apply where a node is placed
///    (SPEC 10.3). Presentations and displacements are left for the passes below.
/// 3. **Displace** (``displace(_:)``): each displacement group (members sharing a `group` name,
///    else each alone) is solved once, after the groups it depends on — the one that moves its
///    anchor, the ones whose moved elements hold it — and the elements that move are laid out
///    anew where they land (SPEC 5).
/// 4. **Present** (``present(_:)``): presentations last, each beside its anchor as placed
///    (SPEC 7); the displacements inside them are solved as in pass 3.
/// 5. **Finish**: stand-ins' nodes are marked as shown elsewhere, and the UI layer's bars are
///    built from the columns that show (SPEC 9).
///
/// Everything is a pure function of the scene and the space: no device names, no state, no
/// repeat-until-stable loop.
public enum SceneLayout {
    /// Lays out `request.scene` in `request.space`.
    /// - Returns: every node in document order, rows and cells expanded in place (the outline's
    ///   positions), and the UI layer's bars.
    /// - Complexity: O(*n*) for *n* laid-out nodes, plus one solve per container, grid, list row
    ///   with controls on a fold, displacement group and presentation; the first pass walks only
    ///   the subtrees that hold a decision.
    public static func solve(_ request: SceneLayoutRequest) -> SceneLayoutResult {
        var walk = walk(request)
        return finish(&walk, scene: request.scene)
    }

    /// Passes 1 to 4 (``solve(_:)``): the walk the last pass reads.
    static func walk(_ request: SceneLayoutRequest) -> SceneLayoutWalk {
        var context = SceneLayoutContext(space: request.space)
        context.pushed = request.pushed
        context.keyboardPath = request.scene.keyboardPath(in: request.space)
        let decided = decide(request.scene, context: context)
        context.uiLayer = decided.uiLayer
        context.shownStandIns = decided.standIns
        var walk = SceneLayoutWalk(mode: .place, context: context, outline: request.scene.outline)
        walk.placeRoot(request.scene.scene.root)
        displace(&walk)
        present(&walk)
        return walk
    }

    /// The next screen after `result`, the layout of `request`: where a list–detail shows one view
    /// (`single`), the same scene with each such detail pushed from its list
    /// (``SceneLayoutRequest/pushed``); nil when none does. The one definition of the screens a
    /// panel shows, which the storyboard draws and lint checks (SPEC 4.4 [S0]).
    /// - Complexity: one more layout when a list–detail shows one view; O(*n*) otherwise.
    public static func nextScreen(after result: SceneLayoutResult, of request: SceneLayoutRequest)
        -> (pushed: [String], layout: SceneLayoutResult)? {
        let pushable = pushableListDetails(in: result)
        guard !pushable.isEmpty else { return nil }
        var next = request
        next.pushed = Set(pushable)
        return (pushable, solve(next))
    }

    /// The ids of the visible list–detail nodes whose items push their detail in `result`
    /// (``SceneLayoutNode/Details/itemAction``: one view, `single`): the screens a storyboard
    /// draws next (SPEC 4.4). One already showing its detail — the keyboard focuses a field in
    /// it (SPEC 10.2) — has no next screen.
    /// - Complexity: O(*n*) for *n* nodes.
    public static func pushableListDetails(in result: SceneLayoutResult) -> [String] {
        result.nodes.indices.compactMap { index in
            let node = result.nodes[index]
            guard node.isVisible, node.details.itemAction == .push else { return nil }
            // Its list is its first child, the next node in document order.
            let list = result.nodes.index(after: index)
            return list < result.nodes.endIndex && result.nodes[list].isVisible ? node.id : nil
        }
    }

    /// The last pass: marks each hidden node whose content a stand-in shows
    /// (``SceneLayoutNode/shownElsewhere``) and builds the UI layer's bars from the columns the
    /// walk showed, in document order (SPEC 9, 10.3).
    static func finish(_ walk: inout SceneLayoutWalk, scene: PreparedScene) -> SceneLayoutResult {
        // Taken from the walk, so marking them writes in place.
        var nodes: [SceneLayoutNode] = []
        swap(&nodes, &walk.nodes)
        let context = walk.context
        for standIn in scene.outline.standIns {
            guard let target = standIn.target else { continue }
            let id = scene.outline.entries[standIn.position].id
            if context.shownStandIns.contains(id) { nodes[target].shownElsewhere = .standIn(id) }
        }
        var result = SceneLayoutResult(sceneName: scene.scene.name, bounds: context.bounds, layoutDirection: context.layoutDirection,
                                       nodes: nodes, outline: scene.outline)
        if let uiLayer = context.uiLayer {
            result.uiLayerMode = uiLayer.mode
            let request = UILayerRequest(space: context.space, tabBar: scene.outline.tabBar,
                                         columns: walk.columns.map(\.column))
            result.bars = UILayer.solve(request, context: uiLayer).bars
        }
        return result
    }
}

extension SceneLayout {
    /// `scene` outlined unchecked (``PreparedScene``) and laid out in `space` (in `layoutDirection`
    /// when given, else the space's): for the package's tests and tools, which lay out scenes no
    /// file could give as well.
    package static func solve(unchecked scene: Scene, in space: LayoutSpace, layoutDirection: LayoutDirection? = nil,
                              pushed: Set<String> = []) -> SceneLayoutResult {
        let space = layoutDirection.map { space.with(layoutDirection: $0) } ?? space
        return solve(SceneLayoutRequest(scene: PreparedScene(unchecked: scene), space: space, pushed: pushed))
    }
}

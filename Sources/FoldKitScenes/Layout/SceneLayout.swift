import Foundation
import FoldKit

/// Lays out a scene in one device state: every node's frame, visibility, z-index and region, the
/// same ids in every posture (SPEC 8.1).
///
/// Phases:
/// 1. **Place** the tree top-down (``SceneLayoutBuilder``): the root gets the window's safe area,
///    less the strip beside a division that only clips the window (SPEC 3.5);
///    each node takes its frame in the slot its parent gives it (``frame(of:in:context:)``) and
///    gives slots to its children: stacks, overlays, lists and scroll views here; arrangements
///    (``SplitArrangement``, ``OverlayArrangement``), list–detail (``ListDetailStyle``), split
///    views (``SplitViewStyle``), grids, list rows, displacement (``Displacement``) and
///    presentations (``Presentation``) through one adapter each (`SceneLayout+Arrangement.swift`,
///    …, in `Layout/Solvers/`), which turns the node into the solver's request and its result
///    into slots.
/// 2. **Displace**: the displacement groups (members sharing a `group` name move together) are
///    solved from the frames the pass found, a contextual member by its anchor's frame in it.
/// 3. **Repeat** while displacement changed, or a presentation read its anchor's frame from the
///    previous pass (the anchor comes after it) and that frame changed, at most
///    ``maximumPasses`` times. A presentation after its anchor reads the anchor's frame from the
///    same pass. A scene without anchors or moving displacements takes one pass; one whose
///    displacements move, two.
///
/// Everything is a pure function of the scene and the space: no device names, no state.
public enum SceneLayout {
    /// The most passes a layout runs (anchor chains deeper than this settle on the last pass).
    public static let maximumPasses = 8

    /// Lays out `scene` in `space`.
    /// - Parameters:
    ///   - scene: the scene; one that neither came from ``Scene/decode(_:)`` nor passed
    ///     ``Scene/validated()`` is laid out as well as it can be (NaN, infinite and negative
    ///     lengths count as zero, unknown anchors as absent, rows and cells beyond
    ///     ``SceneLimits/maximumExpandedNodes`` are left out), never trapping or hanging.
    ///   - space: the window, its safe area, size classes and reserved regions.
    ///   - layoutDirection: leading is the left edge in LTR, the right edge in RTL; frames stay
    ///     physical window coordinates either way.
    /// - Returns: every node in document order, rows and cells expanded in place.
    /// - Complexity: O(*p*·*n*) for *n* laid-out nodes and *p* passes (1 without anchors or displacement).
    public static func layout(_ scene: Scene, in space: LayoutSpace, layoutDirection: LayoutDirection = .leftToRight) -> SceneLayoutResult {
        settle(scene, in: space, layoutDirection: layoutDirection).result
    }

    /// ``layout(_:in:layoutDirection:)`` after the person navigated: each list–detail node named in
    /// `pushed` that shows one view here (`single`) shows its detail, pushed from the list, in the
    /// list's place — the next screen of the phone-sized panel (SPEC 4.4: an item navigates on a
    /// phone). A list–detail that shows both views is laid out as usual; the list keeps its id,
    /// hidden, its content one step back.
    public static func layout(_ scene: Scene, in space: LayoutSpace, layoutDirection: LayoutDirection = .leftToRight,
                              pushed: Set<String>) -> SceneLayoutResult {
        settle(scene, in: space, layoutDirection: layoutDirection, pushed: pushed).result
    }

    /// The next screen after `result`, the layout of `scene` in `space`: where a list–detail shows
    /// one view (`single`), the same scene with each such detail pushed from its list
    /// (``layout(_:in:layoutDirection:pushed:)``); nil when none does. The one definition of the
    /// screens a panel shows, which the storyboard draws and lint checks (SPEC 4.4 [S0]).
    /// - Complexity: one more layout when a list–detail shows one view; O(*n*) otherwise.
    public static func nextScreen(after result: SceneLayoutResult, of scene: Scene, in space: LayoutSpace)
        -> (pushed: [String], layout: SceneLayoutResult)? {
        let pushable = pushableListDetails(in: result)
        guard !pushable.isEmpty else { return nil }
        return (pushable, layout(scene, in: space, layoutDirection: result.layoutDirection, pushed: Set(pushable)))
    }

    /// The ids of the visible list–detail nodes whose items push their detail in `result`
    /// (``SceneLayoutNode/Details/itemAction``: one view, `single`): the screens a storyboard
    /// draws next (SPEC 4.4).
    public static func pushableListDetails(in result: SceneLayoutResult) -> [String] {
        result.nodes.compactMap { $0.isVisible && $0.details.itemAction == .push ? $0.id : nil }
    }

    /// ``layout(_:in:layoutDirection:)`` with what its last pass ended with: the displacements it
    /// placed (the moved child frames by displace node id) and its context — the anchors' frames
    /// it found and the window-level UI layer it settled on. When it stopped before
    /// ``maximumPasses``, one more pass given these changes nothing.
    static func settle(_ scene: Scene, in space: LayoutSpace, layoutDirection: LayoutDirection, pushed: Set<String> = [])
        -> (result: SceneLayoutResult, displaced: [String: CGRect], context: SceneLayoutContext) {
        let outline = scene.layoutOutline
        var context = SceneLayoutContext(space: space, layoutDirection: layoutDirection)
        context.pushed = pushed
        if outline.hasUILayer {
            // A first guess from what the scene declares; corrected after a pass by what shows.
            let mode = UILayerMode(space: space)
            context.uiLayer = UILayerContext(space: context.space, hasTabBar: outline.tabBar != nil,
                                             hasWindowBottomToolbar: UILayer.hasWindowBottomItems(outline.declaredToolbar, mode: mode),
                                             hasTitle: outline.declaresTitle)
        }
        var displaced: [String: CGRect] = [:]
        var builder: SceneLayoutBuilder
        var anchorFrames: [String: CGRect] = [:]
        var passes = 0
        repeat {
            passes += 1
            builder = SceneLayoutBuilder(context: context, displaced: displaced, outline: outline)
            builder.placeRoot(scene.root)
            anchorFrames = builder.frames(of: outline.anchors)
            let nextDisplaced = solveDisplacements(builder.displacements, anchors: anchorFrames, context: context)
            let uiLayer = settledUILayer(builder.columns, outline: outline, context: context)
            let standIns = outline.standIns.isEmpty ? [] : standInsToShow(in: builder.nodes, outline: outline)
            if nextDisplaced == displaced && builder.readsSettled(with: anchorFrames) && uiLayer == context.uiLayer
                && standIns == context.shownStandIns { break }
            displaced = nextDisplaced
            context.anchorFrames = anchorFrames
            context.uiLayer = uiLayer
            context.shownStandIns = standIns
        } while passes < maximumPasses
        var result = SceneLayoutResult(sceneName: scene.name, bounds: space.bounds, layoutDirection: layoutDirection,
                                       nodes: builder.nodes, passes: passes)
        if let uiLayer = context.uiLayer {
            result.uiLayerMode = uiLayer.mode
            result.bars = UILayer.solve(UILayerRequest(space: context.space, tabBar: outline.tabBar,
                                                       columns: builder.columns)).bars
        }
        context.anchorFrames = anchorFrames
        return (result, displaced, context)
    }

    /// The window-level UI layer the columns a pass showed call for (the bottom toolbar shows
    /// when a visible column has items for it, the tabletop title bar when one has a title);
    /// nil for a scene without a UI layer. A pass that assumed another runs again: which columns
    /// show does not depend on these bars, so a second pass settles it.
    static func settledUILayer(_ columns: [UILayerColumn], outline: SceneLayoutOutline, context: SceneLayoutContext) -> UILayerContext? {
        guard context.uiLayer != nil else { return nil }
        return UILayerContext(UILayerRequest(space: context.space, tabBar: outline.tabBar, columns: columns))
    }

    /// Solves every displacement group (members sharing a `group` name, else each alone) in order
    /// of first appearance, contextual members by their anchor's frame in `anchors`; returns the
    /// new child frame of each displace node that moves, by node id (one that stays is absent, so
    /// a scene whose displacements all stay takes one pass).
    static func solveDisplacements(_ items: [SceneDisplacementItem], anchors: [String: CGRect],
                                   context: SceneLayoutContext) -> [String: CGRect] {
        guard !items.isEmpty else { return [:] }
        var groups: [[SceneDisplacementItem]] = []
        var groupIndex: [String: Int] = [:]
        for var item in items {
            item.anchorFrame = item.anchor.flatMap { anchors[$0] }
            guard let name = item.group else { groups.append([item]); continue }
            if let index = groupIndex[name] { groups[index].append(item) } else { groupIndex[name] = groups.count; groups.append([item]) }
        }
        var result: [String: CGRect] = [:]
        for group in groups {
            let frames = layoutDisplacementGroup(group, context: context)
            for (item, frame) in zip(group, frames) where frame != item.originalFrame { result[item.id] = frame }
        }
        return result
    }
}

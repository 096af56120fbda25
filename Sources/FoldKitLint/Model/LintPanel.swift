import Foundation
import FoldKit
import FoldKitScenes

/// One scene laid out on one device in one posture: what every rule reads.
///
/// Frames are **window coordinates**, points, physical (``SceneLayoutResult``); regions are the
/// space's own (margins included in their frames, SPEC 3.2). Build panels with
/// ``Linter/panels(of:on:postures:layoutDirection:)``, or from layouts computed elsewhere (the
/// storyboard lays each panel out once and hands the results over).
public struct LintPanel: Sendable {
    /// The posture preset the space was resolved for.
    public var posture: PosturePreset
    /// The state beyond the posture the space was resolved for (SPEC 10.2); its direction is the
    /// layout's. Rules compare postures only among panels of one state.
    public var state: StateModifiers
    /// The list–detail nodes whose detail this panel shows pushed from the list: empty for a
    /// panel as the space lays it out, the node ids for its next screen
    /// (``SceneLayout/nextScreen(after:of:in:)``). Rules compare postures only among panels that
    /// are both next screens or both not.
    public var pushed: [String]
    /// The space: window, safe area, reserved regions (active and inactive).
    public var space: LayoutSpace
    /// The scene laid out in ``space``.
    public var layout: SceneLayoutResult
    /// The layout direction the scene was laid out for (leading = right in RTL).
    public var layoutDirection: LayoutDirection { layout.layoutDirection }

    /// The active divisions, window coordinates, margins included.
    let activeDivisions: [ReservedRegion]

    /// Whether a length of `given` points falls short of `wanted` by more than one device pixel
    /// (1/scale pt): lint compares sizes within a pixel, so snapping alone is never a finding
    /// (SPEC 8.4, amended 2026-12-02).
    func isShort(_ given: CGFloat, of wanted: CGFloat) -> Bool {
        wanted - given > 1 / max(space.scale, 1) + 1e-6
    }
    /// The active occlusions, window coordinates, margins included.
    let activeOcclusions: [ReservedRegion]
    /// The window split by its active divisions.
    let usableRegions: UsableRegions
    /// The layout's nodes, then the UI layer's bars and items as nodes (SPEC 9: FK001 applies to
    /// bars as to any control): each bar a non-interactive toolbar (a tab bar a `tabBar`), each
    /// item an interactive control labelled by its title, with the bar's and item's own ids. What
    /// FK001, FK002 and FK008 judge; the other rules judge the scene's nodes only.
    let placedNodes: [SceneLayoutNode]

    /// Creates a panel from a space and the scene laid out in it.
    /// - Parameter state: the camera, Live Activity and window the space was resolved with
    ///   (default: none of them); its layout direction is replaced by the layout's.
    /// - Parameter pushed: for a next screen, the list–detail nodes whose detail it shows pushed.
    public init(posture: PosturePreset, space: LayoutSpace, layout: SceneLayoutResult, state: StateModifiers = .standard,
                pushed: [String] = []) {
        self.posture = posture
        self.pushed = pushed
        var state = state
        state.layoutDirection = layout.layoutDirection
        self.state = state
        self.space = space
        self.layout = layout
        activeDivisions = space.activeRegions.filter { $0.kind == .division && $0.frame.touchesInterior(of: space.bounds) }
        activeOcclusions = space.activeRegions.filter { $0.kind == .occlusion && $0.frame.touchesInterior(of: space.bounds) }
        usableRegions = UsableRegions(container: space.bounds, regions: space.regions)
        placedNodes = layout.bars.isEmpty ? layout.nodes : layout.nodes + Self.nodes(of: layout.bars)
    }

    /// The bars and their items as laid-out nodes (see ``placedNodes``).
    static func nodes(of bars: [SystemBar]) -> [SceneLayoutNode] {
        var nodes: [SceneLayoutNode] = []
        for bar in bars {
            let role: SceneNode.Element.Role = bar.kind == .tabBar ? .tabBar : bar.kind == .keyboard ? .keyboard : .toolbar
            nodes.append(SceneLayoutNode(id: bar.id, role: .element(role), parentID: nil, frame: bar.frame, visibleFrame: bar.frame,
                                         zIndex: 0, region: .whole, label: bar.title))
            for item in bar.items {
                nodes.append(SceneLayoutNode(id: item.id, role: .element(item.kind == .keyboard ? .keyboard : .control), parentID: bar.id, frame: item.frame,
                                             visibleFrame: item.frame, zIndex: 0, region: .whole, isInteractive: true, label: item.title))
            }
        }
        return nodes
    }

    /// The node with `id`, nil when the layout has none. O(1).
    subscript(id: String) -> SceneLayoutNode? { layout[id] }

    /// The parent of `node`, nil for the root.
    func parent(of node: SceneLayoutNode) -> SceneLayoutNode? { node.parentID.flatMap { layout[$0] } }
}

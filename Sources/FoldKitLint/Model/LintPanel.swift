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
    /// The space: window, safe area, reserved regions (active and inactive).
    public var space: LayoutSpace
    /// The scene laid out in ``space``.
    public var layout: SceneLayoutResult
    /// The layout direction the scene was laid out for (leading = right in RTL).
    public var layoutDirection: LayoutDirection { layout.layoutDirection }

    /// The active divisions, window coordinates, margins included.
    let activeDivisions: [ReservedRegion]
    /// The active occlusions, window coordinates, margins included.
    let activeOcclusions: [ReservedRegion]
    /// The window split by its active divisions.
    let usableRegions: UsableRegions

    /// Creates a panel from a space and the scene laid out in it.
    public init(posture: PosturePreset, space: LayoutSpace, layout: SceneLayoutResult) {
        self.posture = posture
        self.space = space
        self.layout = layout
        activeDivisions = space.activeRegions.filter { $0.kind == .division && $0.frame.touchesInterior(of: space.bounds) }
        activeOcclusions = space.activeRegions.filter { $0.kind == .occlusion && $0.frame.touchesInterior(of: space.bounds) }
        usableRegions = UsableRegions(container: space.bounds, regions: space.regions)
    }

    /// The node with `id`, nil when the layout has none. O(1).
    subscript(id: String) -> SceneLayoutNode? { layout[id] }

    /// The parent of `node`, nil for the root.
    func parent(of node: SceneLayoutNode) -> SceneLayoutNode? { node.parentID.flatMap { layout[$0] } }
}

import Foundation
import FoldKit

/// Children one after another along an axis, in a scene written in Swift (SCENE.md `stack`,
/// SPEC 8.1): fixed lengths first, `fill` children share the rest.
public struct StackNode: SceneFieldsContent {
    /// The node built so far.
    public var sceneNode: SceneNode

    /// Creates a stack; `spacing` is the gap between neighbours in points.
    public init(_ id: String, axis: Axis, spacing: CGFloat = 0, @SceneChildrenBuilder children: () -> [SceneNode]) {
        sceneNode = SceneNode(id: id, kind: .stack(SceneNode.Stack(axis: axis, spacing: spacing, children: children())))
    }

    /// Sets the axis the children follow each other along (SCENE.md `axis`).
    public func axis(_ axis: Axis) -> Self { withPayload(SceneNode.Stack.self) { $0.axis = axis } }

    /// Sets the gap between neighbouring children, points (SCENE.md `spacing`).
    public func spacing(_ points: CGFloat) -> Self { withPayload(SceneNode.Stack.self) { $0.spacing = points } }
}

/// Children over each other, the last on top, in a scene written in Swift (SCENE.md `overlay`).
public struct OverlayNode: SceneFieldsContent {
    /// The node built so far.
    public var sceneNode: SceneNode

    /// Creates an overlay; the first child is the bottom-most.
    public init(_ id: String, @SceneChildrenBuilder children: () -> [SceneNode]) {
        sceneNode = SceneNode(id: id, kind: .overlay(SceneNode.Overlay(children: children())))
    }
}

import Foundation
import FoldKit

/// Builds a container's children (a stack's or an overlay's `children`, SCENE.md) from the nodes
/// written one per line, with `if`, `if`/`else` and `for`.
@resultBuilder
public enum SceneChildrenBuilder {
    /// One child.
    public static func buildExpression(_ content: some SceneContent) -> [SceneNode] { [content.sceneNode] }

    /// Refuses a view with arrangement modifiers outside an arrangement: they say how one of an
    /// ``ArrangementView``'s two views asks for space, nothing elsewhere.
    @available(*, unavailable, message: "arrangement modifiers apply only to an ArrangementView's primary or secondary")
    public static func buildExpression(_ content: ArrangedContent) -> [SceneNode] { [content.sceneNode] }

    /// The children in order.
    public static func buildBlock(_ parts: [SceneNode]...) -> [SceneNode] { parts.flatMap { $0 } }

    /// The children of an `if` without `else`, none when it does not hold.
    public static func buildOptional(_ part: [SceneNode]?) -> [SceneNode] { part ?? [] }

    /// The children of the branch taken.
    public static func buildEither(first part: [SceneNode]) -> [SceneNode] { part }

    /// The children of the branch taken.
    public static func buildEither(second part: [SceneNode]) -> [SceneNode] { part }

    /// The children of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[SceneNode]]) -> [SceneNode] { parts.flatMap { $0 } }
}

/// Builds the one node of a single-child field: a scene's `root`, a list's `row`, a scroll view's
/// `content`, a displacement's `child`, a list–detail's `list` and `detail`… (SCENE.md).
@resultBuilder
public enum SceneChildBuilder {
    /// The child.
    public static func buildExpression(_ content: some SceneContent) -> SceneNode { content.sceneNode }

    /// Refuses a view with arrangement modifiers outside an arrangement (see
    /// ``SceneChildrenBuilder``).
    @available(*, unavailable, message: "arrangement modifiers apply only to an ArrangementView's primary or secondary")
    public static func buildExpression(_ content: ArrangedContent) -> SceneNode { content.sceneNode }

    /// The one child.
    public static func buildBlock(_ node: SceneNode) -> SceneNode { node }
}

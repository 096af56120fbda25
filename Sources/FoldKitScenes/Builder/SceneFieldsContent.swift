import Foundation
import FoldKit

/// A scene node whose own fields may still be set: every node type of the builder until a
/// variant is added (SCENE.md "Common node fields", SPEC 8.1).
///
/// A variant is a copy of the node as it stands when ``variant(when:_:)`` is written, so the
/// modifiers a variant may change come before it; the type system holds to that, since
/// ``variant(when:_:)`` returns a ``VariedNode``, which offers only the ``SceneContent`` modifiers.
public protocol SceneFieldsContent: SceneContent {}

extension SceneNode: SceneFieldsContent {}

extension SceneFieldsContent {
    /// Sets the space kept free around the node on all sides, points (SCENE.md `padding`).
    public func padding(_ points: CGFloat) -> Self { with { $0.padding = points } }

    /// Sets the node's size, each a number of points or ``SceneNode/Length/fill``, and its smallest
    /// usable size in points (SCENE.md `width`, `height`, `minWidth`, `minHeight`, SPEC 8.1); a nil
    /// argument leaves that field as it is.
    public func frame(width: SceneNode.Length? = nil, height: SceneNode.Length? = nil,
                      minWidth: CGFloat? = nil, minHeight: CGFloat? = nil) -> Self {
        with {
            if let width { $0.width = width }
            if let height { $0.height = height }
            if let minWidth { $0.minWidth = minWidth }
            if let minHeight { $0.minHeight = minHeight }
        }
    }

    /// Sets where the node sits inside a larger slot (SCENE.md `alignment`); leading and trailing
    /// follow the layout direction.
    public func alignment(_ alignment: SceneNode.Alignment) -> Self { with { $0.alignment = alignment } }

    /// Lets the node extend into the safe-area insets its slot touches: full-bleed content such as
    /// a map or a video (SCENE.md `ignoresSafeArea`).
    public func ignoresSafeArea(_ ignores: Bool = true) -> Self { with { $0.ignoresSafeArea = ignores } }

    /// Adds a variant: other values for the node's own fields while `condition` holds (SCENE.md
    /// `variants`, SPEC 10.3 [S1][S4]); `set` gets the node as it stands and returns it with the
    /// variant's values, e.g. `.variant(when: .splitShowsBoth(false)) { $0.frame(height: 64) }`.
    ///
    /// The first variant whose condition holds applies. Write it after the node's other field
    /// modifiers: the variant copies them.
    public func variant(when condition: SceneNode.Condition, _ set: (Self) -> Self) -> VariedNode<Self> {
        VariedNode(self).variant(when: condition, set)
    }

    /// This value with `change` made to its node.
    func with(_ change: (inout SceneNode) -> Void) -> Self {
        var copy = self
        change(&copy.sceneNode)
        return copy
    }
}

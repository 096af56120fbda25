import Foundation
import FoldKit

/// A scene node with variants (SPEC 10.3, SCENE.md `variants`): only more variants and the fields
/// variants keep (``SceneContent``) may follow, since a variant is a copy of the node's fields.
public struct VariedNode<Base: SceneFieldsContent>: SceneContent {
    /// The node, its variants included.
    public var sceneNode: SceneNode
    /// The node as written before its variants, which each variant starts from.
    let base: Base

    /// Wraps `base`, no variant yet.
    init(_ base: Base) {
        self.base = base
        self.sceneNode = base.sceneNode
    }

    /// Adds another variant, tried after the ones before it (SPEC 10.3: the first whose condition
    /// holds applies); `set` gets the node as written before its variants.
    public func variant(when condition: SceneNode.Condition, _ set: (Base) -> Base) -> Self {
        var start = base
        // Kept fields written after the first variant reach later variants too.
        (start.sceneNode.title, start.sceneNode.toolbar) = (sceneNode.title, sceneNode.toolbar)
        (start.sceneNode.comment, start.sceneNode.lint) = (sceneNode.comment, sceneNode.lint)
        var node = set(start).sceneNode
        // The decoder's variant: the node's fields with the set's in place, its own children, no
        // variants and no stand-in.
        (node.variants, node.standsFor) = ([], nil)
        node.kind = node.kind.payload.withChildren(ofKind: sceneNode.kind)
        var copy = self
        copy.sceneNode.variants.append(SceneNode.Variant(condition: condition, node: node))
        return copy
    }
}

import Foundation
import FoldKit
import FoldKitScenes

/// Reading a layout's tree: a node's ancestors through ``SceneLayoutNode/parentID``.
enum LintTree {
    /// The nearest ancestor of `node` in `layout` that `matches`; nil when none does.
    /// - Complexity: O(*h*) lookups for the node's depth *h*, bounded by the node count.
    static func nearestAncestor(of node: SceneLayoutNode, in layout: SceneLayoutResult,
                                where matches: (SceneLayoutNode) -> Bool) -> SceneLayoutNode? {
        var parent = node.parentID
        var steps = 0
        while let id = parent, let ancestor = layout[id], steps < layout.nodes.count {
            if matches(ancestor) { return ancestor }
            parent = ancestor.parentID
            steps += 1
        }
        return nil
    }

    /// `node`'s ancestors in `layout`, nearest first.
    /// - Complexity: O(*h*) lookups for the node's depth *h*, bounded by the node count.
    static func ancestors(of node: SceneLayoutNode, in layout: SceneLayoutResult) -> [SceneLayoutNode] {
        var result: [SceneLayoutNode] = []
        var parent = node.parentID
        while let id = parent, let ancestor = layout[id], result.count < layout.nodes.count {
            result.append(ancestor)
            parent = ancestor.parentID
        }
        return result
    }
}

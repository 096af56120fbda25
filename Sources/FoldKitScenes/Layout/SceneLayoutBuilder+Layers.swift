import Foundation
import FoldKit

/// Z-order is the tree's (SPEC 8.1): a node's descendants paint and take touches inside its
/// layer, so nothing in a back layer ever lands above a front layer.
///
/// A node's ``SceneLayoutNode/zIndex`` is its stacking level. Content starts at 0; an overlay's
/// child *i* starts one level above the highest level anything in children 0…*i*−1 reached; an
/// overlay arrangement showing its views one over the other puts the primary one level above
/// the highest level in the secondary. Levels are structural: a hidden subtree reserves the
/// levels it would take and an arrangement shown side by side the ones it takes when stacked, so
/// a node's level changes between two layouts only when its own stacking does (a transition's
/// `restacked`, SPEC 10.1). ``SceneLayoutOutline/presentationZ`` is one above the most any
/// content reaches; presentations stack above it, each in its own layer.
extension SceneLayoutBuilder {
    /// Runs `body` for `count` layers, each starting one level above the highest level any node
    /// recorded in the layers before it reached (the first at `env`'s level).
    /// - Complexity: O(1) beyond `body`.
    mutating func placeLayers(_ count: Int, env: Environment, _ body: (inout SceneLayoutBuilder, Int, Environment) -> Void) {
        guard count > 0 else { return }
        let outer = zTop
        var layer = env
        for index in 0..<count {
            zTop = layer.zIndex
            body(&self, index, layer)
            layer.zIndex = zTop + 1
        }
        zTop = max(outer, zTop)
    }

    /// Places an arrangement's two views (`primary` first, as documents record them): both from
    /// `env`'s level; when `stacked` (shown one over the other), the primary's visible nodes are
    /// lifted one level above the highest level the secondary reached. A pair that can stack
    /// (`structurallyStacked`: an overlay arrangement) reserves the stacked levels either way.
    /// - Complexity: O(*p*) for the *p* nodes of the primary's subtree when stacked.
    mutating func placeLayeredPair(primary: (inout SceneLayoutBuilder, Environment) -> Void,
                                   secondary: (inout SceneLayoutBuilder, Environment) -> Void,
                                   stacked: Bool, structurallyStacked: Bool, env: Environment) {
        let outer = zTop, base = env.zIndex
        let start = nodes.count
        zTop = base
        primary(&self, env)
        let primaryTop = zTop, middle = nodes.count
        zTop = base
        secondary(&self, env)
        let secondaryTop = zTop
        guard structurallyStacked else { zTop = max(outer, primaryTop, secondaryTop); return }
        let lift = secondaryTop - base + 1
        if stacked {
            for index in start..<middle where nodes[index].frame != nil && nodes[index].zIndex < outline.presentationZ {
                nodes[index].zIndex += lift
            }
        }
        zTop = max(outer, primaryTop + lift, secondaryTop)
    }

    /// Runs `body` (a presentation and its content) with the content levels set aside: what
    /// it records stacks above all content and reserves no content level.
    mutating func outsideContentLayers(_ body: (inout SceneLayoutBuilder) -> Void) {
        let outer = zTop
        body(&self)
        zTop = outer
    }
}

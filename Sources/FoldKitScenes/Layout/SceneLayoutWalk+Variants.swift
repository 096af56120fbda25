import Foundation
import FoldKit

/// Variants and stand-ins (SPEC 10.3): one id, values chosen by the layout's state.
///
/// A node keeps its base values in the tree; each placement step reads its *effective* node —
/// the first variant whose condition holds, else the node itself — so a variant's width, padding,
/// axis or rows take effect where the node is measured and placed, and its children stay the
/// node's. Conditions read the window's horizontal size class and what the nearest enclosing
/// arrangement did (``Environment/stacked``, ``Environment/splitShowsBoth``), which it decides
/// before placing its views: a variant never changes the sizes its own arrangement solved with.
extension SceneLayoutWalk {
    /// The index of `node`'s variant that applies in `env`; nil when none does (the node's own
    /// values apply).
    /// - Complexity: O(*v*) for *v* variants; nothing copied.
    @inline(__always)
    func variantIndex(of node: SceneNode, env: Environment) -> Int? {
        guard !node.variants.isEmpty else { return nil }
        return node.variants.firstIndex { holds($0.condition, env: env) }
    }

    /// `body` applied to the effective node of `node` in `env` — its variant that applies, else
    /// itself — borrowed, not copied (the hot path reads every node's fields through this).
    @inline(__always)
    func withEffective<R>(_ node: SceneNode, env: Environment, _ body: (SceneNode) -> R) -> R {
        if let index = variantIndex(of: node, env: env) { return body(node.variants[index].node) }
        return body(node)
    }

    /// Whether `condition` holds in `env`: conditions on an arrangement hold only inside one.
    func holds(_ condition: SceneNode.Condition, env: Environment) -> Bool {
        switch condition {
        case .horizontalSizeClass(let sizeClass): return context.space.sizeClasses.horizontal == sizeClass
        case .stacked(let stacked): return env.stacked == stacked
        case .splitShowsBoth(let both): return env.splitShowsBoth == both
        }
    }

    /// Whether `node` is a stand-in whose node shows (``SceneLayoutContext/shownStandIns``, decided
    /// by the first pass): it is then hidden and, in a stack, takes no room (SPEC 10.3: visible
    /// only while the node it stands for is hidden).
    func isCollapsedStandIn(_ node: SceneNode) -> Bool {
        guard node.standsFor != nil else { return false }
        return !context.shownStandIns.contains(node.id)
    }
}

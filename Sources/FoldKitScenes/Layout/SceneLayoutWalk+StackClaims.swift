import Foundation
import FoldKit

/// Measuring a stack's children for ``StackAllotment``: each child's effective fixed length along
/// the axis and whether it is a touch target, read in place (nothing copied, no arrays).
extension SceneLayoutWalk {
    /// What `child` of a stack along `axis` claims in `env`: its effective node's outer length
    /// (nil when it fills) and whether it is a touch target.
    /// - Complexity: O(*n*) for *n* nodes in the child's subtree when it wraps controls; no allocation.
    func stackClaim(of child: SceneNode, along axis: Axis, env: Environment) -> StackClaim {
        withEffective(child, env: env) { node in
            StackClaim(length: SceneLayout.fixedLength(of: node, along: axis), isTouchTarget: isTouchTarget(node, env: env))
        }
    }

    /// Whether `node` (already effective) is a touch target: an interactive element, a displace
    /// node around one, or a stack or overlay whose every child taking room is one (the transport
    /// row of a player). Lists, scroll views, grids and arrangements are content.
    /// - Complexity: O(*n*) for *n* nodes in the subtree; no allocation.
    func isTouchTarget(_ node: SceneNode, env: Environment) -> Bool {
        switch node.kind {
        case .element(let element):
            return element.isInteractive
        case .displace(let displace):
            return withEffective(displace.child, env: env) { isTouchTarget($0, env: env) }
        case .stack, .overlay:
            var any = false, all = true
            node.forEachChild { child in
                guard all, child.type != .presentation, !isCollapsedStandIn(child) else { return }
                any = true
                all = withEffective(child, env: env) { isTouchTarget($0, env: env) }
            }
            return any && all
        default:
            return false
        }
    }
}

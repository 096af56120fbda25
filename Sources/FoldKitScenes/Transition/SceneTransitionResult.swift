import Foundation
import FoldKit

/// What changed between two layouts of one scene: every node and UI-layer entry with its
/// ``NodeTransition/Change``, and whether the change animates (SPEC 10.1).
public struct SceneTransitionResult: Sendable, Hashable {
    /// Every entry of either layout, once: the first layout's (its nodes in document order, then
    /// its bars, each followed by its items), then those only the second has, in its order.
    public var nodes: [NodeTransition]
    /// Why the layout changed.
    public var cause: TransitionCause

    /// Creates a result (``SceneTransition/solve(_:)`` builds it).
    public init(nodes: [NodeTransition], cause: TransitionCause) {
        self.nodes = nodes
        self.cause = cause
    }

    /// Whether the change animates: a device state change always, an app update when it asks.
    public var isAnimated: Bool { cause.isAnimated }

    /// The entry with `id`, nil when neither layout has it.
    /// - Complexity: O(*n*) for *n* entries.
    public subscript(id: String) -> NodeTransition? { nodes.first { $0.id == id } }

    /// The entries whose change is `change`, in order.
    public func nodes(_ change: NodeTransition.Change) -> [NodeTransition] { nodes.filter { $0.change == change } }
}

import Foundation
import FoldKit

/// One entry of a layout as a transition matches it: a key unique in the layout, the id it
/// reports, what it is and its state (``SceneTransition`` phase 1).
struct SceneTransitionEntry: Sendable, Hashable {
    /// The matching key: the id, except for repeats (see ``SceneLayoutResult/transitionEntries``).
    var key: String
    /// The id reported.
    var id: String
    /// What the entry is.
    var kind: NodeTransition.Kind
    /// Its frame, visibility, z-index and bar.
    var state: NodeTransition.State
}

extension SceneLayoutResult {
    /// Every node, then every bar followed by its items, as transition entries, in that order.
    ///
    /// Keys: a node's id (unique in a layout ``SceneLayout`` made; a repeated id in a result built
    /// by hand is matched by occurrence, the second with the second, still reporting its id); a
    /// bar's id; an item's tab or action id for its first appearance in bar order and
    /// `id@bar-id` for the further copies of an action that one layout shows in several bars
    /// (once per visible column's navigation bar, SPEC 9), which report that key as their id.
    /// - Complexity: O(*n* + *i*) for *n* nodes and *i* bars and items.
    var transitionEntries: [SceneTransitionEntry] {
        var entries: [SceneTransitionEntry] = []
        entries.reserveCapacity(nodes.count + bars.reduce(0) { $0 + 1 + $1.items.count })
        var seen: [String: Int] = [:]
        for node in nodes {
            let occurrence = seen[node.id, default: 0]
            seen[node.id] = occurrence + 1
            entries.append(SceneTransitionEntry(key: occurrence == 0 ? node.id : "\(node.id)#\(occurrence)", id: node.id, kind: .node(node.role),
                                                state: NodeTransition.State(frame: node.frame, isVisible: node.isVisible, zIndex: node.zIndex)))
        }
        for bar in bars {
            entries.append(SceneTransitionEntry(key: bar.id, id: bar.id, kind: .bar(bar.kind),
                                                state: NodeTransition.State(frame: bar.frame, isVisible: true, zIndex: 0)))
            for item in bar.items {
                let key = seen[item.id] == nil ? item.id : "\(item.id)@\(bar.id)"
                seen[item.id, default: 0] += 1
                entries.append(SceneTransitionEntry(key: key, id: key, kind: .item(item.kind),
                                                    state: NodeTransition.State(frame: item.frame, isVisible: true, zIndex: 0, bar: bar.id)))
            }
        }
        return entries
    }
}

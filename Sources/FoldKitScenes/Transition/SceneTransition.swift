import Foundation
import FoldKit

/// Compares two layouts of one scene: each node's and UI-layer entry's frame, visibility and
/// z-index before and after, with one change — shown, hidden, restacked, resized, moved or
/// unchanged, the first that applies (SPEC 10.1).
///
/// Folding resets nothing [S0]: one tree in every posture, so every node keeps its id and the
/// transition says where it goes. OdoKeep's Garage from flat to book: the vehicle list is
/// `resized` (its width reaches the fold), the side bar and its tabs `unchanged`.
///
/// Phases of ``solve(_:)``:
/// 1. **Collect** each layout's entries (``SceneLayoutResult/transitionEntries``): its nodes, then
///    its bars (``SceneLayoutResult/bars``), each followed by its items.
/// 2. **Match** entries by id (in the first layout's order, then the second's new ones); one
///    present in one layout only is compared with nothing, so it is shown or hidden (or unchanged
///    when it is hidden where it is).
/// 3. **Classify** each pair (``NodeTransition/Change/between(_:_:)``).
///
/// How the UI layer takes part (SPEC 9): the system bars and their items are entries like
/// nodes. A bar is matched by its id (`system.side-bar`, `garage.navigation-bar`,
/// `compose.floating-button`); one that the space calls for in one layout only is shown or
/// hidden. An item is matched by its tab or action id, which stays the same in every mode and bar:
/// an action in the side bar in one posture and in a navigation bar in the next is `moved` (or
/// `resized`), and ``NodeTransition/State/bar`` names the bar holding it in each. An item in one
/// layout only is shown or hidden (a tab that moved into More, the More item itself). Where one
/// layout shows an action in several bars at once (once per visible column's navigation bar),
/// its first appearance in bar order keeps the action id and each further copy is an entry
/// `action-id@bar-id`. Bars and items have z-index 0: the UI layer is drawn above the content as
/// a layer of its own, so they are never restacked.
///
/// Pure: the two layouts and the cause in, the result out; no device names.
public enum SceneTransition {
    /// Compares the request's two layouts.
    /// - Returns: every entry of either layout once, with its change; ``SceneTransitionResult/isAnimated``
    ///   from the request's cause.
    /// - Complexity: O(*n*) dictionary operations for *n* entries in the two layouts.
    public static func solve(_ request: SceneTransitionRequest) -> SceneTransitionResult {
        let before = request.before.transitionEntries
        let after = request.after.transitionEntries
        var positions: [String: Int] = [:]
        positions.reserveCapacity(after.count)
        for (index, entry) in after.enumerated() { positions[entry.key] = index }
        var matched = [Bool](repeating: false, count: after.count)
        var nodes: [NodeTransition] = []
        nodes.reserveCapacity(max(before.count, after.count))
        for entry in before {
            let other = positions[entry.key].map { index -> SceneTransitionEntry in
                matched[index] = true
                return after[index]
            }
            nodes.append(NodeTransition(id: entry.id, kind: other?.kind ?? entry.kind, before: entry.state, after: other?.state))
        }
        for (index, entry) in after.enumerated() where !matched[index] {
            nodes.append(NodeTransition(id: entry.id, kind: entry.kind, before: nil, after: entry.state))
        }
        return SceneTransitionResult(nodes: nodes, cause: request.cause)
    }
}

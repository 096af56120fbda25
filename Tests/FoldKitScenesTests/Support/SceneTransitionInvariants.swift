import Foundation
import FoldKit
@testable import FoldKitScenes

extension SceneTransitionResult {
    /// The ways this result breaks SPEC 10.1's contract for `request`, one message each naming the
    /// entry and its values (STYLE 7); empty when it holds:
    /// - every node, bar and item of either layout is one entry, and no entry is anything else;
    /// - each entry's before and after are its states in the two layouts;
    /// - each change is the first of shown, hidden, restacked, resized, moved, unchanged that
    ///   applies; `isAnimated` is the cause's.
    func invariantViolations(_ request: SceneTransitionRequest) -> [String] {
        var problems: [String] = []
        // Written from SPEC 10.1 and ``SceneTransition``'s rules, not from its code: nodes by id,
        // bars by id, items by action id, further copies of an action as `id@bar`.
        let states = { (layout: SceneLayoutResult) -> [String: NodeTransition.State] in
            var states: [String: NodeTransition.State] = [:]
            for node in layout.nodes where states[node.id] == nil {
                states[node.id] = NodeTransition.State(frame: node.frame, isVisible: node.isVisible, zIndex: node.zIndex)
            }
            for bar in layout.bars {
                states[bar.id] = NodeTransition.State(frame: bar.frame, isVisible: true, zIndex: 0)
                for item in bar.items {
                    let id = states[item.id] == nil ? item.id : "\(item.id)@\(bar.id)"
                    states[id] = NodeTransition.State(frame: item.frame, isVisible: true, zIndex: 0, bar: bar.id)
                }
            }
            return states
        }
        let (before, after) = (states(request.before), states(request.after))
        var seen = Set<String>()
        for entry in nodes {
            if !seen.insert(entry.id).inserted { problems.append("'\(entry.id)' reported twice") }
            if entry.before != before[entry.id] || entry.after != after[entry.id] {
                problems.append("'\(entry.id)': before/after are not its states in the two layouts")
            }
            let expected = NodeTransition.Change.between(before[entry.id], after[entry.id])
            if entry.change != expected { problems.append("'\(entry.id)' is \(entry.change.rawValue), expected \(expected.rawValue)") }
        }
        let missing = Set(before.keys).union(after.keys).subtracting(seen)
        if !missing.isEmpty { problems.append("not reported: \(missing.sorted())") }
        if isAnimated != request.cause.isAnimated { problems.append("animated \(isAnimated), the cause says \(request.cause.isAnimated)") }
        return problems
    }
}

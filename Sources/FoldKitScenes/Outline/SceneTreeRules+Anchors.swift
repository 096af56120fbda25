import FoldKit

extension SceneTreeRules {
    /// The declared node whose place an anchor depends on: the node itself, or the list, grid or
    /// template node behind a row or cell id (`message-3` → `message`); nil when unknown.
    func owner(ofAnchor anchor: String) -> String? {
        if entries[anchor] != nil { return anchor }
        return expansion(of: anchor)?.base
    }

    /// Checks that every anchor names a laid-out node and that no chain of anchors refers back
    /// to where it started (a node anchored to something placed relative to itself).
    /// - Complexity: O(*a*·*d*) for *a* anchors nested *d* anchored levels deep; no recursion.
    mutating func checkAnchors() throws(SceneFault) {
        var dependencies: [String: [String]] = [:]
        for item in anchored {
            let path = item.path + [.key("anchor")]
            if let list = entries[item.anchor]?.template {
                throw SceneFault(path: path, message: "\"\(item.anchor)\" is a row template of list \"\(list)\"; name one row, such as \"\(SceneIDs.expanded(item.anchor, index: 0))\"")
            }
            guard let owner = owner(ofAnchor: item.anchor) else {
                let candidates = order.filter { entries[$0]?.template == nil }
                let near = Suggestion.nearest(to: item.anchor, in: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
                throw SceneFault(path: path, message: "no node has id \"\(item.anchor)\"\(near)")
            }
            var chain: [String] = []
            var next = entries[owner]?.anchoredAncestor
            while let id = next { chain.append(id); next = anchoredParent[id] }
            dependencies[item.id] = chain
        }
        if let cycle = Self.firstCycle(in: anchored.map(\.id), dependencies: dependencies) {
            let path = anchored.first { $0.id == cycle[0] }!.path + [.key("anchor")]
            throw SceneFault(path: path, message: "anchors form a cycle: " + cycle.map { "\"\($0)\"" }.joined(separator: " → "))
        }
    }

    /// The first cycle found by an iterative depth-first search in `nodes` order, rotated to start
    /// at its node earliest in that order and closed (`[a, b, a]`); nil when there is none.
    static func firstCycle(in nodes: [String], dependencies: [String: [String]]) -> [String]? {
        let rank = Dictionary(nodes.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var state: [String: Bool] = [:] // false: on the path, true: done
        for start in nodes where state[start] == nil {
            var stack: [(id: String, next: Int)] = [(start, 0)]
            state[start] = false
            while let top = stack.last {
                let edges = dependencies[top.id] ?? []
                guard top.next < edges.count else { state[top.id] = true; stack.removeLast(); continue }
                stack[stack.count - 1].next += 1
                let target = edges[top.next]
                switch state[target] {
                case .some(false):
                    var cycle = Array(stack.map(\.id).drop { $0 != target })
                    let first = cycle.indices.min { rank[cycle[$0], default: .max] < rank[cycle[$1], default: .max] }!
                    cycle = Array(cycle[first...] + cycle[..<first])
                    return cycle + [cycle[0]]
                case .none:
                    state[target] = false
                    stack.append((target, 0))
                case .some(true):
                    continue
                }
            }
        }
        return nil
    }
}

import FoldKit

extension SceneTreeRules {
    /// Checks every `standsFor` (SPEC 10.3): it names a declared node outside any row template,
    /// not itself, not a node around it or inside it (the two are shown in each other's place),
    /// and no chain of stand-ins leads back to where it started.
    mutating func checkStandIns() throws(SceneFault) {
        for item in standIns {
            let path = item.path + [.key("standsFor")]
            if item.target == item.id { throw SceneFault(path: path, message: "a node cannot stand for itself") }
            guard let target = entries[item.target] else {
                let near = Suggestion.nearest(to: item.target, in: order).map { "; did you mean \"\($0)\"?" } ?? ""
                throw SceneFault(path: path, message: "no node has id \"\(item.target)\"\(near)")
            }
            if let list = target.template {
                throw SceneFault(path: path, message: "\"\(item.target)\" is in the row template of list \"\(list)\"; a row cannot be stood for")
            }
            if isAncestor(item.target, of: item.id) || isAncestor(item.id, of: item.target) {
                throw SceneFault(path: path, message: "\"\(item.target)\" holds or is held by \"\(item.id)\": a stand-in shows another node's content in its place")
            }
        }
        let targets = Dictionary(standIns.map { ($0.id, [$0.target]) }, uniquingKeysWith: { a, _ in a })
        if let cycle = Self.firstCycle(in: standIns.map(\.id), dependencies: targets) {
            let path = standIns.first { $0.id == cycle[0] }!.path + [.key("standsFor")]
            throw SceneFault(path: path, message: "stand-ins form a cycle: " + cycle.map { "\"\($0)\"" }.joined(separator: " → "))
        }
    }

    /// Whether `ancestor` is declared around `id`.
    func isAncestor(_ ancestor: String, of id: String) -> Bool {
        var next = entries[id]?.parent
        while let current = next {
            if current == ancestor { return true }
            next = entries[current]?.parent
        }
        return false
    }
}

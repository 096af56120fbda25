import FoldKitScenes

/// The rules a scene turns off (SCENE.md `"lint"`), for the whole scene, for a node and its
/// subtree, and for the run (`foldkit lint --disable`): what ``Linter`` leaves out.
struct LintSuppression: Sendable {
    /// Rules off everywhere: the run's and the scene's.
    private var everywhere: Set<String>
    /// Rules off for a declared node id, its own and its ancestors'; only nodes under a `lint`
    /// object are listed.
    private var byNode: [String: Set<String>] = [:]

    /// The suppression of `scene` with `disabled` turned off too.
    /// - Complexity: O(*n*) for the scene's *n* declared nodes.
    init(scene: Scene, disabled: Set<String>) {
        everywhere = disabled.union(scene.lint?.disable ?? [])
        var pending: [(node: SceneNode, inherited: Set<String>)] = [(scene.root, [])]
        while let (node, inherited) = pending.popLast() {
            let own = inherited.union(node.lint?.disable ?? [])
            if !own.isEmpty { byNode[node.id] = own }
            node.forEachChild { pending.append(($0, own)) }
        }
    }

    /// Whether nothing is turned off, so no finding needs looking at.
    var isEmpty: Bool { everywhere.isEmpty && byNode.isEmpty }

    /// Whether `rule` is off for the laid-out node `id`: everywhere, or for its declared node (a
    /// row's or cell's expanded id `star-3` is its template's `star`, a cell `tiles-0` its grid's).
    /// A bar item or tab, which is no node, is covered only by the scene's and the run's list.
    func disables(_ rule: LintRuleID, for id: String) -> Bool {
        if everywhere.contains(rule.rawValue) { return true }
        if let rules = byNode[id] { return rules.contains(rule.rawValue) }
        guard let base = SceneIDs.splitExpanded(id)?.base else { return false }
        return byNode[base]?.contains(rule.rawValue) == true
    }
}

import FoldKit

/// How deep a scene built in code nests: no deeper than its scene file could
/// (``StrictJSON/maximumDepth`` levels of objects and arrays, the decoder's first check).
extension SceneValueCheck {
    /// Refuses a scene whose JSON form — defaults left out, a variant's `set` holding the fields it
    /// changes — would open an object or array more than ``StrictJSON/maximumDepth`` levels deep,
    /// the scene's own object counting as one (so 99 nested stacks, as in a file).
    ///
    /// Walks the tree with a stack of its own, never recursing, so a scene nested thousands deep
    /// is refused here instead of overflowing the thread's stack in the checks and layout that
    /// recurse.
    /// - Throws: ``JSONInputError`` with the decoder's message, at the path of the first object or
    ///   array one level too deep (shortened around `…`).
    /// - Complexity: O(*n*·*d*) for *n* nodes at most *d* ≤ ``StrictJSON/maximumDepth`` deep.
    static func checkNesting(_ scene: Scene) throws(JSONInputError) {
        var pending: [(node: SceneNode, path: [JSONPathComponent])] = [(scene.root, [.key("root")])]
        while let (node, path) = pending.popLast() {
            // The value at path P is 1 + P.count levels deep: `root` is 2, its `children` array 3.
            let deepest = path + deepestContainer(of: node)
            if deepest.count >= StrictJSON.maximumDepth {
                var first = Array(deepest.prefix(StrictJSON.maximumDepth))
                // A variant's `when` opens at the level of its `set`, before it.
                if first.last == .key("set"), first.dropLast(2).last == .key("variants") { first[first.count - 1] = .key("when") }
                throw StrictJSON.nestingFault(at: first, note: SceneDecoder.depthNote)
            }
            for (step, child) in node.children.reversed() { pending.append((child, path + step)) }
        }
    }

    /// The steps from `node`'s object to the deepest object or array of its own (its child nodes
    /// aside): a `children` array, a toolbar item, a size range, a tab, a variant's `set` and
    /// what it holds. Empty when it has none.
    static func deepestContainer(of node: SceneNode) -> [JSONPathComponent] {
        var deepest: [JSONPathComponent] = []
        func consider(_ steps: [JSONPathComponent]) { if steps.count > deepest.count { deepest = steps } }
        if !node.toolbar.isEmpty { consider([.key("toolbar"), .index(0)]) }
        if node.type == .stack || node.type == .overlay { consider([.key("children")]) }
        consider(containers(of: node.kind, changedFrom: nil))
        for (index, variant) in node.variants.enumerated() {
            consider([.key("variants"), .index(index), .key("when")])
            consider([.key("variants"), .index(index), .key("set")] + containers(of: variant.node.kind, changedFrom: node.kind))
        }
        return deepest
    }

    /// The steps to the deepest object or array among a node's type-specific fields, counting
    /// only those that differ from `base`'s when given (a variant's `set` holds only those): a tab
    /// view's tabs and action; in a variant's `set`, an arrangement's axes and ranges too (a
    /// node's own lie one level in, no deeper than its `primary`, checked as a node).
    private static func containers(of kind: SceneNode.Kind, changedFrom base: SceneNode.Kind?) -> [JSONPathComponent] {
        switch (kind, base) {
        case (.tabView(let tabView), _):
            var baseBar: TabBarModel?
            if case .tabView(let other)? = base { baseBar = other.bar }
            if tabView.bar.tabs != baseBar?.tabs { return tabView.bar.tabs.isEmpty ? [.key("tabs")] : [.key("tabs"), .index(0)] }
            if let action = tabView.bar.action, action != baseBar?.action { return [.key("action")] }
            return []
        case (.arrangement(let mine), .arrangement(let theirs)?):
            let changed: [(String, Bool)] = [
                ("axes", mine.axes != theirs.axes),
                ("primaryWidth", mine.primaryWidth != nil && mine.primaryWidth != theirs.primaryWidth),
                ("primaryHeight", mine.primaryHeight != nil && mine.primaryHeight != theirs.primaryHeight),
                ("secondaryWidth", mine.secondaryWidth != nil && mine.secondaryWidth != theirs.secondaryWidth),
                ("secondaryHeight", mine.secondaryHeight != nil && mine.secondaryHeight != theirs.secondaryHeight),
            ]
            return changed.first { $0.1 }.map { [.key($0.0)] } ?? []
        default:
            return []
        }
    }
}

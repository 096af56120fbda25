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
    /// aside): a `children` array, a toolbar item, its type's fields
    /// (``SceneNodeKind/nestingContainers(changedFrom:)``: a tab, a size range), a variant's `set`
    /// and what it holds. Empty when it has none.
    static func deepestContainer(of node: SceneNode) -> [JSONPathComponent] {
        var deepest: [JSONPathComponent] = []
        func consider(_ steps: [JSONPathComponent]) { if steps.count > deepest.count { deepest = steps } }
        if !node.toolbar.isEmpty { consider([.key("toolbar"), .index(0)]) }
        let payload = node.kind.payload
        // A `children` member is an array, there even when empty.
        if type(of: payload).childFields.contains("children") { consider([.key("children")]) }
        consider(payload.nestingContainers(changedFromKind: nil))
        for (index, variant) in node.variants.enumerated() {
            consider([.key("variants"), .index(index), .key("when")])
            consider([.key("variants"), .index(index), .key("set")] + variant.node.kind.payload.nestingContainers(changedFromKind: node.kind))
        }
        return deepest
    }
}

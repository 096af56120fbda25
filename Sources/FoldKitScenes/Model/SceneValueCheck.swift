import Foundation
import FoldKit

/// The one value check of a scene, decoded or built in code, by ``SceneValueRules``: the scene's
/// name and summary, then each declared node (``SceneTreeRules/declared``) in document order —
/// its id, common fields, UI layer and type's fields (``SceneNodeKind/check(at:)``), its subtree,
/// then its `standsFor` and its variants — the order the decoder reads them, so the first fault is
/// the one a reader stopping at it would give, at the same JSON path.
///
/// A variant's node keeps what a `set` may not change (``SceneNode/fieldsVariantsKeep``); its
/// other fields are checked as the node's own, reported inside its `set`
/// (`root.variants[0].set.width`). The tree rules (ids across the tree, counts, anchors) are
/// ``SceneTreeRules``'.
enum SceneValueCheck {
    /// Where a node's fields are reported.
    struct Location {
        /// The node's path (`root.children[2]`).
        var node: [JSONPathComponent]
        /// For a variant's node: the path of its `set` and the node it is a variant of.
        var variant: (set: [JSONPathComponent], base: SceneNode)?
        /// The scene file's tree when the scene was decoded: a percentage is quoted as written.
        var source: JSONTree?

        /// The path of field `key`: inside the variant's `set` when the node is a variant's, else
        /// the node's own.
        func field(_ key: String) -> [JSONPathComponent] {
            guard let variant else { return node + [.key(key)] }
            return variant.set + [.key(key)]
        }

        /// The path of a field a variant's node has from its base — one variants keep (`id`,
        /// `title`, `toolbar`, `anchor`, `group`) or one its `set` leaves as it is: the node's own,
        /// as the decoder reports it.
        func kept(_ key: String) -> [JSONPathComponent] { node + [.key(key)] }

        /// Throws `fault` at field `key` (``field(_:)``) unless it is nil.
        func require(_ fault: String?, field key: String) throws(SceneFault) { try SceneValueCheck.require(fault, at: field(key)) }

        /// Throws `fault` at kept field `key` (``kept(_:)``) unless it is nil.
        func require(_ fault: String?, kept key: String) throws(SceneFault) { try SceneValueCheck.require(fault, at: kept(key)) }

        /// Throws `fault` at the node itself unless it is nil (a rule on sibling fields).
        func requireAtNode(_ fault: String?) throws(SceneFault) { try SceneValueCheck.require(fault, at: node) }

        /// Checks the dimension at `path` (``SceneValueRules/dimension(_:given:)``), a percentage
        /// quoted as the scene file writes it.
        func dimension(_ value: SceneNode.Dimension, at path: [JSONPathComponent]) throws(SceneFault) {
            try SceneValueCheck.require(SceneValueRules.dimension(value, given: source?.string(at: path[...])), at: path)
        }

        /// The payload of the node this one is a variant of, when it is a `Kind`; nil for a node's
        /// own values.
        func base<Kind: SceneNodeKind>(as _: Kind.Type) -> Kind? { variant?.base.kind.payload as? Kind }
    }

    /// The first fault of `scene`'s values, nil when there is none.
    /// - Parameters:
    ///   - declared: every declared node with its path, in document order, a row template's nodes
    ///     once (``SceneTreeRules/declared``).
    ///   - source: the scene file's tree, when the scene was decoded.
    /// - Complexity: O(*n*·*d*) for *n* declared nodes nested *d* deep, plus O(*s*) per variant for
    ///   the *s* nodes under its node (its children must be the node's).
    static func firstFault(of scene: Scene, declared: [(node: SceneNode, path: [JSONPathComponent])], source: JSONTree?) -> SceneFault? {
        do {
            try require(SceneValueRules.text(scene.name), at: [.key("name")])
            try require(SceneValueRules.line(scene.summary), at: [.key("summary")])
            try checkLint(scene.lint, at: [.key("lint")])
            // A node's own fields before its subtree's; its stand-in and variants after them.
            var open: [(node: SceneNode, path: [JSONPathComponent])] = []
            for (node, path) in declared {
                while let last = open.last, !path.starts(with: last.path) {
                    try checkAfterSubtree(of: last.node, at: last.path, source: source)
                    open.removeLast()
                }
                try checkFields(of: node, at: Location(node: path, source: source))
                open.append((node, path))
            }
            while let last = open.popLast() { try checkAfterSubtree(of: last.node, at: last.path, source: source) }
            return nil
        } catch {
            return error
        }
    }

    /// Checks what the decoder reads after `node`'s subtree: its `standsFor`, then its variants.
    static func checkAfterSubtree(of node: SceneNode, at path: [JSONPathComponent], source: JSONTree?) throws(SceneFault) {
        if let target = node.standsFor { try require(SceneValueRules.id(target), at: path + [.key("standsFor")]) }
        for (index, variant) in node.variants.enumerated() {
            let set = path + [.key("variants"), .index(index), .key("set")]
            try checkKept(variant.node, of: node, set: set)
            try checkFields(of: variant.node, at: Location(node: path, variant: (set, node), source: source))
        }
    }

    /// Checks the fields of `node` itself, its children aside.
    static func checkFields(of node: SceneNode, at location: Location) throws(SceneFault) {
        try location.require(SceneValueRules.id(node.id), kept: "id")
        try location.require(SceneValueRules.length(Double(node.padding)), field: "padding")
        if case .points(let width)? = node.width { try location.require(SceneValueRules.length(Double(width)), field: "width") }
        if case .points(let height)? = node.height { try location.require(SceneValueRules.length(Double(height)), field: "height") }
        if let minWidth = node.minWidth { try location.require(SceneValueRules.length(Double(minWidth)), field: "minWidth") }
        if let minHeight = node.minHeight { try location.require(SceneValueRules.length(Double(minHeight)), field: "minHeight") }
        if let title = node.title { try location.require(SceneValueRules.text(title), kept: "title") }
        try checkLint(node.lint, at: location.kept("lint"))
        for (index, item) in node.toolbar.enumerated() { try checkAction(item.action, at: location.kept("toolbar") + [.index(index)]) }
        try node.kind.payload.check(at: location)
    }

    /// Checks that every id a `lint` object disables is a rule id of the format, named once.
    static func checkLint(_ options: SceneLintOptions?, at path: [JSONPathComponent]) throws(SceneFault) {
        let ids = options?.disable ?? []
        for (index, id) in ids.enumerated() {
            try require(SceneValueRules.lintRule(id), at: path + [.key("disable"), .index(index)])
            if ids[..<index].contains(id) {
                throw SceneFault(path: path + [.key("disable"), .index(index)], message: "\"\(id)\" is disabled twice")
            }
        }
    }

    /// Checks an action's (a toolbar item's, a tab's, a tab-bar action's) id, title and symbol.
    static func checkAction(_ action: UIAction, at path: [JSONPathComponent]) throws(SceneFault) {
        try require(SceneValueRules.id(action.id), at: path + [.key("id")])
        try require(SceneValueRules.text(action.title), at: path + [.key("title")])
        try require(SceneValueRules.text(action.symbol), at: path + [.key("symbol")])
    }

    /// Checks that `variant` keeps what a `set` may not change (SPEC 10.3): `node`'s type, id,
    /// anchor, group, title, toolbar, its type's kept fields (``SceneNodeKind/keptFields``) and
    /// children, no variants of its own, and no `standsFor` other than the node's. Each is a value
    /// layout reads from the node, never the variant, so a variant that changed one would be
    /// quietly ignored.
    /// - Throws: ``SceneFault`` at `set.<field>`: `a variant cannot set "id": …`.
    static func checkKept(_ variant: SceneNode, of node: SceneNode, set: [JSONPathComponent]) throws(SceneFault) {
        func changed(_ key: String) -> SceneFault {
            SceneFault(path: set + [.key(key)], message: SceneValueRules.variantCannotSet(key))
        }
        if variant.type != node.type { throw changed("type") }
        if variant.id != node.id { throw changed("id") }
        if !variant.variants.isEmpty { throw changed("variants") }
        if let target = variant.standsFor, target != node.standsFor { throw changed("standsFor") }
        let mine = variant.kind.payload, theirs = node.kind.payload
        if mine.anchor != theirs.anchor { throw changed("anchor") }
        if mine.group != theirs.group { throw changed("group") }
        if variant.title != node.title { throw changed("title") }
        if variant.toolbar != node.toolbar { throw changed("toolbar") }
        if let key = theirs.changedKeptField(inKind: variant.kind) { throw changed(key) }
        let myChildren = variant.children, theirChildren = node.children
        for index in 0..<max(myChildren.count, theirChildren.count)
        where index >= myChildren.count || index >= theirChildren.count || myChildren[index].node != theirChildren[index].node {
            // The member that holds the child: `children`, `primary`, `row`, …
            guard case .key(let key)? = (index < myChildren.count ? myChildren[index] : theirChildren[index]).step.first else { continue }
            throw changed(key)
        }
    }

    /// Throws `fault` at `path` unless it is nil.
    static func require(_ fault: String?, at path: [JSONPathComponent]) throws(SceneFault) {
        if let fault { throw SceneFault(path: path, message: fault) }
    }
}

import Foundation
import FoldKit

/// Checks every value of a scene built in code by the decoder's own rules (``SceneValueRules``):
/// the scene's name, then each node in the order the decoder reads it — its id, common fields, UI
/// layer and type's fields, its children, its `standsFor`, then its variants — so the first fault
/// is the one the same scene as a file would give, at the same JSON path.
///
/// A variant's node keeps what a `set` may not change (``SceneNode/fieldsVariantsKeep``); its
/// other fields are checked as the node's own, reported inside its `set`
/// (`root.variants[0].set.width`). The tree rules (ids across the tree, counts, anchors) are
/// ``SceneIndex``'s.
enum SceneValueCheck {
    /// Where a node's fields are reported.
    struct Location {
        /// The node's path (`root.children[2]`).
        var node: [JSONPathComponent]
        /// For a variant's node: the path of its `set` and the node it is a variant of.
        var variant: (set: [JSONPathComponent], base: SceneNode)?

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
    }

    /// Checks `scene`'s values.
    /// - Throws: ``SceneFault`` for the first value a scene file could not give.
    /// - Complexity: O(*n*) for *n* nodes, plus O(*s*) per variant for the *s* nodes under its node
    ///   (its children must be the node's).
    static func check(_ scene: Scene) throws(SceneFault) {
        try require(SceneValueRules.text(scene.name), at: [.key("name")])
        try require(SceneValueRules.line(scene.summary), at: [.key("summary")])
        try check(scene.root, at: [.key("root")])
    }

    /// Checks `node` and its subtree at `path`.
    static func check(_ node: SceneNode, at path: [JSONPathComponent]) throws(SceneFault) {
        try checkFields(of: node, at: Location(node: path))
        for (step, child) in node.children { try check(child, at: path + step) }
        if let target = node.standsFor { try require(SceneValueRules.id(target), at: path + [.key("standsFor")]) }
        for (index, variant) in node.variants.enumerated() {
            let set = path + [.key("variants"), .index(index), .key("set")]
            try checkKept(variant.node, of: node, set: set)
            try checkFields(of: variant.node, at: Location(node: path, variant: (set, node)))
        }
    }

    /// Checks the fields of `node` itself, its children aside.
    static func checkFields(of node: SceneNode, at location: Location) throws(SceneFault) {
        try require(SceneValueRules.id(node.id), at: location.kept("id"))
        try require(SceneValueRules.length(Double(node.padding)), at: location.field("padding"))
        if case .points(let width)? = node.width { try require(SceneValueRules.length(Double(width)), at: location.field("width")) }
        if case .points(let height)? = node.height { try require(SceneValueRules.length(Double(height)), at: location.field("height")) }
        if let title = node.title { try require(SceneValueRules.text(title), at: location.kept("title")) }
        for (index, item) in node.toolbar.enumerated() { try checkAction(item.action, at: location.kept("toolbar") + [.index(index)]) }
        try checkKind(of: node, at: location)
    }

    /// Checks an action's (a toolbar item's, a tab's, a tab-bar action's) id, title and symbol.
    static func checkAction(_ action: UIAction, at path: [JSONPathComponent]) throws(SceneFault) {
        try require(SceneValueRules.id(action.id), at: path + [.key("id")])
        try require(SceneValueRules.text(action.title), at: path + [.key("title")])
        try require(SceneValueRules.text(action.symbol), at: path + [.key("symbol")])
    }

    /// Checks that `variant` keeps what a `set` may not change (SPEC 10.3): `node`'s type, id,
    /// anchor, group, title, toolbar and children, no variants of its own, and no `standsFor`
    /// other than the node's. Each is a value layout reads from the node, never the variant, so a
    /// variant that changed one would be quietly ignored.
    /// - Throws: ``SceneFault`` at `set.<field>`: `a variant cannot set "id": …`.
    static func checkKept(_ variant: SceneNode, of node: SceneNode, set: [JSONPathComponent]) throws(SceneFault) {
        func changed(_ key: String) -> SceneFault {
            SceneFault(path: set + [.key(key)], message: SceneValueRules.variantCannotSet(key))
        }
        if variant.type != node.type { throw changed("type") }
        if variant.id != node.id { throw changed("id") }
        if !variant.variants.isEmpty { throw changed("variants") }
        if let target = variant.standsFor, target != node.standsFor { throw changed("standsFor") }
        if variant.anchor != node.anchor { throw changed("anchor") }
        if group(of: variant) != group(of: node) { throw changed("group") }
        if variant.title != node.title { throw changed("title") }
        if variant.toolbar != node.toolbar { throw changed("toolbar") }
        if case .tabView(let mine) = variant.kind, case .tabView(let theirs) = node.kind {
            let (a, b) = (mine.bar, theirs.bar)
            if a.tabs != b.tabs { throw changed("tabs") }
            if a.showsMore != b.showsMore { throw changed("more") }
            if a.action != b.action { throw changed("action") }
            if a.selectedTabID != b.selectedTabID { throw changed("selected") }
        }
        let mine = variant.children, theirs = node.children
        for index in 0..<max(mine.count, theirs.count) where index >= mine.count || index >= theirs.count || mine[index].node != theirs[index].node {
            // The member that holds the child: `children`, `primary`, `row`, …
            guard case .key(let key)? = (index < mine.count ? mine[index] : theirs[index]).step.first else { continue }
            throw changed(key)
        }
    }

    /// A displacement's group; nil for any other node.
    private static func group(of node: SceneNode) -> String? {
        if case .displace(let displace) = node.kind { return displace.group }
        return nil
    }

    /// Throws `fault` at `path` unless it is nil.
    static func require(_ fault: String?, at path: [JSONPathComponent]) throws(SceneFault) {
        if let fault { throw SceneFault(path: path, message: fault) }
    }
}

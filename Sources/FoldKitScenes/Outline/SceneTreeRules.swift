import Foundation
import FoldKit

/// The rules that span a scene's tree, checked as the outline's walk declares each node
/// (``SceneOutline/checked(_:)``): unique ids (row and cell ids included), the expanded size, what
/// row templates may hold, where the UI layer stands and its actions, stand-ins and anchors
/// (known, acyclic).
///
/// Paths are JSON paths from the document root (`root.children[2]`). The first fault is kept
/// (``fault``) in the order the walk meets them — a node's own rules, then its subtree's, then its
/// expanded size — and the rules that need the whole tree run after the walk
/// (``checkAfterWalk()``): the same first fault as a walk that stopped at it.
struct SceneTreeRules: Sendable {
    /// Where a declared id lives.
    struct Entry: Sendable {
        /// The node's path.
        var path: [JSONPathComponent]
        /// The id of the list whose row template holds the node, if any.
        var template: String?
        /// The nearest node at or above this one that names an anchor (cycle checks).
        var anchoredAncestor: String?
        /// The id of the node it is declared in; nil for the root.
        var parent: String?
    }

    /// The first fault found; nil while the tree keeps the rules.
    private(set) var fault: SceneFault?
    /// Every declared id, with its entry.
    private(set) var entries: [String: Entry] = [:]
    /// Declared ids in document order.
    private(set) var order: [String] = []
    /// Every declared node with its path, in document order (a row template's nodes once): what
    /// the value rules read (``SceneValueCheck``).
    private(set) var declared: [(node: SceneNode, path: [JSONPathComponent])] = []
    /// Base ids that expand into `<base>-<index>` ids, with their count and a description
    /// (`row of list "inbox"`).
    private(set) var expansions: [String: (count: Int, owner: String)] = [:]
    /// Nodes that name an anchor, in document order: (node id, anchor, path of the node).
    private(set) var anchored: [(id: String, anchor: String, path: [JSONPathComponent])] = []
    /// For each anchored node, the nearest anchored node strictly above it.
    private(set) var anchoredParent: [String: String] = [:]
    /// Row counts of the lists, by list id.
    private(set) var rowCounts: [String: Int] = [:]
    /// The UI layer's actions by id (tabs, tab-bar actions, toolbar items), first declaration.
    var actions: [String: DeclaredAction] = [:]
    /// Action ids in document order.
    var actionOrder: [String] = []
    /// Nodes that stand for another, in document order: (node id, target id, path of the node).
    var standIns: [(id: String, target: String, path: [JSONPathComponent])] = []

    /// Keeps `fault` when it is the first.
    mutating func report(_ fault: SceneFault) {
        if self.fault == nil { self.fault = fault }
    }

    /// Declares `node` at `declaration` and checks the rules that concern it alone; returns where
    /// its children are declared (its anchor becomes theirs).
    mutating func declare(_ node: SceneNode, _ declaration: SceneOutlineBuilder.Declaration,
                          isColumn: Bool) -> SceneOutlineBuilder.Declaration {
        var inner = declaration
        if node.anchor != nil { inner.anchored = node.id }
        inner.parent = node.id
        let path = declaration.path
        declared.append((node, path))
        guard fault == nil else { return inner }
        do {
            try check(node, declaration, isColumn: isColumn)
        } catch {
            report(error)
        }
        return inner
    }

    /// The rules on one node: its id unused, its UI layer where it may stand, what a row
    /// template may hold; records its id, anchor, stand-in and expansions.
    private mutating func check(_ node: SceneNode, _ declaration: SceneOutlineBuilder.Declaration, isColumn: Bool) throws(SceneFault) {
        let path = declaration.path, template = declaration.template
        if let first = entries[node.id] {
            throw SceneFault(path: path, message: "duplicate id \"\(node.id)\", already used at \(JSONPath.format(first.path))")
        }
        try visitUILayer(node, path: path, isColumn: isColumn)
        if template != nil {
            if [.list, .grid, .presentation].contains(node.type) {
                throw SceneFault(path: path, message: "a row template cannot contain \(Format.withArticle(node.type.rawValue))")
            }
            if node.anchor != nil { throw SceneFault(path: path + [.key("anchor")], message: "a node inside a row template cannot name an anchor") }
        }
        var nearestAnchored = declaration.anchored
        if let anchor = node.anchor {
            anchored.append((node.id, anchor, path))
            if let outer = declaration.anchored { anchoredParent[node.id] = outer }
            nearestAnchored = node.id
        }
        entries[node.id] = Entry(path: path, template: template, anchoredAncestor: nearestAnchored, parent: declaration.parent)
        order.append(node.id)
        if let target = node.standsFor {
            if template != nil { throw SceneFault(path: path + [.key("standsFor")], message: "a node inside a row template cannot stand for another") }
            standIns.append((node.id, target, path))
        }
        // Every state lays out as many rows or cells as the node's largest variant asks for.
        let items = node.maximumItemCount ?? 0
        switch node.kind {
        case .grid: expansions[node.id] = (items, "cell of grid \"\(node.id)\"")
        case .list(let list):
            rowCounts[node.id] = items
            if list.row == nil { expansions[node.id] = (items, "row of list \"\(node.id)\"") }
        default: break
        }
    }

    /// The rules that need the whole tree, in order: declared ids that equal a row or cell id,
    /// action ids that name a node, stand-ins, anchors.
    mutating func checkAfterWalk() {
        do {
            try checkExpandedCollisions()
            try checkActionIDs()
            try checkStandIns()
            try checkAnchors()
        } catch {
            report(error)
        }
    }

    /// `expands to N nodes, more than the limit of …`.
    static func tooLarge(_ count: Int) -> String {
        "expands to \(count) nodes, more than the limit of \(SceneLimits.maximumExpandedNodes)"
    }

    /// Rejects a declared id that equals a row or cell id (`row-2` beside a list of rows `row`).
    /// Records the row templates' expansions first, for ``expansion(of:)``.
    private mutating func checkExpandedCollisions() throws(SceneFault) {
        for (id, entry) in entries {
            if let list = entry.template { expansions[id] = (rowCounts[list] ?? 0, "row of list \"\(list)\"") }
        }
        for id in order {
            guard let owner = expansion(of: id)?.owner else { continue }
            throw SceneFault(path: entries[id]!.path, message: "duplicate id \"\(id)\", also the id of \(Format.withArticle(owner))")
        }
    }

    /// What `id` names among the generated rows and cells — the declared node it expands from and
    /// a description (`inbox`, `row of list "inbox"` for `inbox-3` of a five-row list) — nil when
    /// it names none: the one test of an id — a node's, an action's or an anchor's — against the
    /// ids layout generates.
    func expansion(of id: String) -> (base: String, owner: String)? {
        guard let (base, index) = SceneIDs.splitExpanded(id), let expansion = expansions[base], index < expansion.count else { return nil }
        return (base, expansion.owner)
    }
}

import Foundation
import FoldKit

/// The ids of a scene and the rules that span its tree: unique ids (row and cell ids included),
/// the expanded size, what row templates may hold, and anchors (known, acyclic).
///
/// Built by the decoder and by ``Scene/validated()`` (layout does not need it: it tolerates
/// unchecked scenes). Paths are JSON paths from the document root (`root.children[2]`).
struct SceneIndex: Sendable {
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

    /// Every declared id, with its entry.
    private(set) var entries: [String: Entry] = [:]
    /// Declared ids in document order.
    private(set) var order: [String] = []
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
    /// The ids of the nodes around the one being visited, outermost first.
    private var ancestry: [String] = []

    /// Builds the index of `scene` and checks the tree rules.
    /// - Throws: ``SceneFault`` for the first fault (ids, counts, templates in document order;
    ///   then anchors).
    static func build(_ scene: Scene) throws(SceneFault) -> SceneIndex {
        var index = SceneIndex()
        let count = try index.visit(scene.root, path: [.key("root")], template: nil, anchored: nil, isColumn: true)
        if count > SceneLimits.maximumExpandedNodes { throw SceneFault(path: [.key("root")], message: Self.tooLarge(count)) }
        try index.checkExpandedCollisions()
        try index.checkActionIDs()
        try index.checkStandIns()
        try index.checkAnchors()
        return index
    }

    /// Records `node` and its subtree; returns how many nodes it lays out once rows and cells
    /// are expanded.
    private mutating func visit(_ node: SceneNode, path: [JSONPathComponent], template: String?, anchored: String?,
                                isColumn: Bool = false) throws(SceneFault) -> Int {
        if let first = entries[node.id] {
            throw SceneFault(path: path, message: "duplicate id \"\(node.id)\", already used at \(JSONPath.format(first.path))")
        }
        try visitUILayer(node, path: path, isColumn: isColumn)
        if template != nil {
            if [.list, .grid, .presentation].contains(node.type) {
                throw SceneFault(path: path, message: "a row template cannot contain a \(node.type.rawValue)")
            }
            if node.anchor != nil { throw SceneFault(path: path + [.key("anchor")], message: "a node inside a row template cannot name an anchor") }
        }
        var nearestAnchored = anchored
        if let anchor = node.anchor {
            self.anchored.append((node.id, anchor, path))
            if let anchored { anchoredParent[node.id] = anchored }
            nearestAnchored = node.id
        }
        entries[node.id] = Entry(path: path, template: template, anchoredAncestor: nearestAnchored, parent: ancestry.last)
        order.append(node.id)
        if let target = node.standsFor {
            if template != nil { throw SceneFault(path: path + [.key("standsFor")], message: "a node inside a row template cannot stand for another") }
            standIns.append((node.id, target, path))
        }
        ancestry.append(node.id)
        defer { ancestry.removeLast() }
        var total = 1
        // Every state lays out as many rows or cells as the node's largest variant asks for.
        let items = node.maximumItemCount ?? 0
        switch node.kind {
        case .grid:
            expansions[node.id] = (items, "cell of grid \"\(node.id)\"")
            total += items
        case .list(let list):
            rowCounts[node.id] = items
            guard let row = list.row else {
                expansions[node.id] = (items, "row of list \"\(node.id)\"")
                total += items
                break
            }
            let rowCount = try visit(row, path: path + [.key("row")], template: node.id, anchored: nearestAnchored)
            total += items * rowCount
        default:
            for (step, child) in node.children {
                total += try visit(child, path: path + step, template: template, anchored: nearestAnchored,
                                   isColumn: Self.isColumn(step: step, of: node.type))
            }
        }
        if total > SceneLimits.maximumExpandedNodes { throw SceneFault(path: path, message: Self.tooLarge(total)) }
        return total
    }

    private static func tooLarge(_ count: Int) -> String {
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
            throw SceneFault(path: entries[id]!.path, message: "duplicate id \"\(id)\", also the id of a \(owner)")
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

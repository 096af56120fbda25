import Foundation
import FoldKit

/// The UI layer's tree rules (SPEC 9, SCENE.md): a `title` or `toolbar` only on a screen or a
/// column; a `tabView` only as the root; one action id, one action (the same title, symbol,
/// placement and `floatsInCompact` wherever it is declared); no action id equal to a node id or
/// to a generated row or cell id.
extension SceneTreeRules {
    /// One declared action: what it says and where.
    struct DeclaredAction: Sendable {
        var action: UIAction
        /// A toolbar item's placement; nil for a tab or a tab-bar action.
        var placement: ToolbarItem.Placement?
        /// A toolbar item's `floatsInCompact`; nil for a tab or a tab-bar action.
        var floats: Bool? = nil
        /// What declares it (`tab`, `tab-bar action`, `toolbar item`).
        var kind: String
        var path: [JSONPathComponent]
    }

    /// Checks where `node`'s UI layer stands and records its actions.
    mutating func visitUILayer(_ node: SceneNode, path: [JSONPathComponent], isColumn: Bool) throws(SceneFault) {
        let payload = node.kind.payload
        if payload.windowBar != nil && path != [.key("root")] {
            throw SceneFault(path: path, message: "\(Format.withArticle(node.type.rawValue)) must be the scene's root: its tab bar belongs to the window")
        }
        if node.declaresUILayer && Self.holdsColumns(node) {
            let field = node.toolbar.isEmpty ? "title" : "toolbar"
            throw SceneFault(path: path + [.key(field)], message: "\(Format.withArticle(node.type.rawValue)) holds columns and is none itself: put the \(field) on its columns")
        }
        if !isColumn && node.declaresUILayer {
            let field = node.toolbar.isEmpty ? "title" : "toolbar"
            throw SceneFault(path: path + [.key(field)], message: "\(Format.withArticle(field)) belongs on a screen or a column (the root, a tab view's content, a list–detail pane or a split view column), not on \(Format.withArticle(node.type.rawValue)) inside one")
        }
        for (index, item) in node.toolbar.enumerated() {
            try declare(DeclaredAction(action: item.action, placement: item.placement, floats: item.floatsInCompact, kind: "toolbar item",
                                       path: path + [.key("toolbar"), .index(index)]))
        }
        for declared in payload.declaredActions {
            try declare(DeclaredAction(action: declared.action, kind: declared.declarer, path: path + declared.steps))
        }
    }

    /// Whether `node` holds columns (a tab view, a list–detail node, a split view): it is none
    /// itself.
    static func holdsColumns(_ node: SceneNode) -> Bool {
        var holds = false
        node.kind.forEachChild { _, link in holds = holds || link.isColumn }
        return holds
    }

    /// Records `declared`, or throws when its id names another action already. (Two tabs of one
    /// id are the value check's fault, ``SceneValueRules/duplicateTab(_:after:)``, reported before
    /// any of the tree rules', and a scene has one tab view.)
    private mutating func declare(_ declared: DeclaredAction) throws(SceneFault) {
        let id = declared.action.id
        guard let first = actions[id] else {
            actions[id] = declared
            actionOrder.append(id)
            return
        }
        let at = JSONPath.format(first.path)
        if first.kind != declared.kind {
            throw SceneFault(path: declared.path + [.key("id")], message: "action id \"\(id)\" is already \(Format.withArticle("\(first.kind)")) at \(at)")
        }
        if first.action.title != declared.action.title {
            throw SceneFault(path: declared.path + [.key("title")],
                             message: "action \"\(id)\" has the title \"\(declared.action.title)\" here but \"\(first.action.title)\" at \(at): one id, one action")
        }
        if first.action.symbol != declared.action.symbol {
            throw SceneFault(path: declared.path + [.key("symbol")],
                             message: "action \"\(id)\" has the symbol \"\(declared.action.symbol)\" here but \"\(first.action.symbol)\" at \(at): one id, one action")
        }
        if first.placement != declared.placement {
            throw SceneFault(path: declared.path + [.key("placement")],
                             message: "action \"\(id)\" has the placement \"\(declared.placement?.rawValue ?? "")\" here but \"\(first.placement?.rawValue ?? "")\" at \(at): one id, one action")
        }
        if first.floats != declared.floats {
            throw SceneFault(path: declared.path + [.key("floatsInCompact")],
                             message: "action \"\(id)\" has floatsInCompact \(declared.floats ?? false) here but \(first.floats ?? false) at \(at): one id, one action")
        }
        // One action on several columns is one action; twice in one toolbar is a slip.
        if declared.kind == "toolbar item", first.path.dropLast() == declared.path.dropLast() {
            throw SceneFault(path: declared.path + [.key("id")], message: "action \"\(id)\" is listed twice in this toolbar, already at \(at)")
        }
    }

    /// Rejects an action id that is also a node's id, or the id of a row or cell layout generates
    /// (``expansion(of:)``): the layout lists nodes and actions by id, so each id names one.
    func checkActionIDs() throws(SceneFault) {
        for id in actionOrder {
            guard let declared = actions[id] else { continue }
            let other: String
            if let node = entries[id] {
                other = "the node at \(JSONPath.format(node.path))"
            } else if let owner = expansion(of: id)?.owner {
                other = Format.withArticle(owner)
            } else {
                continue
            }
            throw SceneFault(path: declared.path + [.key("id")],
                             message: "action id \"\(id)\" is also the id of \(other): actions and nodes need ids of their own")
        }
    }
}

import Foundation
import FoldKit

/// The UI layer's fields (SPEC 9, SCENE.md): a screen's or column's `title` and `toolbar`, and the
/// `tabView` node. Where they may stand and whether one action id means one action are tree
/// rules (``SceneIndex``).
extension SceneDecoder {
    /// The fields of a toolbar item.
    static let toolbarItemFields: Set<String> = ["id", "title", "symbol", "placement", "floatsInCompact"]
    /// The fields of a tab.
    static let tabFields: Set<String> = ["id", "title", "symbol", "compact"]
    /// The fields of a tab-bar action.
    static let actionFields: Set<String> = ["id", "title", "symbol"]

    /// Reads a node's `title` and `toolbar` into `node`.
    static func readUILayer(_ object: FieldReader, into node: inout SceneNode) throws(SceneFault) {
        if let field = object.optional("title") { node.title = try field.text() }
        if let field = object.optional("toolbar") {
            var items: [ToolbarItem] = []
            for element in try field.array() {
                let item = try element.object()
                try item.rejectUnknown(toolbarItemFields)
                items.append(ToolbarItem(action: try readAction(item),
                                         placement: try item.optional("placement")?.choice("placement") ?? .primaryAction,
                                         floatsInCompact: try item.optional("floatsInCompact")?.bool() ?? false))
            }
            node.toolbar = items
        }
    }

    /// Reads a tab view: at least one tab, ids unique among its tabs, `selected` naming one of
    /// them.
    static func readTabView(_ o: FieldReader) throws(SceneFault) -> SceneNode.TabView {
        let tabsField = try o.required("tabs")
        var tabs: [TabBarModel.Tab] = []
        for element in try tabsField.array() {
            let tab = try element.object()
            try tab.rejectUnknown(tabFields)
            let action = try readAction(tab)
            if let message = SceneValueRules.duplicateTab(action.id, after: tabs) {
                throw SceneFault(path: element.path + [.key("id")], message: message)
            }
            tabs.append(TabBarModel.Tab(action: action, isCompact: try tab.optional("compact")?.bool() ?? true))
        }
        guard !tabs.isEmpty else { throw tabsField.fault(SceneValueRules.noTabs) }
        var action: UIAction?
        if let field = o.optional("action") {
            let object = try field.object()
            try object.rejectUnknown(actionFields)
            action = try readAction(object)
        }
        var selected: String?
        if let field = o.optional("selected") {
            let id = try field.id()
            if let message = SceneValueRules.selectedTab(id, among: tabs) { throw field.fault(message) }
            selected = id
        }
        let bar = TabBarModel(tabs: tabs, showsMore: try o.optional("more")?.bool() ?? true, action: action, selectedTabID: selected)
        return SceneNode.TabView(bar: bar, content: try readNode(try o.required("content")))
    }

    /// Reads an action's `id`, `title` and `symbol` (all required; title and symbol not blank).
    static func readAction(_ o: FieldReader) throws(SceneFault) -> UIAction {
        UIAction(id: try o.required("id").id(), title: try o.required("title").text(), symbol: try o.required("symbol").text())
    }
}

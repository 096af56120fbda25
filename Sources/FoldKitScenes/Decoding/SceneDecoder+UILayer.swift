import Foundation
import FoldKit

/// The UI layer's fields (SPEC 9, SCENE.md): a screen's or column's `title` and `toolbar`, and the
/// actions they and a tab view declare. Where they may stand and whether one action id means one
/// action are tree rules (``SceneTreeRules``).
extension SceneDecoder {
    /// The fields of a toolbar item.
    static let toolbarItemFields: Set<String> = ["id", "title", "symbol", "placement", "floatsInCompact"]

    /// Reads a node's `title` and `toolbar` into `node`.
    static func readUILayer(_ object: FieldReader, into node: inout SceneNode) throws(SceneFault) {
        if let field = object.optional("title") { node.title = try field.string() }
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

    /// Reads an action's `id`, `title` and `symbol` (all required strings).
    static func readAction(_ o: FieldReader) throws(SceneFault) -> UIAction {
        UIAction(id: try o.required("id").string(), title: try o.required("title").string(), symbol: try o.required("symbol").string())
    }
}

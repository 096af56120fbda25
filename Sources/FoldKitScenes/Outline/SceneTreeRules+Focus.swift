import Foundation
import FoldKit

extension SceneTreeRules {
    /// Checks the scene's `focus` (SCENE.md, SPEC 10.2): it names one declared text input — an
    /// element with role `searchField` or `textField` — outside any row template (a field in
    /// every row is no one field to focus).
    /// - Throws: ``SceneFault`` at `focus`: `no text input "serch"; did you mean "search"?`, or
    ///   `"play" is a control, not a text input (an element with role searchField or textField)`.
    /// - Complexity: O(*n*) for the *n* declared nodes.
    func checkFocus(_ focus: String?) throws(SceneFault) {
        guard let focus else { return }
        let path: [JSONPathComponent] = [.key("focus")]
        let inputs = declared.compactMap { entry -> String? in
            guard case .element(let element) = entry.node.kind, element.role.isTextInput else { return nil }
            return entry.node.id
        }
        guard let node = declared.first(where: { $0.node.id == focus })?.node else {
            throw SceneFault(path: path, message: inputs.isEmpty ? "no text input \"\(focus)\": the scene has none (an element with role searchField or textField)"
                                : "no text input \(SceneFault.unknownName(focus, in: inputs))")
        }
        guard case .element(let element) = node.kind, element.role.isTextInput else {
            let what: String
            if case .element(let element) = node.kind { what = Format.withArticle(element.role.rawValue) } else { what = Format.withArticle(node.type.rawValue) }
            throw SceneFault(path: path, message: "\"\(focus)\" is \(what), not a text input (an element with role searchField or textField)")
        }
        if entries[focus]?.template != nil {
            throw SceneFault(path: path, message: "\"\(focus)\" is in a row template, one field per row: focus a field outside the rows")
        }
    }
}

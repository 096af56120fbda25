import Foundation
import FoldKit

/// Why a scene cannot take a keyboard state (SPEC 10.2): the CLI names the flag with it.
public enum KeyboardFieldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The keyboard is `on`, and the scene has no text input outside its rows.
    case noTextInput
    /// No node has the id; `inputs` are the scene's text inputs, for a near miss.
    case unknownField(String, inputs: [String])
    /// The node is no text input: `what` names it (`a list`, `a control`).
    case notTextInput(String, what: String)
    /// The text input is one of a row template's (`result-3`): no one field to focus.
    case inRow(String)

    public var description: String {
        switch self {
        case .noTextInput:
            return "the scene has no text input (an element with role searchField or textField outside the rows)"
        case .unknownField(let id, let inputs):
            let known = inputs.isEmpty ? "the scene has none" : "its text inputs: " + inputs.joined(separator: ", ")
            // `ON` or `Off` meant the keyboard's own words, which are lowercase.
            let word = ["on", "off"].first { $0 == id.lowercased() }
            let suggestion = (word ?? Suggestion.nearest(to: id, in: inputs)).map { "; did you mean '\($0)'?" } ?? ""
            return "no node '\(id)' in the scene (\(known)\(suggestion))"
        case .notTextInput(let id, let what):
            return "'\(id)' is \(what), not a text input (an element with role searchField or textField)"
        case .inRow(let id):
            return "'\(id)' is in a row template, one field per row: name a field outside the rows"
        }
    }
}

extension PreparedScene {
    /// The ids of the scene's text inputs — elements with role `searchField` or `textField` — outside
    /// row templates, in document order: the fields the keyboard can focus (SPEC 10.2).
    /// - Complexity: O(*n*·*d*) for *n* positions nested *d* deep.
    public var textInputs: [String] {
        outline.entries.indices.compactMap { isFocusable($0) ? outline.entries[$0].id : nil }
    }

    /// Whether this scene can show `keyboard` (SPEC 10.2): `off` always; `on` when it has a text
    /// input; a field id when it names one of its text inputs. A storyboard or lint run has no
    /// panel of a scene in a keyboard state it cannot show.
    public func shows(_ keyboard: KeyboardState) -> Bool {
        (try? keyboardField(keyboard)) != nil || keyboard == .off
    }

    /// The field `keyboard` focuses in this scene: nil when the keyboard is down; for `on` the
    /// scene's `focus`, else its first text input; for a field id, that field.
    /// - Throws: ``KeyboardFieldError`` for `on` in a scene without a text input, an unknown id, a
    ///   node that is no text input, or a field in a row template.
    /// - Complexity: O(*n*·*d*) for *n* positions nested *d* deep.
    public func keyboardField(_ keyboard: KeyboardState) throws(KeyboardFieldError) -> String? {
        switch keyboard {
        case .off:
            return nil
        case .on:
            if let focus = scene.focus { return focus }
            guard let first = outline.entries.indices.first(where: isFocusable) else { throw .noTextInput }
            return outline.entries[first].id
        case .field(let id):
            guard let position = outline.position(of: id) else { throw .unknownField(id, inputs: textInputs) }
            guard case .element(let role) = outline.entries[position].role, role.isTextInput else {
                let what: String
                switch outline.entries[position].role {
                case .element(let role): what = Format.withArticle("\(role.rawValue) element")
                case .node(let type): what = Format.withArticle(type.rawValue)
                case .row: what = "a row"
                case .cell: what = "a cell"
                }
                throw .notTextInput(id, what: what)
            }
            guard !isInRow(position) else { throw .inRow(id) }
            return id
        }
    }

    /// The positions of the field the space's keyboard focuses and of every node holding it, root
    /// first; empty when the keyboard is down or names no text input of this scene.
    func keyboardPath(in space: LayoutSpace) -> Set<Int> {
        guard let keyboard = space.keyboard else { return [] }
        let id = keyboard.field ?? scene.focus ?? outline.entries.indices.first(where: isFocusable).map { outline.entries[$0].id }
        guard let id, var position = outline.position(of: id) else { return [] }
        var path: Set<Int> = []
        while position >= 0 {
            path.insert(position)
            position = outline.entries[position].parent
        }
        return path
    }

    /// Whether the position is a text input outside the rows.
    private func isFocusable(_ position: Int) -> Bool {
        guard case .element(let role) = outline.entries[position].role, role.isTextInput else { return false }
        return !isInRow(position)
    }

    /// Whether the position is a row or cell, or inside one: an expanded item, or a node of a
    /// list's row template (every position inside a list is one of its rows).
    private func isInRow(_ position: Int) -> Bool {
        if outline.entries[position].item != nil { return true }
        var position = outline.entries[position].parent
        while position >= 0 {
            if outline.entries[position].item != nil || outline.entries[position].role == .node(.list) { return true }
            position = outline.entries[position].parent
        }
        return false
    }
}

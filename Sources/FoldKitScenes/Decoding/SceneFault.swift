import Foundation
import FoldKit

/// A fault in a scene found while walking it, located by its JSON path as components; the
/// decoder turns it into a ``JSONInputError`` with line and column.
struct SceneFault: Error, Sendable {
    /// Where the fault is, from the document root (`root`, `children`, 2, …).
    var path: [JSONPathComponent]
    /// What is wrong, one phrase without a final period.
    var message: String

    /// The public error: the dotted path, and line:column of the value (or member name) at the
    /// path in `tree`, when a source is known.
    func inputError(tree: JSONTree? = nil, data: Data? = nil) -> JSONInputError {
        var error = JSONInputError(path: JSONPath.format(path), message: message)
        if let tree, let data {
            (error.line, error.column) = StrictJSON.lineAndColumn(data, offset: tree.offset(of: path[...]))
        }
        return error
    }

    /// `"x" (expected a, b or c)` or `"x"; did you mean "y"?` for a name not among `choices`.
    static func unknownName(_ name: String, in choices: [String]) -> String {
        if let near = Suggestion.nearest(to: name, in: choices) { return "\"\(name)\"; did you mean \"\(near)\"?" }
        let list = choices.count > 1 ? choices.dropLast().joined(separator: ", ") + " or " + choices.last! : choices.joined()
        return "\"\(name)\" (expected \(list))"
    }
}

/// A fault in a JSON input (a device profile or a scene), located by JSON path and, where the
/// parser knows it, line and column.
///
/// `path` is dotted with indices, starting at the document root: `displays[0].regions[1].frame.width`
/// (empty for the document itself). Renders as one line, e.g.
/// `displays[0].scale: must be greater than 0, got -3`.
public struct JSONInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the fault is: a dotted JSON path, empty for the whole document.
    public var path: String
    /// What is wrong, one phrase without a final period.
    public var message: String
    /// The 1-based line of the fault, when the parser knows it.
    public var line: Int?
    /// The 1-based column of the fault, when the parser knows it.
    public var column: Int?

    /// Creates an error at `path`.
    public init(path: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }

    /// `path: message`, with `line:column` in front when known.
    public var description: String {
        var prefix = ""
        if let line, let column { prefix = "\(line):\(column): " }
        return prefix + (path.isEmpty ? message : "\(path): \(message)")
    }

    /// The error in the file `file`, as every FoldKit message names it: `notes.json:3:14:
    /// layout.children[0].kind: …` (the file's line and column when known, then the JSON path).
    public func located(in file: String) -> String {
        var location = file
        if let line, let column { location += ":\(line):\(column)" }
        return "\(location): " + (path.isEmpty ? message : "\(path): \(message)")
    }
}

/// Formats a path of keys and indices as `a.b[2].c`.
public enum JSONPath {
    /// Joins `components` (strings are keys, integers are array indices) into a dotted path.
    public static func format(_ components: [JSONPathComponent]) -> String {
        var out = ""
        for component in components {
            switch component {
            case .key(let key): out += out.isEmpty ? key : ".\(key)"
            case .index(let index): out += "[\(index)]"
            }
        }
        return out
    }

    /// The components of a path written by ``format(_:)-([JSONPathComponent])`` (`a.b[2].c`).
    public static func components(of path: String) -> [JSONPathComponent] {
        var out: [JSONPathComponent] = []
        var key = ""
        var index: String?
        for character in path {
            switch character {
            case "." where index == nil:
                if !key.isEmpty { out.append(.key(key)) }
                key = ""
            case "[" where index == nil:
                if !key.isEmpty { out.append(.key(key)) }
                key = ""
                index = ""
            case "]" where index != nil:
                out.append(.index(Int(index!) ?? 0))
                index = nil
            default:
                if index != nil { index!.append(character) } else { key.append(character) }
            }
        }
        if !key.isEmpty { out.append(.key(key)) }
        return out
    }

    /// Formats a `Decodable` coding path (integer keys are array indices).
    public static func format(_ codingPath: [any CodingKey]) -> String {
        format(codingPath.map { key in key.intValue.map(JSONPathComponent.index) ?? .key(key.stringValue) })
    }
}

/// One step of a JSON path: an object key or an array index.
public enum JSONPathComponent: Sendable, Hashable {
    /// An object member.
    case key(String)
    /// An array element.
    case index(Int)
}

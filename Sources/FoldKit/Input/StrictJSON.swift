import Foundation

/// Decodes JSON documents strictly: valid UTF-8, bounded size and depth, syntax errors with
/// line:column, type errors and unknown fields with their JSON path.
///
/// Unknown-field checks are done by the decoded types themselves through
/// `Decoder.rejectUnknownKeys(_:)`.
public enum StrictJSON {
    /// The largest document accepted, in bytes (16 MiB): a scene or profile is a few kilobytes.
    public static let maximumBytes = 16 << 20
    /// The deepest nesting of arrays and objects accepted, the document's own object counting as
    /// one (a real scene nests a few dozen levels; each node in a `children` array takes two).
    public static let maximumDepth = 200

    /// Decodes `T` from `data`.
    /// - Throws: ``JSONInputError`` for invalid UTF-8, oversize or too-deep documents, syntax
    ///   errors, duplicate members, wrong types, missing or unknown fields, each with its JSON path
    ///   and line and column.
    /// - Complexity: O(*n*) in the document's bytes.
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - data: the document's bytes.
    ///   - validate: checks on the decoded value (a profile's numbers); its errors are located in
    ///     the same parsed document, so nothing is parsed twice.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data,
                                            validate: (T) throws(JSONInputError) -> Void = { _ in }) throws(JSONInputError) -> T {
        let tree = try JSONTreeParser.parse(data)
        do {
            try rejectDuplicateMembers(tree, path: [], data: data)
            let value = try decodeValue(T.self, from: data)
            try validate(value)
            return value
        } catch {
            throw located(error, in: tree, data: data)
        }
    }

    /// The typed decode, with Foundation's errors said in JSON's terms.
    static func decodeValue<T: Decodable>(_ type: T.Type, from data: Data) throws(JSONInputError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as JSONInputError {
            throw error
        } catch let error as DecodingError {
            throw translate(error, data: data)
        } catch {
            throw JSONInputError(path: "", message: "\(error)")
        }
    }

    /// Checks encoding, size, depth and syntax (strict RFC 8259) before any typed decoding.
    /// - Throws: ``JSONInputError`` for an empty, oversize, too-deep, non-UTF-8 or malformed
    ///   document (with line and column).
    /// - Complexity: O(*n*) in the document's bytes.
    public static func checkShape(_ data: Data) throws(JSONInputError) {
        _ = try JSONTreeParser.parse(data)
    }

    /// Checks what must hold before parsing: not empty, at most ``maximumBytes``, valid UTF-8.
    /// (Nesting beyond ``maximumDepth`` is refused by the parser, with the path of the value.)
    /// - Throws: ``JSONInputError`` with line and column where there is a position.
    public static func checkEncoding(_ data: Data) throws(JSONInputError) {
        if data.isEmpty { throw JSONInputError(path: "", message: "empty file, expected a JSON object") }
        if data.count > maximumBytes {
            throw JSONInputError(path: "", message: "document of \(data.count) bytes exceeds the limit of \(maximumBytes)")
        }
        guard String(data: data, encoding: .utf8) != nil else {
            let offset = firstInvalidUTF8Offset(data)
            let (line, column) = lineAndColumn(data, offset: offset)
            throw JSONInputError(path: "", message: "not valid UTF-8 at byte \(offset)", line: line, column: column)
        }
    }

    /// Rejects an object that names a member twice (JSON leaves it undefined; a decoder would
    /// silently keep one).
    static func rejectDuplicateMembers(_ tree: JSONTree, path: [JSONPathComponent], data: Data) throws(JSONInputError) {
        switch tree.value {
        case .object(let members):
            var seen = Set<String>()
            for member in members {
                let memberPath = path + [.key(member.key)]
                if !seen.insert(member.key).inserted {
                    let (line, column) = lineAndColumn(data, offset: member.keyOffset)
                    throw JSONInputError(path: JSONPath.format(memberPath), message: "duplicate member \"\(member.key)\"", line: line, column: column)
                }
                try rejectDuplicateMembers(member.value, path: memberPath, data: data)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() { try rejectDuplicateMembers(element, path: path + [.index(index)], data: data) }
        default:
            break
        }
    }

    /// `error` with the line and column of its path in the document, when it has none yet.
    package static func located(_ error: JSONInputError, in tree: JSONTree, data: Data) -> JSONInputError {
        guard error.line == nil else { return error }
        var located = error
        (located.line, located.column) = lineAndColumn(data, offset: tree.offset(of: JSONPath.components(of: error.path)[...]))
        return located
    }

    /// The fault of a value nested beyond ``maximumDepth`` at `components` (its path shortened by
    /// ``depthPath(_:)``), with `note` saying the limit in the document's own terms: the one
    /// message of the parser and of checks of values built in code (a scene's `validated()`).
    package static func nestingFault(at components: [JSONPathComponent], note: String, line: Int? = nil,
                                     column: Int? = nil) -> JSONInputError {
        JSONInputError(path: depthPath(components), message: "nesting deeper than \(maximumDepth) levels of objects and arrays\(note)",
                       line: line, column: column)
    }

    /// The JSON path of a value nested too deep, shortened to its first and last
    /// ``depthPathEnds`` steps around `…` when longer, each end taking one step more rather than
    /// part a key from its index (`root.children[0].children[0].children[0]…children[0].children`):
    /// a path 200 levels long would drown the message.
    static func depthPath(_ components: [JSONPathComponent]) -> String {
        var head = depthPathEnds, tail = depthPathEnds
        guard components.count > head + tail + 2 else { return JSONPath.format(components) }
        if case .index = components[head] { head += 1 }
        if case .index = components[components.count - tail] { tail += 1 }
        return JSONPath.format(Array(components.prefix(head))) + "…" + JSONPath.format(Array(components.suffix(tail)))
    }

    /// How many steps of a too-deep path ``depthPath(_:)`` keeps at each end.
    static let depthPathEnds = 6

    static func translate(_ error: DecodingError, data: Data) -> JSONInputError {
        switch error {
        case .typeMismatch(let type, let context):
            return JSONInputError(path: JSONPath.format(context.codingPath), message: "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return JSONInputError(path: JSONPath.format(context.codingPath), message: "expected \(describe(type)), found null")
        case .keyNotFound(let key, let context):
            return JSONInputError(path: JSONPath.format(context.codingPath), message: "missing \"\(key.stringValue)\"")
        case .dataCorrupted(let context):
            // Foundation's text for an unknown enum value names a Swift type: say it in JSON's terms.
            if let range = context.debugDescription.range(of: "invalid String value ") {
                return JSONInputError(path: JSONPath.format(context.codingPath), message: "unknown value \"\(context.debugDescription[range.upperBound...])\"")
            }
            return JSONInputError(path: JSONPath.format(context.codingPath), message: context.debugDescription)
        @unknown default:
            return JSONInputError(path: "", message: "\(error)")
        }
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is Int.Type: return "an integer"
        case is Double.Type, is CGFloat.Type, is Float.Type: return "a number"
        case is [Any].Type: return "an array"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "an object"
        }
    }

    /// The offset of the first byte that does not begin a valid UTF-8 sequence (a truncated
    /// sequence at the end counts as invalid at its first byte).
    /// - Complexity: O(*n*), one forward pass.
    static func firstInvalidUTF8Offset(_ data: Data) -> Int {
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
        return offset
    }

    /// The 1-based line and column (counted in bytes) of byte `offset`.
    /// - Complexity: O(*offset*).
    public static func lineAndColumn(_ data: Data, offset: Int) -> (Int, Int) {
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}

/// A coding key for any member name, used to find fields a type does not know.
public struct AnyCodingKey: CodingKey, Sendable {
    /// The member name.
    public var stringValue: String
    /// Always nil: members are named.
    public var intValue: Int?
    /// Creates a key for `stringValue`.
    public init(stringValue: String) { self.stringValue = stringValue }
    /// Creates an index key.
    public init(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }
}

extension Decoder {
    /// Throws when the current JSON object has a member not in `known` (unknown fields are almost
    /// always typos, SCENE.md / PROFILE.md).
    /// - Throws: ``JSONInputError`` naming the member's path and the nearest known name; with
    ///   several unknown members, the first by name (the same one every run).
    public func rejectUnknownKeys(_ known: Set<String>) throws {
        let container = try self.container(keyedBy: AnyCodingKey.self)
        // The decoder's keys come in no fixed order: name the first unknown one by name, so
        // every run reports the same field.
        if let key = container.allKeys.filter({ !known.contains($0.stringValue) }).min(by: { $0.stringValue < $1.stringValue }) {
            let suggestion = Suggestion.nearest(to: key.stringValue, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
            throw JSONInputError(path: JSONPath.format(codingPath + [key]), message: "unknown field \"\(key.stringValue)\"\(suggestion)")
        }
    }
}

import Foundation
import FoldKit

/// Reads the members of one JSON object of a scene: rejects duplicate and unknown members and
/// hands out member values with their paths (``Field``), and child nodes read as nodes.
struct FieldReader {
    /// The object's members in document order.
    let members: [JSONTree.Member]
    /// The object's path.
    let path: [JSONPathComponent]
    /// Paths of members that come from elsewhere (a variant's `set` merged into its node), by key.
    var memberPaths: [String: [JSONPathComponent]] = [:]

    /// A reader over `members` at `path`, members in `memberPaths` reported at their own paths.
    init(members: [JSONTree.Member], path: [JSONPathComponent], memberPaths: [String: [JSONPathComponent]]) {
        self.members = members
        self.path = path
        self.memberPaths = memberPaths
    }

    /// Reads `tree` at `path` as an object.
    /// - Throws: ``SceneFault`` when it is not an object or names a member twice.
    init(_ tree: JSONTree, at path: [JSONPathComponent]) throws(SceneFault) {
        guard case .object(let members) = tree.value else { throw SceneFault(path: path, message: Self.expected("an object", tree)) }
        var seen = Set<String>()
        for member in members where !seen.insert(member.key).inserted {
            throw SceneFault(path: path + [.key(member.key)], message: "duplicate field \"\(member.key)\"")
        }
        self.members = members
        self.path = path
    }

    /// Throws for the first member (in document order) not in `known`, suggesting a near miss.
    func rejectUnknown(_ known: Set<String>) throws(SceneFault) {
        for member in members where !known.contains(member.key) {
            let near = Suggestion.nearest(to: member.key, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
            throw SceneFault(path: path + [.key(member.key)], message: "unknown field \"\(member.key)\"\(near)")
        }
    }

    /// The value of member `key` with its path, nil when absent.
    func optional(_ key: String) -> Field? {
        members.first { $0.key == key }.map { Field(tree: $0.value, path: memberPaths[key] ?? path + [.key(key)]) }
    }

    /// The value of member `key` with its path.
    /// - Throws: ``SceneFault`` `missing "key"` at the object's path when absent (`why` appended).
    func required(_ key: String, why: String = "") throws(SceneFault) -> Field {
        guard let field = optional(key) else { throw SceneFault(path: path, message: "missing \"\(key)\"\(why)") }
        return field
    }

    /// `expected X` for a value of the wrong JSON type (`, found null` for null).
    static func expected(_ what: String, _ tree: JSONTree) -> String {
        if case .null = tree.value { return "expected \(what), found null" }
        return "expected \(what)"
    }
}

/// One JSON value of a scene with its path, ready to be read as a typed value.
struct Field {
    /// The value.
    let tree: JSONTree
    /// Its path.
    let path: [JSONPathComponent]

    /// A fault at this value.
    func fault(_ message: String) -> SceneFault { SceneFault(path: path, message: message) }

    /// The value as an object.
    func object() throws(SceneFault) -> FieldReader { try FieldReader(tree, at: path) }

    /// The value as a string.
    func string() throws(SceneFault) -> String {
        guard case .string(let value) = tree.value else { throw fault(FieldReader.expected("a string", tree)) }
        return value
    }

    /// The value as true or false.
    func bool() throws(SceneFault) -> Bool {
        guard case .bool(let value) = tree.value else { throw fault(FieldReader.expected("true or false", tree)) }
        return value
    }

    /// The value as an array of fields.
    func array() throws(SceneFault) -> [Field] {
        guard case .array(let elements) = tree.value else { throw fault(FieldReader.expected("an array", tree)) }
        return elements.enumerated().map { Field(tree: $0.element, path: path + [.index($0.offset)]) }
    }

    /// The value as a number (finite: the parser refuses any other; its range is the value
    /// check's).
    func number() throws(SceneFault) -> Double {
        guard case .number(let value) = tree.value else { throw fault(FieldReader.expected("a number", tree)) }
        return value
    }
}

extension FieldReader {
    /// The node in required member `key`, read by ``SceneDecoder/readNode(_:)``.
    func node(_ key: String) throws(SceneFault) -> SceneNode { try SceneDecoder.readNode(try required(key)) }

    /// The node in member `key`, nil when absent.
    func optionalNode(_ key: String) throws(SceneFault) -> SceneNode? {
        guard let field = optional(key) else { return nil }
        return try SceneDecoder.readNode(field)
    }

    /// The nodes in the array of required member `key`, in order.
    func nodes(_ key: String) throws(SceneFault) -> [SceneNode] {
        var nodes: [SceneNode] = []
        for element in try required(key).array() { nodes.append(try SceneDecoder.readNode(element)) }
        return nodes
    }
}

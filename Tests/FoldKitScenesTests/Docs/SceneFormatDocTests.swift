import Foundation
import Testing
@testable import FoldKitScenes

/// `docs/scene-format.md`, the user's reference for scene files, names every field the shipped
/// schema defines and every node type and role the decoder accepts (STYLE 18: what can be
/// checked against the declarations is), so a field added to the format cannot go undocumented.
@Suite("Scene format documentation")
struct SceneFormatDocTests {
    /// `docs/scene-format.md`.
    static let docURL = SchemaValidator.repositoryRoot.appendingPathComponent("docs/scene-format.md")

    /// The documentation's text.
    static func doc() throws -> String { try String(contentsOf: docURL, encoding: .utf8) }

    /// Every property name `schema` defines, at any depth (each `properties` object's keys).
    static func propertyNames(in schema: Any) -> Set<String> {
        var names = Set<String>()
        var pending: [Any] = [schema]
        while let value = pending.popLast() {
            if let object = value as? [String: Any] {
                if let properties = object["properties"] as? [String: Any] { names.formUnion(properties.keys) }
                pending.append(contentsOf: object.values)
            } else if let array = value as? [Any] {
                pending.append(contentsOf: array)
            }
        }
        return names
    }

    @Test("every property the schema defines is named in docs/scene-format.md as `name`")
    func everySchemaPropertyIsDocumented() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: SchemaValidator.schemaURL))
        let names = Self.propertyNames(in: schema)
        #expect(names.count >= 60, "the schema's properties were not found: \(names.sorted())")
        let doc = try Self.doc()
        let missing = names.filter { !doc.contains("`\($0)`") }.sorted()
        #expect(missing.isEmpty, "docs/scene-format.md does not name \(missing.map { "`\($0)`" }.joined(separator: ", "))")
    }

    @Test("every node type and element role is named in docs/scene-format.md")
    func everyTypeAndRoleIsDocumented() throws {
        let doc = try Self.doc()
        let names = SceneNode.NodeType.allCases.map(\.rawValue) + SceneNode.Element.Role.allCases.map(\.rawValue)
        let missing = names.filter { !doc.contains("`\($0)`") }
        #expect(missing.isEmpty, "docs/scene-format.md does not name \(missing.map { "`\($0)`" }.joined(separator: ", "))")
        for type in SceneNode.NodeType.allCases {
            #expect(doc.contains("\n### \(type.rawValue)\n"), "docs/scene-format.md has no section '### \(type.rawValue)'")
        }
    }
}

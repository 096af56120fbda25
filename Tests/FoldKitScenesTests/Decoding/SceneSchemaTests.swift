import Foundation
import Testing
@testable import FoldKitScenes
import _FoldKitTestSupport

/// `schema/scene.schema.json` describes what the decoder accepts (SPEC 8.1: a JSON Schema ships
/// with the project), checked with Python's `jsonschema` (draft 2020-12).
@Suite("Scene JSON Schema")
struct SceneSchemaTests {
    @Test("every built-in scene validates against the schema")
    func builtInScenesValidate() throws {
        let directory = SchemaValidator.repositoryRoot.appendingPathComponent("Sources/FoldKitScenes/Resources/Scenes")
        let files = Scene.builtInIDs.map { directory.appendingPathComponent("\($0).json") }
        let results = try Self.validate(files)
        for file in files { #expect(results[file.path] == .some(nil), "\(file.lastPathComponent): \(String(describing: results[file.path]))") }
    }

    @Test("invalid scenes are rejected by the schema and by the decoder alike")
    func invalidScenesAreRejectedByBoth() throws {
        let cases = (InvalidScene.fieldFaults + InvalidScene.limitFaults + InvalidScene.treeFaults + InvalidScene.uiLayerFaults
                     + InvalidScene.variantFaults).filter(\.schemaRejects)
        #expect(cases.count >= 20)
        let files = try SchemaValidator.write(cases.map(\.json))
        let results = try Self.validate(files)
        for (invalid, file) in zip(cases, files) {
            #expect(results[file.path] != .some(nil), "the schema accepts \(invalid.name)")
            #expect(SceneFixtures.decodeError(invalid.json) != nil, "the decoder accepts \(invalid.name)")
        }
    }

    @Test("the tree rules are beyond the schema, and its description says so")
    func treeRulesAreDecoderOnly() throws {
        let cases = InvalidScene.treeFaults.filter { !$0.schemaRejects && !$0.json.contains(#""id":"a","id""#) }
        let results = try Self.validate(try SchemaValidator.write(cases.map(\.json)))
        #expect(results.values.allSatisfy { $0 == nil }, "the schema now rejects a tree rule: mark the case schema: true")
        let description = try #require(Self.schema()["description"] as? String)
        for rule in ["unique ids", "cycle"] { #expect(description.contains(rule)) }
    }

    @Test("the schema lists exactly the decoder's fields for every node type", arguments: SceneNode.NodeType.allCases)
    func fieldsMatch(type: SceneNode.NodeType) throws {
        let definitions = try #require(Self.schema()["$defs"] as? [String: Any])
        let definition = try #require(definitions[type.rawValue] as? [String: Any])
        let properties = try #require(definition["properties"] as? [String: Any])
        #expect(Set(properties.keys) == type.fields)
        #expect(definition["additionalProperties"] as? Bool == false)
    }

    @Test("the schema's enumerations are the decoder's")
    func enumerationsMatch() throws {
        let definitions = try #require(Self.schema()["$defs"] as? [String: Any])
        func values(_ type: String, _ field: String) -> [String]? {
            (((definitions[type] as? [String: Any])?["properties"] as? [String: Any])?[field] as? [String: Any])?["enum"] as? [String]
        }
        #expect(values("element", "role") == SceneNode.Element.Role.allCases.map(\.rawValue))
        #expect(values("displace", "purpose") == SceneNode.Displace.Purpose.allCases.map(\.rawValue))
        #expect(values("presentation", "kind") == SceneNode.Presentation.Kind.allCases.map(\.rawValue))
        #expect(values("arrangement", "style") == SceneNode.Arrangement.Style.allCases.map(\.rawValue))
        #expect(values("arrangement", "edge") == SceneNode.Arrangement.Edge.allCases.map(\.rawValue))
        #expect((definitions["alignment"] as? [String: Any])?["enum"] as? [String] == SceneNode.Alignment.allCases.map(\.rawValue))
        #expect(((definitions["node"] as? [String: Any])?["properties"] as? [String: Any]).flatMap { ($0["type"] as? [String: Any])?["enum"] as? [String] }
                == SceneNode.NodeType.allCases.map(\.rawValue))
    }

    /// Runs the validator, recording a clear issue (and rethrowing) when Python is unavailable.
    static func validate(_ files: [URL]) throws -> [String: String?] {
        do {
            return try SchemaValidator.validate(files)
        } catch let error as PythonCheck.Unavailable {
            Issue.record("\(error)")
            throw error
        }
    }

    static func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: SchemaValidator.schemaURL)) as? [String: Any])
    }
}

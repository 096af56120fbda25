import Foundation
import FoldKit

/// Turns a scene file into a ``Scene``: parses it into a located tree, reads its structure, then
/// outlines it and checks its values and the tree rules in the outline's walk
/// (``SceneOutline/checked(_:source:)``). The phases:
/// 1. shape: UTF-8, size, depth, syntax (``StrictJSON/checkShape(_:)``), with line:column;
/// 2. structure, node by node in document order: known types and fields, JSON types, choices,
///    required members, whole numbers, percentages (each type's ``SceneNodeKind/read(_:)``);
/// 3. values (``SceneValueCheck``): ranges, counts, texts, ids, what a variant keeps — the checks a
///    scene built in code gets too;
/// 4. tree: id uniqueness (row ids included), counts, row-template limits, anchors and cycles.
/// A fault of a later phase is reported at its JSON path with line:column, as one of an earlier.
enum SceneDecoder {
    /// The members of the scene object.
    static let sceneFields: Set<String> = ["$schema", "name", "summary", "comment", "focus", "lint", "root"]

    /// How deep stacks and overlays nest within ``StrictJSON/maximumDepth``: the scene's object is
    /// one level and each node in a `children` array two more (the array and its object), so the
    /// `children` array of the *n*th nested stack is at level 2*n* + 1 ≤ 200: 99.
    static let maximumNestedStacks = (StrictJSON.maximumDepth - 1) / 2

    /// The nesting fault's note: the limit in the scene's terms.
    static let depthNote = " (stacks and overlays nest at most \(maximumNestedStacks) deep: each child takes two levels, the \"children\" array and its object)"

    /// Decodes and validates a scene file.
    /// - Throws: ``JSONInputError`` for the first fault, with its JSON path and line:column.
    static func decode(_ data: Data) throws(JSONInputError) -> Scene {
        try prepare(data).scene
    }

    /// Decodes, validates and outlines a scene file (``PreparedScene``).
    /// - Throws: ``JSONInputError`` for the first fault, with its JSON path and line:column.
    static func prepare(_ data: Data) throws(JSONInputError) -> PreparedScene {
        let tree = try JSONTreeParser.parse(data, depthNote: depthNote)
        do throws(SceneFault) {
            let scene = try readScene(tree)
            let (outline, fault) = SceneOutline.checked(scene, source: tree)
            if let fault { throw fault }
            return PreparedScene(scene: scene, outline: outline)
        } catch {
            throw error.inputError(tree: tree, data: data)
        }
    }

    /// Reads a `lint` object (the scene's or a node's): `{"disable": ["FK015", …]}`, each id one
    /// the format defines (``SceneLintOptions/ruleIDs``).
    static func readLint(_ field: Field) throws(SceneFault) -> SceneLintOptions {
        let object = try field.object()
        try object.rejectUnknown(SceneLintOptions.fields)
        var ids: [String] = []
        for element in try object.required("disable").array() { ids.append(try element.string()) }
        return SceneLintOptions(disable: ids)
    }

    /// Reads the scene object: `name`, `summary`, optional `comment`, `focus`, `lint` and `$schema`, `root`.
    static func readScene(_ tree: JSONTree) throws(SceneFault) -> Scene {
        let object = try FieldReader(tree, at: [])
        try object.rejectUnknown(sceneFields)
        if let schema = object.optional("$schema") { _ = try schema.string() }
        return Scene(name: try object.required("name").string(), summary: try object.required("summary").string(),
                     comment: try object.optional("comment")?.string(),
                     focus: try object.optional("focus")?.string(),
                     lint: try object.optional("lint").map { field throws(SceneFault) in try readLint(field) },
                     root: try readNode(try object.required("root")))
    }

    /// Reads one node: its type first (the fields it may have depend on it), then unknown
    /// fields, the id, the common fields and the type's own fields and children.
    static func readNode(_ field: Field) throws(SceneFault) -> SceneNode {
        let object = try field.object()
        let typeField = try object.required("type")
        let typeName = try typeField.string()
        guard let type = SceneNode.NodeType(rawValue: typeName) else {
            throw field.fault("unknown type \(SceneFault.unknownName(typeName, in: SceneNode.NodeType.allCases.map(\.rawValue)))")
        }
        try object.rejectUnknown(type.fields)
        var node = try readFields(type, object)
        node.standsFor = try object.optional("standsFor")?.string()
        if let field = object.optional("variants") { node.variants = try readVariants(field, of: node, base: object) }
        return node
    }

    /// Reads a node's fields and children from `object` (its `variants` and `standsFor` aside).
    static func readFields(_ type: SceneNode.NodeType, _ object: FieldReader) throws(SceneFault) -> SceneNode {
        let id = try object.required("id").string()
        var node = SceneNode(id: id, kind: .overlay(SceneNode.Overlay(children: [])))
        node.padding = try object.optional("padding")?.cgFloat() ?? 0
        node.ignoresSafeArea = try object.optional("ignoresSafeArea")?.bool() ?? false
        node.alignment = try object.optional("alignment")?.choice("alignment") ?? .center
        node.width = try object.optional("width")?.length()
        node.height = try object.optional("height")?.length()
        node.minWidth = try object.optional("minWidth")?.cgFloat()
        node.minHeight = try object.optional("minHeight")?.cgFloat()
        node.comment = try object.optional("comment")?.string()
        if let field = object.optional("lint") { node.lint = try readLint(field) }
        try readUILayer(object, into: &node)
        node.kind = try type.payloadType.readKind(object)
        return node
    }
}

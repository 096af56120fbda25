import Foundation
import FoldKit

/// Variants (SPEC 10.3, SCENE.md): `[{"when": CONDITION, "set": {FIELD: VALUE, …}}, …]`. Each
/// `set` is read as the node's own fields would be — the node's object with the set's members in
/// place of its own — so every field is read by its own rules and its errors name the set's path
/// (the value check reports a `set`'s values there too, ``SceneValueCheck/Location``); the
/// children stay the node's (they are read once).
extension SceneDecoder {
    /// Reads the variants of `node`, whose object is `base`.
    /// - Throws: ``SceneFault`` for an empty list, an unknown condition, a `set` that is empty,
    ///   touches a field variants keep (``SceneNode/fieldsVariantsKeep``), names an unknown field or
    ///   gives a value of the wrong JSON type — each at its JSON path.
    static func readVariants(_ field: Field, of node: SceneNode, base: FieldReader) throws(SceneFault) -> [SceneNode.Variant] {
        let elements = try field.array()
        guard !elements.isEmpty else { throw field.fault("must hold at least one variant") }
        var variants: [SceneNode.Variant] = []
        for element in elements {
            let object = try element.object()
            try object.rejectUnknown(["when", "set"])
            let condition = try readCondition(try object.required("when"))
            let setField = try object.required("set")
            let set = try setField.object()
            guard !set.members.isEmpty else { throw setField.fault("must set at least one field") }
            for member in set.members where SceneNode.fieldsVariantsKeep.contains(member.key) {
                throw SceneFault(path: set.path + [.key(member.key)], message: SceneValueRules.variantCannotSet(member.key))
            }
            try set.rejectUnknown(node.type.fields.subtracting(SceneNode.fieldsVariantsKeep))
            var variant = try readFields(node.type, merged(base, with: set, childFields: node.type.payloadType.childFields))
            variant.kind = variant.kind.payload.withChildren(ofKind: node.kind)
            variants.append(SceneNode.Variant(condition: condition, node: variant))
        }
        return variants
    }

    /// Reads a condition: an object with exactly one of ``SceneNode/Condition/keys``.
    static func readCondition(_ field: Field) throws(SceneFault) -> SceneNode.Condition {
        let object = try field.object()
        guard object.members.count == 1, let member = object.members.first else {
            throw field.fault("must name exactly one condition (\(SceneNode.Condition.keys.joined(separator: ", ")))")
        }
        let value = Field(tree: member.value, path: field.path + [.key(member.key)])
        switch member.key {
        case "horizontalSizeClass": return .horizontalSizeClass(try value.choice("size class"))
        case "stacked": return .stacked(try value.bool())
        case "splitShowsBoth": return .splitShowsBoth(try value.bool())
        default:
            throw value.fault("unknown condition \(SceneFault.unknownName(member.key, in: SceneNode.Condition.keys))")
        }
    }

    /// The node's object with `set`'s members in place of its own, its `variants` and `standsFor`
    /// left out, and its child fields (``SceneNodeKind/childFields``) replaced by an empty
    /// placeholder — an array by an empty array, a node by ``placeholder(at:)`` (the variant keeps
    /// the node's children; reading them again would cost as much as the subtree).
    static func merged(_ base: FieldReader, with set: FieldReader, childFields: [String]) -> FieldReader {
        let setKeys = Set(set.members.map(\.key))
        var members: [JSONTree.Member] = []
        for member in base.members where !setKeys.contains(member.key) && member.key != "variants" && member.key != "standsFor" {
            var kept = member
            if childFields.contains(member.key) {
                if case .array = member.value.value {
                    kept.value = JSONTree(value: .array([]), offset: member.value.offset)
                } else {
                    kept.value = placeholder(at: member.value.offset)
                }
            }
            members.append(kept)
        }
        var paths: [String: [JSONPathComponent]] = [:]
        for member in set.members {
            members.append(member)
            paths[member.key] = set.path + [.key(member.key)]
        }
        return FieldReader(members: members, path: base.path, memberPaths: paths)
    }

    /// `{"type": "element", "id": "_", "role": "other"}`: stands in for a child while a variant's
    /// fields are read.
    static func placeholder(at offset: Int) -> JSONTree {
        func member(_ key: String, _ text: String) -> JSONTree.Member {
            JSONTree.Member(key: key, keyOffset: offset, value: JSONTree(value: .string(text), offset: offset))
        }
        return JSONTree(value: .object([member("type", "element"), member("id", "_"), member("role", "other")]), offset: offset)
    }
}

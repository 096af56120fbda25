import Foundation
import Testing
import FoldKit
@testable import FoldKitScenes

/// Each node type's payload (``SceneNodeKind``) agrees with the dispatch in `SceneNode.swift` and
/// with itself: its type, its fields, its children listed two ways, what a variant keeps.
@Suite("Node kinds: one file per type, one dispatch")
struct SceneNodeKindTests {
    @Test("each type's payload type is that type's, and lists its child and kept fields among its own", arguments: SceneNode.NodeType.allCases)
    func payloadType(_ type: SceneNode.NodeType) {
        let payload = type.payloadType
        #expect(payload.nodeType == type)
        #expect(Set(payload.childFields).isSubset(of: payload.specificFields), "a child field is a field of the type")
        #expect(Set(payload.keptFields).isSubset(of: payload.specificFields), "a kept field is a field of the type")
        #expect(Set(payload.keptFields + payload.childFields).isSubset(of: SceneNode.fieldsVariantsKeep))
    }

    @Test("the fields variants keep are the node's identity, its children and the relations and UI layer the tree declares [SPEC 10.3]")
    func fieldsVariantsKeep() {
        #expect(SceneNode.fieldsVariantsKeep == [
            "type", "id", "variants", "standsFor", "anchor", "group", "title", "toolbar", "lint",
            "tabs", "more", "action", "selected",
            "children", "primary", "secondary", "list", "detail", "content", "child", "row",
        ])
    }

    @Test("every node of the built-in scenes: its payload is its kind, its children come in one order with steps in its child fields",
          arguments: Scene.builtInIDs)
    func builtInNodes(id: String) throws {
        var pending = [try Scene.builtIn(id).root]
        while let node = pending.popLast() {
            let payload = node.kind.payload
            #expect(payload.nodeKind == node.kind)
            #expect(type(of: payload).nodeType == node.type)
            var visited: [SceneNode] = []
            node.forEachChild { visited.append($0) }
            #expect(visited == node.children.map(\.node), "\(node.id): forEachChild and children agree")
            for (step, _) in node.children {
                guard case .key(let key)? = step.first else { Issue.record("\(node.id): a step without a member"); continue }
                #expect(type(of: payload).childFields.contains(key), "\(node.id): \(key) is a child field")
            }
            #expect(payload.withChildren(ofKind: node.kind) == node.kind, "a kind keeps its own children")
            pending += node.children.map(\.node)
        }
    }
}

import Foundation

extension SceneFieldsContent {
    /// This value with `change` made to its node's payload when the node is of `type`'s kind, the
    /// one way the builder's type-specific modifiers set a field.
    func withPayload<Payload: SceneNodeKind>(_ type: Payload.Type, _ change: (inout Payload) -> Void) -> Self {
        guard var payload = sceneNode.kind.payload as? Payload else { return self }
        change(&payload)
        var copy = self
        copy.sceneNode.kind = payload.nodeKind
        return copy
    }
}

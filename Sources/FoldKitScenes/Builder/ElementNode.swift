import Foundation
import FoldKit

/// A leaf of a scene written in Swift: a control, text, image, map… (SCENE.md `element`, SPEC 8.1).
///
/// Example (Mail): `ElementNode("reply-field", role: .textField, label: "Reply").frame(height: 44).padding(8)`.
public struct ElementNode: SceneFieldsContent {
    /// The node built so far.
    public var sceneNode: SceneNode

    /// Creates an element; it is interactive when its role is by default
    /// (``SceneNode/Element/Role/isInteractiveByDefault``) and not important.
    public init(_ id: String, role: SceneNode.Element.Role, label: String? = nil) {
        sceneNode = SceneNode(id: id, kind: .element(SceneNode.Element(role: role, label: label)))
    }

    /// Sets whether people touch it (SCENE.md `interactive`); lint keeps interactive elements off
    /// divisions and in the safe area.
    public func interactive(_ isInteractive: Bool = true) -> Self { withPayload(SceneNode.Element.self) { $0.isInteractive = isInteractive } }

    /// Sets whether it must stay visible and unobstructed (SCENE.md `important`).
    public func important(_ isImportant: Bool = true) -> Self { withPayload(SceneNode.Element.self) { $0.isImportant = isImportant } }

    /// Sets the text the storyboard shows for it (SCENE.md `label`).
    public func label(_ label: String) -> Self { withPayload(SceneNode.Element.self) { $0.label = label } }
}

import Foundation
import FoldKit

/// A node moved by purpose when the device folds, in a scene written in Swift (SCENE.md
/// `displace`, SPEC 5 [S1]).
public struct DisplaceNode: SceneFieldsContent {
    /// The node built so far.
    public var sceneNode: SceneNode

    /// Creates a displacement of `child` by `purpose`; members of one `group` move together, a
    /// contextual one stays with its `anchor`, and `anticipatesFold` keeps clear of an inactive
    /// fold too.
    public init(_ id: String, purpose: DisplacementPurpose, group: String? = nil, anchor: String? = nil, anticipatesFold: Bool = false,
                @SceneChildBuilder child: () -> SceneNode) {
        sceneNode = SceneNode(id: id, kind: .displace(SceneNode.Displace(purpose: purpose, group: group, anchor: anchor,
                                                                         anticipatesFold: anticipatesFold, child: child())))
    }
}

/// An alert, action sheet, popover, menu or toast placed in window coordinates, in a scene written
/// in Swift (SCENE.md `presentation`, SPEC 7); its size is the node's frame, in points.
public struct PresentationNode: SceneFieldsContent {
    /// The node built so far.
    public var sceneNode: SceneNode

    /// Creates an opaque presentation; popovers and menus need an `anchor` (a node or row id).
    public init(_ id: String, kind: PresentationKind, anchor: String? = nil, label: String? = nil) {
        sceneNode = SceneNode(id: id, kind: .presentation(SceneNode.Presentation(kind: kind, anchor: anchor, label: label)))
    }

    /// Creates a presentation showing `content` laid out inside its frame.
    public init(_ id: String, kind: PresentationKind, anchor: String? = nil, label: String? = nil,
                @SceneChildBuilder content: () -> SceneNode) {
        sceneNode = SceneNode(id: id, kind: .presentation(SceneNode.Presentation(kind: kind, anchor: anchor, label: label, content: content())))
    }
}

import Foundation
import FoldKit
import FoldKitScenes

extension PanelNode {
    /// The panel node of a laid-out scene node: what shows at scroll offset 0.
    ///
    /// The frame is the node's visible frame (clipped to the scroll views around it; window
    /// coordinates, physical), so a row scrolled out of view is not drawn. The role is the element
    /// role, the container type, `row` or `cell`, and a presentation's kind (`alert`, `menu`, …);
    /// containers are drawn as outlines, presentations opaque.
    public init(_ node: SceneLayoutNode) {
        var role = node.role.name
        var style = Style.leaf
        if case .node = node.role { style = .container }
        if case .presentation(let kind, _, _) = node.details { (role, style) = (kind.rawValue, .presentation) }
        self.init(id: node.id, role: role, label: node.label, frame: node.visibleFrame, isVisible: node.visibleFrame != nil,
                  zIndex: node.zIndex, interactive: node.isInteractive, important: node.isImportant, region: node.region.rawValue,
                  style: style, parent: node.parentID)
    }
}

extension PanelContent {
    /// The nodes of `layout` in document order and its system bars, without findings.
    public init(_ layout: SceneLayoutResult) {
        self.init(nodes: layout.nodes.map(PanelNode.init), bars: layout.bars)
    }
}

import FoldKit
import FoldKitScenes

/// What the rules read: one scene laid out on one device in each of several postures.
struct LintInput: Sendable {
    /// The scene.
    let scene: Scene
    /// The panels, in posture order.
    let panels: [LintPanel]
    /// The anchor each displacement names (displace id → anchor id), from the scene (anchors
    /// cannot sit in row templates, so ids need no suffix).
    let anchors: [String: String]
    /// Every laid-out id with its first position in document order across panels (sorting).
    let order: [String: Int]

    /// Creates the input, indexing anchors and document order. O(*p*·*n*).
    init(scene: Scene, panels: [LintPanel]) {
        self.scene = scene
        self.panels = panels
        var anchors: [String: String] = [:]
        func visit(_ node: SceneNode) {
            if case .displace(let displace) = node.kind, let anchor = displace.anchor { anchors[node.id] = anchor }
            for child in node.children { visit(child.node) }
        }
        visit(scene.root)
        self.anchors = anchors
        var order: [String: Int] = [:]
        for panel in panels {
            for node in panel.layout.nodes where order[node.id] == nil { order[node.id] = order.count }
        }
        self.order = order
    }
}

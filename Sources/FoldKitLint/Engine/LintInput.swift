import FoldKit
import FoldKitScenes

/// What the rules read: one scene laid out on one device in each of several postures, with the
/// ids of all panels numbered once so that rules comparing postures work on arrays.
struct LintInput: Sendable {
    /// The scene.
    let scene: Scene
    /// The panels, in posture order.
    let panels: [LintPanel]
    /// The anchor each displacement names (displace id → anchor id), from the scene (anchors
    /// cannot sit in row templates, so ids need no suffix).
    let anchors: [String: String]
    /// The root tab view's bar as the scene declares it (the model the layout places, SPEC 9);
    /// nil for a scene without a tab view.
    let tabBar: TabBarModel?
    /// The UI layer's action ids in declaration order — tabs, the tab-bar action, then toolbar
    /// items in document order (each once), then More — for findings on a bar item or a tab,
    /// which are not laid-out nodes.
    let actionOrder: [String: Int]
    /// Every laid-out id with its position: first appearance in document order across panels.
    let order: [String: Int]
    /// For each panel, the position in ``order`` of each of its nodes.
    let positions: [[Int]]

    /// Creates the input, indexing anchors and positions.
    /// - Complexity: O(*p*·*n*) for *p* panels of *n* nodes; ids are hashed only where a panel's
    ///   nodes differ from the first panel's at the same index (the same scene lays out the same
    ///   ids in every posture, so usually only the first panel's are).
    init(scene: Scene, panels: [LintPanel]) {
        self.scene = scene
        self.panels = panels
        var anchors: [String: String] = [:]
        var actionOrder: [String: Int] = [:]
        func declare(_ id: String) { if actionOrder[id] == nil { actionOrder[id] = actionOrder.count } }
        func visit(_ node: SceneNode) {
            if case .displace(let displace) = node.kind, let anchor = displace.anchor { anchors[node.id] = anchor }
            if case .tabView(let tabView) = node.kind {
                tabView.bar.tabs.forEach { declare($0.action.id) }
                tabView.bar.action.map { declare($0.id) }
            }
            node.toolbar.forEach { declare($0.action.id) }
            for child in node.children { visit(child.node) }
        }
        visit(scene.root)
        if !actionOrder.isEmpty { declare(SystemBarItem.moreID) }
        self.anchors = anchors
        self.actionOrder = actionOrder
        if case .tabView(let tabView) = scene.root.kind { tabBar = tabView.bar } else { tabBar = nil }
        var order: [String: Int] = [:]
        var positions: [[Int]] = []
        let reference = panels.first?.layout.nodes ?? []
        for panel in panels {
            var mapped: [Int] = []
            mapped.reserveCapacity(panel.layout.nodes.count)
            for (index, node) in panel.layout.nodes.enumerated() {
                if let first = positions.first, index < reference.count, reference[index].id == node.id {
                    mapped.append(first[index])
                } else if let position = order[node.id] {
                    mapped.append(position)
                } else {
                    order[node.id] = order.count
                    mapped.append(order.count - 1)
                }
            }
            positions.append(mapped)
        }
        self.order = order
        self.positions = positions
    }

    /// Where a finding on `id` sorts: a laid-out node by its place in the document, then the UI
    /// layer's actions in declaration order; anything else last.
    func sortPosition(of id: String) -> Int {
        if let position = order[id] { return position }
        if let position = actionOrder[id] { return order.count + position }
        return .max
    }
}

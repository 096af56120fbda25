import FoldKit
import FoldKitScenes

/// What the rules read: one scene laid out on one device in each of several postures, with the
/// ids of all panels numbered once so that rules comparing postures work on arrays.
///
/// The scene's relations — anchors, the tab view's bar, the UI layer's actions — are its
/// outline's (``PreparedScene``): nothing here walks the scene's tree.
struct LintInput: Sendable {
    /// The scene.
    let scene: PreparedScene
    /// The panels, in posture order.
    let panels: [LintPanel]
    /// The anchor each displacement names (displace id → anchor id), from the outline (anchors
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

    /// Creates the input, indexing positions.
    /// - Complexity: O(*p*·*n*) for *p* panels of *n* nodes; ids are hashed only where a panel's
    ///   nodes differ from the first panel's at the same index (the same scene lays out the same
    ///   ids in every posture, so usually only the first panel's are).
    init(scene: PreparedScene, panels: [LintPanel]) {
        self.scene = scene
        self.panels = panels
        let outline = scene.outline
        var anchors: [String: String] = [:]
        for (position, anchor) in outline.anchors where outline.entries[position].role == .node(.displace) {
            anchors[outline.entries[position].id] = anchor
        }
        self.anchors = anchors
        self.actionOrder = outline.actionOrder
        tabBar = scene.scene.root.type == .tabView ? outline.tabBar : nil
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

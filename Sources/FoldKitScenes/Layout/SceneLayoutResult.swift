import Foundation
import FoldKit

/// A scene laid out in one device state: every node, in document order (rows and cells
/// expanded in place), with frames in window coordinates (SPEC 8.1).
public struct SceneLayoutResult: Sendable, Hashable {
    /// The scene's name.
    public var sceneName: String
    /// The window's bounds: origin (0, 0), the window's size, points.
    public var bounds: CGRect
    /// The layout direction the scene was laid out for.
    public var layoutDirection: LayoutDirection
    /// Every node, parents before children, siblings in document order.
    public var nodes: [SceneLayoutNode] {
        didSet {
            nodesFollowOutline = false
            index = IDIndex()
        }
    }
    /// Where the system put the UI layer (SPEC 9). Every scene has one — the strip, the status bar
    /// and a pushed screen's back item are the system's (amended 2026-12-02); nil only for a
    /// result built by hand.
    public var uiLayerMode: UILayerMode?
    /// The system bars with their items, window coordinates (SPEC 9; CLI.md `bars`); empty for a
    /// scene without a UI layer.
    public var bars: [SystemBar] = []
    /// The outline of the scene laid out (``PreparedScene``); nil for a result built by hand.
    /// Lint and the storyboard read the scene's relations here.
    package private(set) var outline: SceneOutline?
    /// Whether ``nodes`` are the layout's, at the outline's positions (no one changed them since):
    /// ids are then looked up in the outline.
    private var nodesFollowOutline = false
    /// The position of each id otherwise, built on the first lookup (most callers never look one
    /// up); nil while the nodes follow the outline.
    private var index: IDIndex? = IDIndex()

    /// Creates a result; ids must be unique (the first of a repeated id wins for lookup).
    public init(sceneName: String, bounds: CGRect, layoutDirection: LayoutDirection, nodes: [SceneLayoutNode]) {
        self.sceneName = sceneName
        self.bounds = bounds
        self.layoutDirection = layoutDirection
        self.nodes = nodes
    }

    /// A result of a layout of a prepared scene, its nodes at the outline's positions.
    init(sceneName: String, bounds: CGRect, layoutDirection: LayoutDirection, nodes: [SceneLayoutNode], outline: SceneOutline) {
        self.sceneName = sceneName
        self.bounds = bounds
        self.layoutDirection = layoutDirection
        self.nodes = nodes
        self.outline = outline
        nodesFollowOutline = true
        index = nil
    }

    /// The node with `id`, nil when there is none.
    /// - Complexity: O(1) for a layout's result (its outline knows every id's position); for a
    ///   result built or changed by hand, O(1) after the first lookup, which indexes every node, O(*n*).
    public subscript(id: String) -> SceneLayoutNode? {
        if nodesFollowOutline, let outline { return outline.position(of: id).map { nodes[$0] } }
        return index?.position(of: id, in: nodes).map { nodes[$0] }
    }

    /// The ids of all nodes, in order.
    public var ids: [String] { nodes.map(\.id) }

    public static func == (lhs: SceneLayoutResult, rhs: SceneLayoutResult) -> Bool {
        lhs.sceneName == rhs.sceneName && lhs.bounds == rhs.bounds && lhs.layoutDirection == rhs.layoutDirection
            && lhs.nodes == rhs.nodes && lhs.uiLayerMode == rhs.uiLayerMode && lhs.bars == rhs.bars
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(sceneName)
        hasher.combine(bounds.minX)
        hasher.combine(bounds.minY)
        hasher.combine(bounds.width)
        hasher.combine(bounds.height)
        hasher.combine(layoutDirection)
        hasher.combine(nodes)
        hasher.combine(bars)
    }
}

/// A lazily built map from node id to position, shared by copies of one result (it depends on
/// the nodes only, and a result whose nodes change gets a new one).
private final class IDIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var positions: [String: Int]?

    /// The position of the first node with `id`; builds the map on first use (thread-safe).
    func position(of id: String, in nodes: [SceneLayoutNode]) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if positions == nil {
            var map: [String: Int] = [:]
            map.reserveCapacity(nodes.count)
            for (offset, node) in nodes.enumerated().reversed() { map[node.id] = offset }
            positions = map
        }
        return positions?[id]
    }
}

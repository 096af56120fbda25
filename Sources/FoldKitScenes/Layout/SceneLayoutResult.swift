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
    public var nodes: [SceneLayoutNode]
    /// How many layout passes anchors and displacement took (1 without either).
    public var passes: Int
    private var indexByID: [String: Int]

    /// Creates a result; ids must be unique (the first of a repeated id wins for lookup).
    public init(sceneName: String, bounds: CGRect, layoutDirection: LayoutDirection, nodes: [SceneLayoutNode], passes: Int = 1) {
        self.sceneName = sceneName
        self.bounds = bounds
        self.layoutDirection = layoutDirection
        self.nodes = nodes
        self.passes = passes
        var index: [String: Int] = [:]
        index.reserveCapacity(nodes.count)
        for (offset, node) in nodes.enumerated() where index[node.id] == nil { index[node.id] = offset }
        indexByID = index
    }

    /// The node with `id`, nil when there is none. O(1).
    public subscript(id: String) -> SceneLayoutNode? { indexByID[id].map { nodes[$0] } }

    /// The ids of all nodes, in order.
    public var ids: [String] { nodes.map(\.id) }
}

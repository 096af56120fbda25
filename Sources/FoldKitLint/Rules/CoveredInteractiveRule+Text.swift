import Foundation
import FoldKit
import FoldKitScenes

extension CoveredInteractiveRule {
    /// The fix, by the container. An overlay's layers are placed by the scene: move the node clear
    /// of the leaf, or into a layer in front of it. An overlaid arrangement places its primary
    /// itself, at its edge: pad the secondary's content there, or split the views.
    static func fix(_ cover: Cover, in panel: LintPanel) -> String {
        let nodes = panel.layout.nodes
        let container = nodes[cover.layer.container]
        if container.role == .node(.overlay) {
            return "move it out from under \(LintText.name(cover.leaf)) (another alignment or padding), or into a layer of \(LintText.name(container)) after layer \(cover.layer.rank + 1), so it is drawn in front"
        }
        let split = "make \(LintText.name(container)) a split so neither view covers the other"
        let primary = cover.leaf.parentID == container.id ? cover.leaf
            : LintTree.nearestAncestor(of: cover.leaf, in: panel.layout) { $0.parentID == container.id }
        guard let inner = primary?.frame, let outer = container.frame, let (side, depth) = edge(of: inner, in: outer) else {
            return "keep it clear of the primary, or " + split
        }
        return "pad the secondary's content \(LintText.points(depth)) at the \(LintText.side(side, panel.layoutDirection)) edge, clear of the primary, or " + split
    }

    /// The edge of `container` to pad so content clears `primary`: the one needing the least
    /// padding (ties: bottom, top, left, right), with that padding, points; nil when every edge
    /// would need the container's whole extent (the primary fills it).
    static func edge(of primary: CGRect, in container: CGRect) -> (side: PhysicalSide, depth: CGFloat)? {
        let sides: [(side: PhysicalSide, depth: CGFloat)] = [
            (.bottom, container.maxY - primary.minY), (.top, primary.maxY - container.minY),
            (.left, primary.maxX - container.minX), (.right, container.maxX - primary.minX),
        ]
        let extent = { (side: PhysicalSide) in side == .top || side == .bottom ? container.height : container.width }
        return sides.filter { $0.depth > LintGeometry.tolerance && $0.depth < extent($0.side) }.min { $0.depth < $1.depth }
    }

    /// Where a covering leaf lies: `layer 2 of overlay 'player'`, or `the primary of arrangement
    /// 'reader' (stacked over the secondary)`.
    static func place(of layer: Layer, in nodes: [SceneLayoutNode]) -> String {
        let container = nodes[layer.container]
        if container.role == .node(.overlay) { return "layer \(layer.rank + 1) of \(LintText.name(container))" }
        return "the primary of \(LintText.name(container)) (stacked over the secondary)"
    }
}

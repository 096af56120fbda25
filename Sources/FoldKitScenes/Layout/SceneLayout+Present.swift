import Foundation
import FoldKit

extension SceneLayout {
    /// The presentation pass: places every presentation the walk met — in document order, a
    /// presentation after the one whose content holds its anchor — each beside its anchor where
    /// it ends up (SPEC 7), then solves the displacements inside them (``displace(_:)``).
    ///
    /// Presentations are out of flow: their frames depend on their anchors and the space, never
    /// on their slots, and they stack above all content at the outline's levels, so placing them
    /// last changes nothing but what they read. One inside another's content is met when that
    /// one is placed, and placed after it.
    /// - Complexity: O(*p*·*d*) for *p* presentations whose anchors lie *d* deep, plus one
    ///   placement each.
    static func present(_ walk: inout SceneLayoutWalk) {
        var placed = Set<Int>()
        var index = 0
        while index < walk.presentations.count {
            let next = walk.presentations[index]
            index += 1
            guard !placed.contains(next.position) else { continue }
            // The presentation whose content holds this one's anchor goes first.
            if let holder = pendingHolder(of: next.node, besides: next.position, in: walk, placed: placed),
               let entry = walk.presentations.first(where: { $0.position == holder }) {
                placed.insert(holder)
                walk.placePresentation(entry.node, at: entry.position, env: entry.env)
            }
            placed.insert(next.position)
            walk.placePresentation(next.node, at: next.position, env: next.env)
        }
        displace(&walk)
    }

    /// The position of a presentation not placed yet whose subtree holds `node`'s anchor, other
    /// than the one at `position`; nil when there is none.
    private static func pendingHolder(of node: SceneNode, besides position: Int, in walk: SceneLayoutWalk, placed: Set<Int>) -> Int? {
        guard let anchor = node.anchor, let target = walk.outline.anchorTargets[anchor] else { return nil }
        var current = target
        while current >= 0 {
            if current != position, walk.outline.entries[current].role == .node(.presentation), !placed.contains(current),
               walk.presentations.contains(where: { $0.position == current }) {
                return current
            }
            current = walk.outline.entries[current].parent
        }
        return nil
    }
}

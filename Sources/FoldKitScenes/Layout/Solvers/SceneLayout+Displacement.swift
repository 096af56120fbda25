import Foundation
import FoldKit

/// One displacement as the walk met it and the displacement solver sees it (SPEC 5), window
/// coordinates.
struct SceneDisplacementItem {
    /// The displace node's position in the outline; its child is at the next.
    var position: Int
    /// The displace node's child (as declared: its variants apply where it is placed).
    var child: SceneNode
    /// Where the walk met it: the child is placed again in this environment when it moves.
    var env: SceneLayoutWalk.Environment
    /// Why it moves.
    var purpose: SceneNode.Displace.Purpose
    /// Its group (row suffix included), nil when it stands alone.
    var group: String?
    /// The id of its anchor (contextual only).
    var anchor: String?
    /// Whether it keeps clear of an inactive fold too (SPEC 5.2).
    var anticipatesFold = false
    /// The child's padding, points: it moves with the child.
    var padding: CGFloat
    /// The child's frame in its slot (undisplaced).
    var childFrame: CGRect
    /// Its anchor's frame where it is placed when the group is solved, nil when unknown or
    /// hidden (set by ``SceneLayout/displace(_:)``).
    var anchorFrame: CGRect?

    /// The child's frame in its slot grown by its padding: what the solver moves.
    var originalFrame: CGRect { childFrame.insetBy(dx: -padding, dy: -padding) }
}

extension SceneLayout {
    /// Returns the new frame of each member of one displacement group (or of one ungrouped
    /// displacement), in `items` order, window coordinates (SPEC 5).
    ///
    /// One member is solved by ``Displacement/solve(_:)->DisplacementResult``, several by
    /// ``Displacement/solve(_:)-(DisplacementGroupRequest)``: a member moves only when the group
    /// intersects an active region's frame, by purpose and posture, together and not too far;
    /// scrolling content never moves. The container is the window's safe area less the margins
    /// the group kept from its edges (``keptMargins(_:in:)``), so a displaced child may leave its
    /// parent's slot for another region but does not move flush to an edge it kept clear of. A group takes its first member's
    /// purpose and the first anchor frame any member knows (its members SHOULD agree), and
    /// anticipates the fold when any member does. Frames the solver refuses (<doc:InvalidInput>)
    /// stay where they are.
    /// - Complexity: one solve, O(*m*·*r*) for *m* members and *r* regions.
    static func layoutDisplacementGroup(_ items: [SceneDisplacementItem], context: SceneLayoutContext) -> [CGRect] {
        guard let first = items.first else { return [] }
        let anchor = items.lazy.compactMap(\.anchorFrame).first
        let space = displacementSpace(context)
        let container = keptMargins(items.map(\.originalFrame), in: space.safeAreaFrame)
        if items.count == 1 {
            let request = DisplacementRequest(space: space, frame: first.originalFrame, purpose: first.purpose,
                                              anchor: anchor, container: container, anticipatesFold: first.anticipatesFold)
            return [(try? Displacement.solve(request))?.frame ?? first.originalFrame]
        }
        let request = DisplacementGroupRequest(space: space, frames: items.map(\.originalFrame), purpose: first.purpose,
                                               anchor: anchor, container: container, anticipatesFold: items.contains(where: \.anticipatesFold))
        return (try? Displacement.solve(request))?.members.map(\.frame) ?? items.map(\.originalFrame)
    }

    /// The space displaced content moves in: the window's, or with the keyboard up the part above
    /// it (``KeyboardPlacement/clearance``, SPEC 10.2) — the keyboard covers the rest, so in
    /// tabletop an `interactive` element stays above the fold rather than going to the bottom
    /// region under the keyboard. Window coordinates either way (the part starts at the window's
    /// top-left corner).
    /// - Complexity: O(*r*) for *r* regions.
    static func displacementSpace(_ context: SceneLayoutContext) -> LayoutSpace {
        guard let keyboard = context.uiLayer?.keyboard, keyboard.clearance > 0, keyboard.clearance < context.space.bounds.maxY else {
            return context.space
        }
        let bounds = context.space.bounds
        return context.space.confined(to: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: keyboard.clearance - bounds.minY))
    }

    /// The largest margin from a safe-area edge a displaced group keeps, points: a screen's
    /// padding, not the place of an element in the middle of the screen.
    static let keptMarginLimit: CGFloat = 32

    /// `safe` inset at each edge by the margin the union of `frames` keeps from it when that
    /// margin is positive and at most ``keptMarginLimit`` (a padded stack's 16 pt), else not: a
    /// button 16 pt from the window's sides stays 16 pt from them in the region it moves to.
    /// - Complexity: O(*m*) for *m* frames.
    static func keptMargins(_ frames: [CGRect], in safe: CGRect) -> CGRect {
        guard var union = frames.first, safe.isFiniteRect else { return safe }
        for frame in frames.dropFirst() { union = union.union(frame) }
        func margin(_ distance: CGFloat) -> CGFloat { distance > 1e-9 && distance <= keptMarginLimit ? distance : 0 }
        let left = margin(union.minX - safe.minX), right = margin(safe.maxX - union.maxX)
        let top = margin(union.minY - safe.minY), bottom = margin(safe.maxY - union.maxY)
        return CGRect(x: safe.minX + left, y: safe.minY + top, width: max(0, safe.width - left - right), height: max(0, safe.height - top - bottom))
    }
}

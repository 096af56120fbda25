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
    /// scrolling content never moves. The container is the window's safe area, so a displaced
    /// child may leave its parent's slot for another region. A group takes its first member's
    /// purpose and the first anchor frame any member knows (its members SHOULD agree), and
    /// anticipates the fold when any member does. Frames the solver refuses (<doc:InvalidInput>)
    /// stay where they are.
    /// - Complexity: one solve, O(*m*·*r*) for *m* members and *r* regions.
    static func layoutDisplacementGroup(_ items: [SceneDisplacementItem], context: SceneLayoutContext) -> [CGRect] {
        guard let first = items.first else { return [] }
        let anchor = items.lazy.compactMap(\.anchorFrame).first
        if items.count == 1 {
            let request = DisplacementRequest(space: context.space, frame: first.originalFrame, purpose: first.purpose,
                                              anchor: anchor, anticipatesFold: first.anticipatesFold)
            return [(try? Displacement.solve(request))?.frame ?? first.originalFrame]
        }
        let request = DisplacementGroupRequest(space: context.space, frames: items.map(\.originalFrame), purpose: first.purpose,
                                               anchor: anchor, anticipatesFold: items.contains(where: \.anticipatesFold))
        return (try? Displacement.solve(request))?.members.map(\.frame) ?? items.map(\.originalFrame)
    }
}

import Foundation
import FoldKit

/// One displaced node as the displacement solver sees it (SPEC 5), window coordinates.
struct SceneDisplacementItem: Sendable, Hashable {
    /// The displace node's id (row suffix included).
    var id: String
    /// Why it moves.
    var purpose: SceneNode.Displace.Purpose
    /// Its group (row suffix included), nil when it stands alone.
    var group: String?
    /// Its anchor's frame from the previous pass (contextual only), nil when unknown.
    var anchorFrame: CGRect?
    /// The displace node's frame: where the child would sit undisplaced, with its own size.
    var container: CGRect
    /// The child's frame in place (undisplaced).
    var originalFrame: CGRect
}

extension SceneLayout {
    /// EXTENSION POINT (SPEC 5): returns the new frame of each member of one displacement group
    /// (or of one ungrouped displacement), in `items` order, window coordinates.
    ///
    /// The real solver moves a member only when it intersects an active region's frame, by
    /// purpose and posture (book: transient to the outer display's side, others to the region
    /// holding most of them; tabletop: far-viewing up, interactive down; contextual stays with
    /// its anchor; scrolling never moves), moves a group together and not too far, keeps the size
    /// when it fits the region (minus the safe area), else shrinks it.
    static func layoutDisplacementGroup(_ items: [SceneDisplacementItem], context: SceneLayoutContext) -> [CGRect] {
        // INTERIM: replaced by DisplacementSolver when the solver lands.
        // Nothing moves: every member stays at its undisplaced frame.
        items.map(\.originalFrame)
    }
}

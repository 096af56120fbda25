import Foundation
import FoldKit

/// Anchors within a pass: a presentation reads its anchor's frame from this pass when the anchor
/// came first, else from the previous pass; the pass reports the anchors' frames it found.
extension SceneLayoutBuilder {
    /// The frame of `anchor` for a presentation: this pass's when the anchor was recorded
    /// already (and shown), else the previous pass's (noted in ``earlierAnchorReads``).
    mutating func anchorFrame(of anchor: String) -> CGRect? {
        if let position = outline.anchorTargets[anchor], position < nodes.count, let frame = nodes[position].frame { return frame }
        let earlier = context.anchorFrames[anchor]
        earlierAnchorReads[anchor] = .some(earlier)
        return earlier
    }

    /// Whether what this pass read of anchors from the previous one is what it found itself:
    /// `anchors` are this pass's anchor frames.
    func readsSettled(with anchors: [String: CGRect]) -> Bool {
        earlierAnchorReads.allSatisfy { anchors[$0.key] == $0.value }
    }

    /// The frames of the anchors (for the next pass and the displacement solver): each anchor's
    /// node, the first with its id, when it is shown.
    /// - Complexity: O(*a*) for *a* anchors, read at their positions in the outline; O(*n*) for
    ///   *n* nodes in a scene too large for its outline; nothing without anchors.
    func frames(of anchors: Set<String>) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        guard !anchors.isEmpty else { return frames }
        guard outline.ids.count < SceneLayoutOutline.capacityLimit else {
            var seen = Set<String>()
            for node in nodes where anchors.contains(node.id) && seen.insert(node.id).inserted {
                if let frame = node.frame { frames[node.id] = frame }
            }
            return frames
        }
        for (anchor, position) in outline.anchorTargets where position < nodes.count {
            if let frame = nodes[position].frame { frames[anchor] = frame }
        }
        return frames
    }
}

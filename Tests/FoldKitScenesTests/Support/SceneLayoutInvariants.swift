import Foundation
import FoldKit
@testable import FoldKitScenes

extension SceneLayoutResult {
    /// The ways this result breaks the scene layout's contract in `space`, one message each
    /// naming the node and its numbers (STYLE 7); empty when it holds:
    /// - every frame is finite with a non-negative size;
    /// - what is on screen (the visible frame) lies inside the window; content that does not
    ///   scroll lies inside the window entirely;
    /// - every interactive node on screen lies inside the safe area and intersects no active
    ///   region's frame (SPEC 3.2: keeping controls out of `frame` is enough), scrolling rows
    ///   included: a row whose controls meet the crease must lay itself out with it (SPEC 6);
    /// - a hidden node has no frame, no visible frame and hidden descendants; ids are unique.
    func invariantViolations(in space: LayoutSpace) -> [String] {
        var violations: [String] = []
        var hidden = Set<String>()
        var seen = Set<String>()
        for node in nodes {
            let name = "\(node.role.name) '\(node.id)'"
            if !seen.insert(node.id).inserted { violations.append("\(name) appears twice") }
            if let parent = node.parentID, hidden.contains(parent), node.isVisible { violations.append("\(name) is visible inside hidden '\(parent)'") }
            guard let frame = node.frame else {
                hidden.insert(node.id)
                if node.visibleFrame != nil || node.isVisible { violations.append("\(name) is hidden but has a visible frame") }
                continue
            }
            if !frame.isFiniteRect || frame.width < 0 || frame.height < 0 { violations.append("\(name) frame \(Format.rect(frame)) is not a finite, non-negative rect") }
            if let shown = node.visibleFrame, !bounds.containsRect(shown, tolerance: 1e-9) {
                violations.append("\(name) visible frame \(Format.rect(shown)) extends beyond the window \(Format.rect(bounds))")
            }
            if !node.isScrollingContent, !bounds.containsRect(frame, tolerance: 1e-9) {
                violations.append("\(name) frame \(Format.rect(frame)) extends beyond the window \(Format.rect(bounds))")
            }
            if node.isInteractive, let shown = node.visibleFrame, !space.safeAreaFrame.containsRect(shown, tolerance: 1e-9) {
                violations.append("interactive \(name) \(Format.rect(shown)) lies outside the safe area \(Format.rect(space.safeAreaFrame))")
            }
            if node.isInteractive, let shown = node.visibleFrame {
                for region in space.regions where region.isActive && region.frame.intersectsInterior(of: shown) {
                    violations.append("interactive \(name) \(Format.rect(shown)) intersects \(region.kind.rawValue) '\(region.id)' \(Format.rect(region.frame))")
                }
            }
        }
        return violations
    }
}

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
    ///   region's frame (SPEC 3.2: keeping controls out of `frame` is enough), except a list row
    ///   itself (a row may straddle the fold; the controls inside it may not, SPEC 6) and
    ///   scrolling content under a region that scrolling carries it past (a division running side
    ///   to side, or an occlusion); scrolling content may run past the safe area, which its content
///   insets clear (SPEC 9, amended 2026-12-02: it reaches the window's edges under the bars);
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
            if node.isInteractive, !node.isScrollingContent, let shown = node.visibleFrame, !space.safeAreaFrame.containsRect(shown, tolerance: 1e-9) {
                violations.append("interactive \(name) \(Format.rect(shown)) lies outside the safe area \(Format.rect(space.safeAreaFrame))")
            }
            if node.isInteractive, let shown = node.visibleFrame, !isRow(node) {
                for region in space.regions where region.isActive && region.frame.intersectsInterior(of: shown)
                    && !(node.isScrollingContent && scrollsPast(region)) {
                    violations.append("interactive \(name) \(Format.rect(shown)) intersects \(region.kind.rawValue) '\(region.id)' \(Format.rect(region.frame))")
                }
            }
        }
        return violations
    }

    /// Whether `node` is a list row (a template's root or a plain row).
    func isRow(_ node: SceneLayoutNode) -> Bool {
        node.parentID.flatMap { self[$0]?.role } == .node(.list)
    }

    /// Whether vertically scrolling content passes `region` by scrolling: an occlusion, or a
    /// division running side to side (a tabletop fold).
    func scrollsPast(_ region: ReservedRegion) -> Bool {
        region.kind == .occlusion || region.frame.width > region.frame.height
    }
}

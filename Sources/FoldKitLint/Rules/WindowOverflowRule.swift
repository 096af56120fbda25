import Foundation
import FoldKit
import FoldKitScenes

/// FK008 (error): a node's frame extends beyond the window, so the window clips it (SPEC 7, 8.4;
/// seed S3). `docs/lint/FK008.md`.
///
/// Checks every shown node: scrolling content by its on-screen frame (what lies past the
/// viewport scrolls into view), everything else by its whole frame — the cells of a grid that
/// does not scroll are cut off by the window for good. Only the outermost node is reported:
/// children of an overflowing node overflow with it.
///
/// Message: `cell 'tiles-8' extends 120pt past the window's bottom edge`.
/// - Complexity: O(*p*·*n*) for *p* panels and *n* nodes.
enum WindowOverflowRule: LintRule {
    static let id = LintRuleID.fk008

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() {
            let bounds = panel.space.bounds
            var overflowing = Set<String>()
            for node in panel.placedNodes {
                guard let frame = node.isScrollingContent ? node.visibleFrame : node.frame,
                      let (side, depth) = LintGeometry.deepest(LintGeometry.overflow(of: frame, beyond: bounds)),
                      depth > LintGeometry.tolerance else { continue }
                overflowing.insert(node.id)
                if let parent = node.parentID, overflowing.contains(parent) { continue }
                let edge = LintText.side(side, panel.layoutDirection)
                findings.append(LintFinding(
                    rule: id, severity: .error, panel: index, node: node.id,
                    message: "\(LintText.name(node)) extends \(LintText.points(depth)) past the window's \(edge) edge",
                    fix: fix(for: node, in: panel)))
            }
        }
    }

    /// The fix for `node`: a cell's grid scrolls; a bar or bar item of the UI layer is the
    /// system's to place, so the window must make room for it or the scene declare less; anything
    /// else is sized to its slot.
    static func fix(for node: SceneLayoutNode, in panel: LintPanel) -> String {
        if node.role == .cell { return "let the grid scroll (\"scrolls\": true) or give it fewer items" }
        if panel[node.id] == nil {
            return "the system places this bar from the scene's UI layer: give the window room for it (a larger window), or declare fewer bar items"
        }
        return "size it to its slot: use \"fill\" or a smaller size, or put it in a scroll view"
    }
}

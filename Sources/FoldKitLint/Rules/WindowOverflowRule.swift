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
                    fix: node.role == .cell
                        ? "let the grid scroll (\"scrolls\": true) or give it fewer items"
                        : "size it to its slot: use \"fill\" or a smaller size, or put it in a scroll view"))
            }
        }
    }
}

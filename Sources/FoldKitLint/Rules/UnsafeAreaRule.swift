import Foundation
import FoldKit
import FoldKitScenes

/// FK007 (error): an interactive element outside the window's safe area — under the Duo's side
/// bar, the home indicator, a camera housing (SPEC 7; seeds S0, S3). `docs/lint/FK007.md`.
///
/// Checks every interactive node's on-screen frame, within the window (what lies beyond it is
/// FK008's), against the safe area. Scrolling content is
/// judged across the scroll direction only (left and right): scroll views extend under bars and
/// scroll their rows out from under them, but a control at a row's trailing end stays under the
/// side bar at every offset.
///
/// Message: `control 'undo' extends 56pt past the safe area's trailing edge` (the deepest side;
/// leading = left in LTR, right in RTL).
/// - Complexity: O(*p*·*n*) for *p* panels and *n* nodes.
enum UnsafeAreaRule: LintRule {
    static let id = LintRuleID.fk007

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() {
            let safe = panel.space.safeAreaFrame
            for node in panel.layout.nodes where node.isInteractive {
                guard let shown = node.visibleFrame, let frame = node.frame else { continue }
                let onWindow = (node.isScrollingContent ? frame : shown).intersection(panel.space.bounds)
                guard !onWindow.isNull else { continue }
                var overflow = LintGeometry.overflow(of: onWindow, beyond: safe)
                if node.isScrollingContent { (overflow.top, overflow.bottom) = (0, 0) }
                guard let (side, depth) = LintGeometry.deepest(overflow), depth > LintGeometry.tolerance else { continue }
                let edge = LintText.side(side, panel.layoutDirection)
                findings.append(LintFinding(
                    rule: id, severity: .error, panel: index, node: node.id,
                    message: "\(LintText.name(node)) extends \(LintText.points(depth)) past the safe area's \(edge) edge",
                    fix: "lay it out inside the safe area: count the \(edge) inset (\(LintText.points(inset(side, of: panel.space)))) in its padding"))
            }
        }
    }

    /// The safe-area inset on physical `side`, points.
    static func inset(_ side: PhysicalSide, of space: LayoutSpace) -> CGFloat {
        switch side {
        case .top: return space.safeAreaInsets.top
        case .left: return space.safeAreaInsets.left
        case .bottom: return space.safeAreaInsets.bottom
        case .right: return space.safeAreaInsets.right
        }
    }
}

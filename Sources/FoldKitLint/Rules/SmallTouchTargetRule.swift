import Foundation
import FoldKit
import FoldKitScenes

/// FK018 (warning): a touch target smaller than 44 × 44 pt, judged on the frame the layout gives
/// (SPEC 8.4 [S3]; SCENE.md "Lint rules"). `docs/lint/FK018.md`.
///
/// Touch targets are the nodes people touch (``SceneLayoutNode/isInteractive``): interactive
/// elements, an interactive grid's cells, presentations other than toasts. A side counts as short
/// only when it misses 44 pt by more than one device pixel (1/scale pt, SPEC 8.4 amended
/// 2026-12-02), so pixel snapping alone is never a finding. A hidden node, or one given no area,
/// is FK003's; one given less than its declared minimum is FK020's too, each for its own fault.
///
/// Message: `control 'like' is 30 × 30pt, below the 44 × 44pt touch target`.
/// - Complexity: O(*p*·*n*) for *p* panels and *n* nodes.
enum SmallTouchTargetRule: LintRule {
    static let id = LintRuleID.fk018

    /// The least side of a touch target, points [S3].
    static let minimumSide: CGFloat = 44

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() {
            for node in panel.layout.nodes where node.isVisible && node.isInteractive {
                // A frame with no area has no room at all: FK003's fault, not a small target.
                guard let frame = node.frame, frame.width > 0, frame.height > 0,
                      panel.isShort(frame.width, of: minimumSide) || panel.isShort(frame.height, of: minimumSide) else { continue }
                findings.append(LintFinding(
                    rule: id, severity: .warning, panel: index, node: node.id,
                    message: "\(LintText.name(node)) is \(LintText.size(frame.size)), below the \(LintText.size(CGSize(width: minimumSide, height: minimumSide))) touch target",
                    fix: fix(for: node, frame: frame)))
            }
        }
    }

    /// The fix for `node`: a cell grows its grid's cells; a node that asked for a whole touch
    /// target and was given less needs room made for it; anything else pads its own frame.
    static func fix(for node: SceneLayoutNode, frame: CGRect) -> String {
        let size = LintText.size(CGSize(width: max(frame.width, minimumSide), height: max(frame.height, minimumSide)))
        if node.role == .cell { return "give the grid's cells at least \(size) (a larger minimum item size), or make the cells not interactive" }
        if let asked = node.askedSize, asked.width >= minimumSide, asked.height >= minimumSide {
            return "make room for it: it asks for \(LintText.size(asked)) but its container gives less, so let what shares the space give way first (a smaller fixed size, a minimum) or move it where there is room"
        }
        return "give it at least \(size): pad its frame to the touch target (its drawn shape may stay smaller)"
    }
}

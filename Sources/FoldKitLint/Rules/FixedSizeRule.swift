import Foundation
import FoldKit
import FoldKitScenes

/// FK016 (warning): a fixed size that does not fit its slot — no fixed widths [S0][S3] (SPEC 8.4;
/// SCENE.md "Lint rules"). `docs/lint/FK016.md`.
///
/// Reads the layout's `askedSize` (``SceneLayoutNode/askedSize``): the width or height the scene
/// fixed, recorded when the node's slot gave it less. A side counts as short only when it misses
/// what was asked by more than one device pixel (1/scale pt, SPEC 8.4 amended 2026-12-02). A hidden
/// node, or one given no area, is FK003's; one shrunk below its usable minimum is FK020's too.
///
/// Message: `image 'artwork' asked for 240 × 240pt but got 171.05 × 171.05pt`.
/// - Complexity: O(*p*·*n*) for *p* panels and *n* nodes.
enum FixedSizeRule: LintRule {
    static let id = LintRuleID.fk016

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() {
            var short: Set<String> = []   // the nodes given less than they asked
            for node in panel.layout.nodes where node.isVisible && !isPresentation(node) {
                guard let asked = node.askedSize, let frame = node.frame, frame.width > 0, frame.height > 0,
                      panel.isShort(frame.width, of: asked.width) || panel.isShort(frame.height, of: asked.height) else { continue }
                short.insert(node.id)
                // One finding per fault: inside a container that did not fit either, the
                // container's finding is the fault (its content shrinks with it).
                guard LintTree.nearestAncestor(of: node, in: panel.layout, where: { short.contains($0.id) }) == nil else { continue }
                let axes = [panel.isShort(frame.width, of: asked.width) ? "width" : nil, panel.isShort(frame.height, of: asked.height) ? "height" : nil]
                    .compactMap { $0 }.joined(separator: " and ")
                findings.append(LintFinding(
                    rule: id, severity: .warning, panel: index, node: node.id,
                    message: "\(LintText.name(node)) asked for \(LintText.size(asked)) but got \(LintText.size(frame.size))",
                    fix: fix(for: node, axes: axes)))
            }
        }
    }

    /// The fix for `node`, short along `axes`: a touch target's fixed size is what keeps it
    /// usable (a 44-pt field must not fill), so what shares its space gives way; anything else
    /// follows the space.
    static func fix(for node: SceneLayoutNode, axes: String) -> String {
        if node.isInteractive, case .element = node.role {
            return "keep its \(axes) and make room for it: let what shares its space fill and shrink first (drop their fixed sizes), or move it where there is room"
        }
        return "let its \(axes) follow the space: drop the fixed \(axes) and let it fill, with a minimum (minWidth/minHeight) where it stops being usable"
    }

    /// Whether `node` is a presentation: one shrunk to fit is the system's answer (SPEC 7), which
    /// the presentation's result reports.
    static func isPresentation(_ node: SceneLayoutNode) -> Bool { node.role == .node(.presentation) }
}

import Foundation
import FoldKit
import FoldKitScenes

/// FK011 (error): an arrangement nested in a `list`, a `scroll`, a `grid`, a row template or a
/// `splitView` [S1][S4] (SPEC 8.4; SCENE.md "Lint rules"). `docs/lint/FK011.md`.
///
/// An arrangement lays out the window's space around its folds; inside scrolling content, a row or
/// a split view's column it has no window to split — the seeds say not to nest it there. The fault
/// is in the tree, so it is reported in every posture the arrangement shows in, naming the
/// nearest container it is nested in.
///
/// Message: `arrangement 'pair' is nested in scroll 'page'`.
/// - Complexity: O(*p*·*n*) for *p* panels and *n* nodes.
enum NestedArrangementRule: LintRule {
    static let id = LintRuleID.fk011

    /// The containers an arrangement may not be nested in (a row template's rows lie in its list).
    static let containers: [SceneLayoutNode.Role] = [.node(.list), .node(.scroll), .node(.grid), .node(.splitView), .row]

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() {
            for node in panel.layout.nodes where node.isVisible && node.role == .node(.arrangement) {
                guard let container = LintTree.nearestAncestor(of: node, in: panel.layout, where: { containers.contains($0.role) }) else { continue }
                findings.append(LintFinding(
                    rule: id, severity: .error, panel: index, node: node.id,
                    message: "\(LintText.name(node)) is nested in \(LintText.name(container))",
                    fix: "lift it out: make the arrangement hold \(LintText.name(container)) in one of its panes, or lay the content out with a stack"))
            }
        }
    }
}

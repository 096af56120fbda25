import Foundation
import FoldKit
import FoldKitScenes

/// FK012 (error): a navigation container (`splitView`, `listDetail`) inside an arrangement
/// [S1][S4] (SPEC 8.4; SCENE.md "Lint rules"). `docs/lint/FK012.md`.
///
/// A split view or a list–detail owns the window's columns and the navigation between them; inside
/// an arrangement's pane it gets a part of the window and fights the arrangement for the fold —
/// the seeds say to put arrangements inside navigation, not the reverse. (A `tabView` below the
/// root is refused by the decoder.) The fault is in the tree, so it is reported in every posture
/// the container shows in, naming the nearest arrangement holding it.
///
/// Message: `listDetail 'mail' is inside arrangement 'pair'`.
/// - Complexity: O(*p*·*n*) for *p* panels and *n* nodes.
enum NavigationInArrangementRule: LintRule {
    static let id = LintRuleID.fk012

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() {
            for node in panel.layout.nodes where node.isVisible && (node.role == .node(.splitView) || node.role == .node(.listDetail)) {
                guard let arrangement = LintTree.nearestAncestor(of: node, in: panel.layout, where: { $0.role == .node(.arrangement) })
                else { continue }
                findings.append(LintFinding(
                    rule: id, severity: .error, panel: index, node: node.id,
                    message: "\(LintText.name(node)) is inside \(LintText.name(arrangement))",
                    fix: "make it the window's container and put the arrangement inside one of its panes"))
            }
        }
    }
}

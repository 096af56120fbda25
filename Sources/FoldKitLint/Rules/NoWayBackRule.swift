import Foundation
import FoldKit
import FoldKitScenes

/// FK021 (error): a pushed screen with no way back — no bar item of kind `back` (SCENE.md "Lint
/// rules"; `docs/lint/FK021.md`).
///
/// A pushed panel (``LintPanel/pushed`` not empty) must show a back item in one of its bars. A
/// scene's next screen always has one (the system gives it `system.back`), so the rule finds
/// faults only in layouts computed elsewhere (`foldkit lint --frames` with `"pushed": true`).
/// The finding is on the screen's root node (else its first bar).
///
/// Message: `pushed screen 'detail' has no back item in its bars (none of 1 bar): no way back`.
/// - Complexity: O(*p*·*b*) for *p* panels and *b* bar items.
enum NoWayBackRule: LintRule {
    static let id = LintRuleID.fk021

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() where !panel.pushed.isEmpty {
            let bars = panel.layout.bars.filter { $0.kind != .keyboard }
            guard !bars.contains(where: { bar in bar.items.contains { $0.kind == .back } }) else { continue }
            guard let node = panel.layout.nodes.first(where: { $0.parentID == nil })?.id ?? bars.first?.id else { continue }
            let counted = bars.isEmpty ? "it has no bars" : "none of \(bars.count) bar\(bars.count == 1 ? "" : "s")"
            findings.append(LintFinding(
                rule: id, severity: .error, panel: index, node: node,
                message: "pushed screen '\(node)' has no back item in its bars (\(counted)): no way back",
                fix: "give the screen a navigation bar with a back item (kind back) at its leading edge, titled with the screen it came from"))
        }
    }
}

import Foundation
import FoldKit
import FoldKitScenes

/// FK014 (warning): a tab left out of compact width (`"compact": false`) in a tab view that turns
/// More off (`"more": false`): where the bar shows only compact tabs, nothing reaches it — "there
/// was no UI to select the hidden tabs" (SPEC 9; seed S3). `docs/lint/FK014.md`.
///
/// Judged from the scene's tab view (the model the layout places) and each panel's UI-layer mode:
/// every mode but `regular` shows only the compact tabs (the side bar, the tabletop and compact
/// tab bars); the regular tab bar shows every tab. One finding per such tab and panel, on the
/// tab's id.
///
/// Message: `tab 'settings-tab' has no route here: the side bar shows 3 of 4 tabs and tab view
/// 'odokeep' turns More off`.
/// - Complexity: O(*p*·*t*) for *p* panels and *t* tabs.
enum UnreachableTabRule: LintRule {
    static let id = LintRuleID.fk014

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        guard let model = input.tabBar, !model.showsMore else { return }
        let left = model.tabs.filter { !$0.isCompact }
        guard !left.isEmpty else { return }
        for (index, panel) in input.panels.enumerated() {
            guard let mode = panel.layout.uiLayerMode, mode != .regular else { continue }
            let bar = mode == .sideBar ? "side bar" : "tab bar"
            for tab in left {
                findings.append(LintFinding(
                    rule: id, severity: .warning, panel: index, node: tab.action.id,
                    message: "tab '\(tab.action.id)' has no route here: the \(bar) shows \(model.tabs.count - left.count) of \(model.tabs.count) tabs and tab view '\(input.scene.scene.root.id)' turns More off",
                    fix: "let the system add More (remove \"more\": false), or show '\(tab.action.id)' in compact bars (remove its \"compact\": false)"))
            }
        }
    }
}

import Foundation
import FoldKit
import FoldKitScenes

/// FK019 (info): a side-bar item that has no slot in the strip and is reached through More
/// (SPEC 9: "what does not fit above the bottom inset goes into a More item in the last slot";
/// seeds S0, S3). `docs/lint/FK019.md`.
///
/// The side bar's More item reaches the tabs the model leaves out of compact bars — by design, no
/// finding — and, when the strip runs out of slots (too many tabs and actions, or an active
/// camera taking room), the compact tabs and actions that did not fit. Each of those is one
/// finding, on its id: it works, but it is one tap further than the model asked for.
///
/// Message: `action 'add-vehicle' moves into More: the side bar has 4 slots of 44 × 44pt for 6
/// items`. The items are what the strip was asked to hold: the compact tabs, More when the model
/// needs it, the tab-bar action and the visible columns' actions.
/// - Complexity: O(*p*·*i*) for *p* panels and *i* side-bar items and tabs.
enum SideBarOverflowRule: LintRule {
    static let id = LintRuleID.fk019

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        let tabs = Set(input.tabBar?.tabs.map(\.action.id) ?? [])
        let leftOut = Set(input.tabBar?.tabs.filter { !$0.isCompact }.map(\.action.id) ?? [])
        let modelMore = input.tabBar?.needsMore == true ? 1 : 0
        for (index, panel) in input.panels.enumerated() where panel.layout.uiLayerMode == .sideBar {
            guard let bar = panel.layout.bars.first(where: { $0.kind == .sideBar }),
                  let more = bar.items.first(where: { $0.kind == .more }) else { continue }
            let overflow = more.reaches.filter { !leftOut.contains($0) }
            let wanted = bar.items.count - 1 + overflow.count + modelMore
            for item in overflow {
                let isTab = tabs.contains(item)
                findings.append(LintFinding(
                    rule: id, severity: .info, panel: index, node: item,
                    message: "\(isTab ? "tab" : "action") '\(item)' moves into More: the side bar has \(bar.items.count) slots of \(LintText.size(more.frame.size)) for \(wanted) items",
                    fix: isTab ? "none needed if '\(item)' is rarely used; else leave a rarely used tab out of compact bars (\"compact\": false) so More holds it by design, or declare fewer actions"
                        : "none needed if '\(item)' is rarely used; else declare fewer toolbar items or tabs so each gets a slot"))
            }
        }
    }
}

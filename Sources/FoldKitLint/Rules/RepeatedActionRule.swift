import Foundation
import FoldKit
import FoldKitScenes

/// FK013 (warning): one action visible more than once in a panel — "placed on both primary and
/// secondary, the button is duplicated when regular shows both columns" (SPEC 9; seed S3).
/// `docs/lint/FK013.md`.
///
/// Three ways an action shows twice, each judged per panel on what is on screen:
/// 1. **One id in two bars**: the same action declared on two columns, each column's navigation
///    bar (or bottom toolbar) carrying it while both show. Where the system gathers the columns'
///    items into one bar — the side bar, a tabletop or compact bottom toolbar — it shows once and
///    is no finding.
/// 2. **Two bar items that look the same**: different ids with the same title and symbol. More
///    items are left out: each bar's More is that bar's route to what it could not hold.
/// 3. **Two controls with one label**: two visible `control` elements of the scene showing the
///    same label. Controls repeated in every row of a list, or cells of a grid, are each their
///    row's own action and are left out.
///
/// Messages: `control 'compose' shows 2 times, in bars 'timeline.navigation-bar' and
/// 'post.navigation-bar'`; `control 'compose' and control 'new-post' both show 'Compose'
/// (square.and.pencil)`; `control 'reply' and control 'reply-footer' both show 'Reply'`. Each on
/// the first of its group (bar order, then document order).
/// - Complexity: O(*p*·(*i* + *n*)) hash operations for *p* panels, *i* bar items, *n* nodes.
enum RepeatedActionRule: LintRule {
    static let id = LintRuleID.fk013

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() {
            if !panel.layout.bars.isEmpty { checkBars(panel.layout.bars, panel: index, into: &findings) }
            checkLabels(panel, panel: index, into: &findings)
        }
    }

    /// Ways 1 and 2: one id in several bars; several ids with one title and symbol.
    static func checkBars(_ bars: [SystemBar], panel: Int, into findings: inout [LintFinding]) {
        // A split keyboard's halves are one keyboard, no action shown twice (SPEC 10.2).
        let items = bars.lazy.flatMap(\.items).filter { $0.kind != .more && $0.kind != .keyboard }
        guard hasRepeats(items.map { Look(title: $0.title, symbol: $0.symbol) }) || hasRepeats(items.map(\.id)) else { return }
        var barsOf = OrderedGroups<String, String>()
        var first: [String: SystemBarItem] = [:]
        for bar in bars {
            for item in bar.items where item.kind != .more && item.kind != .keyboard {
                barsOf.append(bar.id, to: item.id, unique: true)
                if first[item.id] == nil { first[item.id] = item }
            }
        }
        var looks = OrderedGroups<Look, String>()
        for (id, bars) in barsOf.groups {
            if bars.count > 1 {
                findings.append(LintFinding(
                    rule: self.id, severity: .warning, panel: panel, node: id,
                    message: "control '\(id)' shows \(bars.count) times, in bars \(LintText.list(bars.map { "'\($0)'" }))",
                    fix: "declare '\(id)' on one column only, the one it acts on; bars that gather the columns' items still show it"))
            }
            if let item = first[id] { looks.append(id, to: Look(title: item.title, symbol: item.symbol)) }
        }
        for (look, ids) in looks.groups where ids.count > 1 {
            findings.append(LintFinding(
                rule: self.id, severity: .warning, panel: panel, node: ids[0],
                message: "\(LintText.list(ids.map { "control '\($0)'" })) \(ids.count == 2 ? "both" : "all") show '\(look.title)' (\(look.symbol))",
                fix: "make them one action (one id, declared on one column), or give each its own title and symbol"))
        }
    }

    /// Way 3: visible controls of the scene with one label, rows' and cells' own left out.
    static func checkLabels(_ panel: LintPanel, panel index: Int, into findings: inout [LintFinding]) {
        let controls = panel.layout.nodes.lazy.filter { node in
            node.role == .element(.control) && node.label?.isEmpty == false && LintGeometry.hasArea(node.visibleFrame)
        }
        guard hasRepeats(controls.compactMap(\.label)) else { return }
        var byLabel = OrderedGroups<String, String>()
        for node in controls where LintRepeats.key(of: node.id, in: panel) == nil {
            byLabel.append(node.id, to: node.label ?? "")
        }
        for (label, ids) in byLabel.groups where ids.count > 1 {
            findings.append(LintFinding(
                rule: id, severity: .warning, panel: index, node: ids[0],
                message: "\(LintText.list(ids.map { "control '\($0)'" })) \(ids.count == 2 ? "both" : "all") show '\(label)'",
                fix: "keep one of them (a toolbar item is shown once wherever the system places it), or label each for what it does"))
        }
    }

    /// Whether a value comes twice in `values`: the cheap test before grouping (most panels show
    /// each action once).
    static func hasRepeats<S: Sequence>(_ values: S) -> Bool where S.Element: Hashable {
        var seen = Set<S.Element>()
        for value in values where !seen.insert(value).inserted { return true }
        return false
    }

    /// What a bar item looks like: its title and symbol.
    struct Look: Hashable {
        var title: String
        var symbol: String
    }
}

import Foundation
import FoldKit
import FoldKitScenes

/// FK001 (error): an interactive or important element intersects an active division's frame
/// (SPEC 3.2, 5, 6; seeds S1, S4). `docs/lint/FK001.md`.
///
/// Checks every node people touch or must see (elements, interactive cells, presentations) by
/// its on-screen frame against each active division's frame, margins included (keeping out of
/// `frame` is enough, SPEC 3.2). Left to other rules, or allowed:
/// - a non-interactive important node that straddles the division: FK010 reports it (one
///   finding per fault);
/// - non-interactive scrolling content: it may run under the crease (SPEC 5.1);
/// - a list row itself (a template's root, or a plain row): "a row may straddle it" (SPEC 6);
/// - interactive scrolling content under a division that runs across the scroll direction (a
///   tabletop fold over vertically scrolling rows): scrolling carries it past (SPEC 6). Under a
///   division along the scroll direction (a book fold) a row's control stays in the crease at
///   every offset, so it is flagged: "a row whose controls fall in the crease must lay itself
///   out with the division" (SPEC 6).
/// Full-bleed media (important, non-interactive media, maps and images) is measured against the
/// division's hardware area instead: it "may come closer to the fold than controls" (SPEC 3.2).
///
/// Message: `control 'compose' overlaps region 'fold' by 14pt` (the overlap across the division).
/// - Complexity: O(*p*·*n*·*d*) for *p* panels, *n* nodes, *d* active divisions.
enum DivisionOverlapRule: LintRule {
    static let id = LintRuleID.fk001

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() where !panel.activeDivisions.isEmpty {
            for node in panel.placedNodes where node.isInteractive || node.isImportant {
                guard let frame = node.visibleFrame else { continue }
                for division in panel.activeDivisions {
                    guard isChecked(node, frame, against: division, in: panel),
                          let depth = LintGeometry.depth(of: frame, in: LintGeometry.bound(of: division, for: node)) else { continue }
                    findings.append(LintFinding(
                        rule: id, severity: .error, panel: index, node: node.id,
                        message: "\(LintText.name(node)) overlaps \(LintText.name(division)) by \(LintText.points(depth))",
                        fix: fix(for: node, division: division.frame, window: panel.space.bounds)))
                }
            }
        }
    }

    /// Whether the rule judges `node` against `division` (see the exemptions above).
    static func isChecked(_ node: SceneLayoutNode, _ frame: CGRect, against division: ReservedRegion, in panel: LintPanel) -> Bool {
        if node.isInteractive {
            if panel.parent(of: node)?.role == .node(.list) { return false }   // the row itself
            return !(node.isScrollingContent && !LintGeometry.runsTopToBottom(division.frame))
        }
        // Straddling is FK010's, judged against the same bound (the hardware for full-bleed media).
        return !node.isScrollingContent && LintGeometry.straddle(frame, LintGeometry.bound(of: division, for: node)) == nil
    }

    /// The fix: lay `node` out with `division`, naming only the sides of it inside `window`
    /// (window coordinates).
    static func fix(for node: SceneLayoutNode, division: CGRect, window: CGRect) -> String {
        let sides = LintText.sides(of: division, within: window)
        switch node.role {
        case .cell: return "make the grid fold-aware so every cell stays whole in one region, \(sides)"
        case .node(.presentation): return "place it in one region, \(sides), as the presentation rules do (SPEC 7)"
        default:
            if node.isScrollingContent { return "lay the row out with the division: move its controls \(sides)" }
            return "lay it out with the division, \(sides): split at the fold (an arrangement) or displace it"
        }
    }
}

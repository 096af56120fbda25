import Foundation
import FoldKit
import FoldKitScenes

/// FK001 (error): an interactive element, or important content that is not media, intersects an
/// active division's frame (SPEC 3.2, 5, 6, 9, amended 2026-12-02; seeds S1, S4).
/// `docs/lint/FK001.md`.
///
/// Judges every node people touch or must read by its on-screen frame (at rest: the part shown
/// before any scrolling) against each active division's frame, margins included (keeping out of
/// `frame` is enough, SPEC 3.2). One finding per fault; left to other rules, or allowed:
/// - important media that is not interactive (images, video, maps): FK010 judges it against the
///   division's hardware, which it may come close to (SPEC 3.2);
/// - non-interactive scrolling content: it may run under the crease (SPEC 5.1);
/// - a list row itself (a template's root, or a plain row): "a row may straddle it" (SPEC 6).
/// Of scrolling content it judges interactive grid cells and the controls inside rows, at rest,
/// whichever way the division runs: "a row whose controls fall in the crease must lay itself out
/// with the division" (SPEC 6), and a tile left in the tabletop crease is one a designer rejects.
///
/// The fix depends on the node: a cell asks for a fold-aware grid, a row's control for a row laid
/// out with the division, a presentation for the presentation rules, an app-drawn tab bar or
/// toolbar (an element with that role) for the UI layer declared as a model (SPEC 9) — never a
/// bar split at the fold.
///
/// Message: `control 'compose' overlaps region 'fold' by 14pt` (the overlap across the division).
/// - Complexity: O(*p*·*n*·*d*) for *p* panels, *n* nodes, *d* active divisions.
enum DivisionOverlapRule: LintRule {
    static let id = LintRuleID.fk001

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() where !panel.activeDivisions.isEmpty {
            for node in panel.placedNodes where (node.isInteractive || node.isImportant) && isChecked(node, in: panel) {
                guard let frame = node.visibleFrame else { continue }
                for division in panel.activeDivisions {
                    guard let depth = LintGeometry.depth(of: frame, in: division.frame) else { continue }
                    findings.append(LintFinding(
                        rule: id, severity: .error, panel: index, node: node.id,
                        message: "\(LintText.name(node)) overlaps \(LintText.name(division)) by \(LintText.points(depth))",
                        fix: fix(for: node, division: division.frame, in: panel)))
                }
            }
        }
    }

    /// Whether the rule judges `node` (see the exemptions above).
    static func isChecked(_ node: SceneLayoutNode, in panel: LintPanel) -> Bool {
        guard node.isInteractive else { return !node.isScrollingContent && !LintGeometry.isMedia(node) }
        if node.role == .row { return false }
        return panel.parent(of: node)?.role != .node(.list)   // the row itself
    }

    /// The fix: lay `node` out with `division`, naming only the sides of it inside the panel's
    /// window (window coordinates); a node displaced already gets a purpose for its displacement.
    static func fix(for node: SceneLayoutNode, division: CGRect, in panel: LintPanel) -> String {
        let sides = LintText.sides(of: division, within: panel.space.bounds)
        switch node.role {
        case .cell: return "make the grid fold-aware so every cell stays whole in one region, \(sides)"
        case .node(.presentation): return "place it in one region, \(sides), as the presentation rules do (SPEC 7)"
        case .element(.tabBar): return "declare the tabs as the UI layer (a tabView) instead of drawing a tab bar: the system places it clear of the division (SPEC 9)"
        case .element(.toolbar): return "declare the items as the UI layer (a toolbar on the screen or column) instead of drawing a toolbar: the system places it clear of the division (SPEC 9)"
        default:
            if node.isScrollingContent { return "lay the row out with the division: move its controls \(sides)" }
            if let displace = LintTree.nearestAncestor(of: node, in: panel.layout, where: { $0.role == .node(.displace) }) {
                return "give displace '\(displace.id)' a purpose that lands it whole in one region, \(sides) (interactive or transient), or lay it out with the division in an arrangement"
            }
            return "lay it out with the division, \(sides): split at the fold (an arrangement) or displace it"
        }
    }
}

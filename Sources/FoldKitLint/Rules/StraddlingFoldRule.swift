import Foundation
import FoldKit
import FoldKitScenes

/// FK010 (warning): an important, non-interactive element centred across an active fold,
/// straddling it (SPEC 5.2, 7; seeds S1, S4). `docs/lint/FK010.md`.
///
/// "Straddling" means the node's on-screen frame covers the division's whole frame across it and
/// reaches past it on both sides, so its middle lies in the crease: an alert or a photo centred
/// on the window while the device is folded. Full-bleed media (media, maps, images) is measured
/// against the division's hardware area, as FK001 measures it: a photo across the tri-fold's
/// zero-width crease anywhere, not only centred, straddles it. Scrolling content is exempt (it may run under the
/// crease, SPEC 5.1), and so is a map, which pans as scrolling content scrolls: its user moves
/// any part of it off the crease; interactive nodes are FK001's (an error).
///
/// Message: `text 'notice' straddles region 'fold' with 115pt left of it and 115pt right of it`.
/// - Complexity: O(*p*·*n*·*d*) for *p* panels, *n* nodes, *d* active divisions.
enum StraddlingFoldRule: LintRule {
    static let id = LintRuleID.fk010

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() where !panel.activeDivisions.isEmpty {
            for node in panel.layout.nodes where node.isImportant && !node.isInteractive && !LintGeometry.movesUnderHand(node) {
                guard let frame = node.visibleFrame else { continue }
                for division in panel.activeDivisions {
                    // Full-bleed media is measured against the hardware (SPEC 3.2), a crease with
                    // no width as the line it is (the tri-fold's), so one across it anywhere counts.
                    let bound = LintGeometry.bound(of: division, for: node)
                    guard let straddle = LintGeometry.straddle(frame, bound) else { continue }
                    findings.append(LintFinding(
                        rule: id, severity: .warning, panel: index, node: node.id,
                        message: "\(LintText.name(node)) straddles \(LintText.name(division)) with \(LintText.reaches(straddle, division: bound))",
                        fix: "centre it in one region, \(LintText.sides(of: division.frame)): present it as an alert or displace it (purpose 'transient')"))
                }
            }
        }
    }
}

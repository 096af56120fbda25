import Foundation
import FoldKit
import FoldKitScenes

/// FK010 (warning): important media that is not interactive — an image, video, a map — crosses
/// an active division's hardware area anywhere (SPEC 3.2, 5.2, amended 2026-12-02; seeds S1, S4).
/// `docs/lint/FK010.md`.
///
/// Full-bleed media may come close to the fold, into the division's margins, never across its
/// hardware: a photo or a map with the crease through it anywhere, not only centred. A crease
/// with no width (the tri-fold's) counts as the line it is. Scrolling content is exempt (it may run
/// under the crease, SPEC 5.1); interactive media and every other important node are FK001's.
///
/// Message: `map 'map' crosses region 'fold-2' with 316.67pt left of it and 0.5pt right of it`,
/// or `image 'photo' reaches 12pt into region 'fold''s hardware` when it ends inside it.
/// - Complexity: O(*p*·*n*·*d*) for *p* panels, *n* nodes, *d* active divisions.
enum StraddlingFoldRule: LintRule {
    static let id = LintRuleID.fk010

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() where !panel.activeDivisions.isEmpty {
            for node in panel.layout.nodes where node.isImportant && !node.isInteractive && LintGeometry.isMedia(node) && !node.isScrollingContent {
                guard let frame = node.visibleFrame else { continue }
                for division in panel.activeDivisions where LintGeometry.crosses(frame, division.hardwareFrame) {
                    let hardware = division.hardwareFrame
                    let how = LintGeometry.straddle(frame, hardware).map { "crosses \(LintText.name(division)) with \(LintText.reaches($0, division: hardware))" }
                        ?? "reaches \(LintText.points(LintGeometry.depth(of: frame, in: hardware) ?? 0)) into \(LintText.name(division))'s hardware"
                    findings.append(LintFinding(
                        rule: id, severity: .warning, panel: index, node: node.id,
                        message: "\(LintText.name(node)) \(how)",
                        fix: "keep it whole in one region, \(LintText.sides(of: division.frame, within: panel.space.bounds)): lay it out with the division (a split arrangement or a fold-aware container) rather than across it"))
                }
            }
        }
    }
}

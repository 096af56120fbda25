import Foundation
import FoldKit
import FoldKitScenes

/// FK002 (error if interactive, else warning): an important or interactive element intersects an
/// active occlusion's frame, e.g. a camera (SPEC 3.1, 5.2; seeds S1, S4). `docs/lint/FK002.md`.
///
/// Checks the on-screen frame against each active occlusion's frame, margins included (full-bleed
/// media against its hardware area, SPEC 3.2). Scrolling content and maps are exempt
/// (``LintGeometry/movesUnderHand(_:)``): scrolling carries content past a camera as past the
/// status bar (SPEC 5.1, 7), and panning a map does the same.
///
/// Message: `control 'record' overlaps region 'outer-camera' by 20 × 16pt` (the intersection).
/// - Complexity: O(*p*·*n*·*o*) for *p* panels, *n* nodes, *o* active occlusions.
enum OcclusionOverlapRule: LintRule {
    static let id = LintRuleID.fk002

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() where !panel.activeOcclusions.isEmpty {
            for node in panel.placedNodes where (node.isInteractive || node.isImportant) && !LintGeometry.movesUnderHand(node) {
                guard let frame = node.visibleFrame else { continue }
                for occlusion in panel.activeOcclusions {
                    guard let part = LintGeometry.overlap(frame, LintGeometry.bound(of: occlusion, for: node)) else { continue }
                    findings.append(LintFinding(
                        rule: id, severity: node.isInteractive ? .error : .warning, panel: index, node: node.id,
                        message: "\(LintText.name(node)) overlaps \(LintText.name(occlusion)) by \(LintText.size(part.size))",
                        fix: "keep it clear of \(Format.rect(occlusion.frame)): lay it out in the safe area or displace it"))
                }
            }
        }
    }
}

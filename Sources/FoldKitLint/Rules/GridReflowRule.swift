import Foundation
import FoldKit
import FoldKitScenes

/// FK004 (warning): a grid's column count differs between postures of the same display and
/// orientation — it reflows when the device bends (SPEC 6; seeds S1, S4). `docs/lint/FK004.md`.
///
/// Postures are compared only where the window's size-class context is the same: the same
/// display in the same orientation (on the Duo: flat and book on the inner display in
/// landscape; flat-rotated and tabletop in portrait). Each grid's count in the first such posture
/// it shows in is the reference; every later posture with another count is a finding.
///
/// Message: `grid 'photos' has 4 columns here but 5 in flat`.
/// - Complexity: O(*p*·*n*) for *p* panels and *n* nodes.
enum GridReflowRule: LintRule {
    static let id = LintRuleID.fk004

    /// A grid seen on one display in one orientation.
    struct Context: Hashable {
        var grid: String
        var display: DisplaySpec.Role
        var orientation: Orientation
    }

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        var reference: [Context: (posture: PosturePreset, columns: Int)] = [:]
        for (index, panel) in input.panels.enumerated() {
            for node in panel.layout.nodes where node.isVisible {
                guard case .grid(let columns, _, _) = node.details else { continue }
                let context = Context(grid: node.id, display: panel.space.display, orientation: panel.space.orientation)
                guard let first = reference[context] else { reference[context] = (panel.posture, columns); continue }
                guard first.columns != columns else { continue }
                findings.append(LintFinding(
                    rule: id, severity: .warning, panel: index, node: node.id,
                    message: "\(LintText.name(node)) has \(columns) column\(columns == 1 ? "" : "s") here but \(first.columns) in \(first.posture.rawValue)",
                    fix: "prefer an even column count (a multiple of the regions) on a device with a crease, so folding changes only cell widths"))
            }
        }
    }
}

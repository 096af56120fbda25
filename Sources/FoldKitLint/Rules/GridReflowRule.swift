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
/// Message: `grid 'photos' has 4 columns here but 5 in flat`; for a grid with no room for a cell,
/// `grid 'workouts' has no room for a cell here (its 66 columns in flat do not fit the regions
/// beside the fold with their spacing)`.
/// - Complexity: O(*p*·*n*) for *p* panels and *n* nodes.
enum GridReflowRule: LintRule {
    static let id = LintRuleID.fk004

    /// A grid seen on one display in one orientation.
    struct Context: Hashable {
        var grid: String
        var display: DisplaySpec.Role
        var orientation: Orientation
    }

    /// The finding for a grid with `columns` here and `reference.columns` in `reference.posture`.
    /// A grid with no room places no cell (0 columns): the columns the other posture chose do not
    /// fit its regions here with the spacing between them, which no even count mends.
    static func finding(_ node: SceneLayoutNode, panel: Int, columns: Int, reference: (posture: PosturePreset, columns: Int)) -> LintFinding {
        let name = LintText.name(node), other = reference.posture.rawValue
        func count(_ n: Int) -> String { "\(n) column\(n == 1 ? "" : "s")" }
        if columns == 0 || reference.columns == 0 {
            let (roomless, placed) = columns == 0 ? ("here", "\(count(reference.columns)) in \(other)") : (other, "\(count(columns)) here")
            return LintFinding(rule: id, severity: .warning, panel: panel, node: node.id,
                               message: "\(name) has no room for a cell \(roomless) (its \(placed) do not fit the regions beside the fold with their spacing)",
                               fix: "give it fewer columns (a larger minItemWidth) or less spacing, so every region holds its share of them")
        }
        return LintFinding(rule: id, severity: .warning, panel: panel, node: node.id,
                           message: "\(name) has \(count(columns)) here but \(reference.columns) in \(other)",
                           fix: "prefer an even column count (a multiple of the regions) on a device with a crease, so folding changes only cell widths")
    }

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        var reference: [Context: (posture: PosturePreset, columns: Int)] = [:]
        for (index, panel) in input.panels.enumerated() {
            for node in panel.layout.nodes where node.isVisible {
                guard case .grid(let columns, _, _) = node.details else { continue }
                let context = Context(grid: node.id, display: panel.space.display, orientation: panel.space.orientation)
                guard let first = reference[context] else { reference[context] = (panel.posture, columns); continue }
                guard first.columns != columns else { continue }
                findings.append(finding(node, panel: index, columns: columns, reference: first))
            }
        }
    }
}

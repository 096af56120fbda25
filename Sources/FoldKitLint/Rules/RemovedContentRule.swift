import Foundation
import FoldKit
import FoldKitScenes

/// FK003 (warning; info for the secondary of a two-view container that cannot split): a node
/// shown in one posture is hidden or missing in another — "move, resize and reorganise existing
/// content, never remove it" (SPEC 5.3; seeds S1, S4). `docs/lint/FK003.md`.
///
/// A node is *shown* when it has a frame with area and, outside scrolling content, is not clipped
/// away (a non-scrolling grid's cells past its bottom). Content scrolled out of view is shown: it
/// is one scroll away. Only the outermost node of a removed subtree is reported, once per
/// posture it is missing from, naming the first posture that shows it.
///
/// Content that stays reachable is present (SPEC 10.3, 4.4): a node a stand-in shows inline
/// (`standsFor`), a list–detail's detail that its list pushes in `single`, rows or cells a
/// variant leaves out (``SceneLayoutNode/shownElsewhere``).
///
/// Severity `info` when a two-view container hides its second view by its own rule because it
/// cannot split — an `arrangement` showing only its primary (SPEC 4.1), a `listDetail` in
/// `single` (4.4), a `splitView` collapsed to one column (4.5): the primary survives alone and
/// leads to the rest. Everything else is a `warning`.
///
/// Message: `text 'notes' has no room here (0 × 649pt) but is shown in flat (295 × 649pt)`.
/// - Complexity: O(*p*·*u*) array steps for *p* panels and *u* distinct ids (ids numbered once
///   by ``LintInput``).
enum RemovedContentRule: LintRule {
    static let id = LintRuleID.fk003

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        guard input.panels.count > 1 else { return }
        let count = input.order.count
        var firstShown = [(panel: Int, index: Int)?](repeating: nil, count: count)
        var parent = [Int?](repeating: nil, count: count)
        var known = [Bool](repeating: false, count: count)
        for (p, panel) in input.panels.enumerated() {
            for (index, node) in panel.layout.nodes.enumerated() {
                let position = input.positions[p][index]
                if !known[position] {
                    known[position] = true
                    parent[position] = node.parentID.flatMap { input.order[$0] }
                }
                if firstShown[position] == nil && isShown(node) { firstShown[position] = (p, index) }
            }
        }
        for (p, panel) in input.panels.enumerated() {
            let nodes = panel.layout.nodes
            var present = [Int?](repeating: nil, count: count)
            var shown = [Bool](repeating: false, count: count)
            for (index, node) in nodes.enumerated() {
                let position = input.positions[p][index]
                present[position] = index
                shown[position] = isShown(node)
            }
            for position in 0..<count where !shown[position] {
                guard let source = firstShown[position] else { continue }
                if let up = parent[position], !shown[up] { continue }   // reported on an ancestor
                let node = present[position].map { nodes[$0] }
                // Content a stand-in shows, a list–detail pushes, or a variant reorganises is present.
                if node?.shownElsewhere != nil { continue }
                let container = parent[position].flatMap { present[$0] }.map { nodes[$0] }
                let info = node != nil && node?.frame == nil && container.map(cannotSplit) == true
                let shownNode = input.panels[source.panel].layout.nodes[source.index]
                findings.append(LintFinding(
                    rule: id, severity: info ? .info : .warning, panel: p, node: shownNode.id,
                    message: message(node, container: info ? container : nil, shown: shownNode, in: input.panels[source.panel].posture),
                    fix: info ? "none needed if '\(container!.id)' leads to it (a selection or navigation); check that it does"
                        : "keep it in every posture: resize, move or reorganise it (an arrangement, a scroll view) instead of dropping it"))
            }
        }
    }

    /// Whether `node` shows: a frame with area, not clipped away outside scrolling content.
    static func isShown(_ node: SceneLayoutNode) -> Bool {
        LintGeometry.hasArea(node.frame) && (node.isScrollingContent || LintGeometry.hasArea(node.visibleFrame))
    }

    /// Whether `container` hides its second view by its own rule: it cannot split here.
    static func cannotSplit(_ container: SceneLayoutNode) -> Bool {
        switch container.details {
        case .arrangement(.single, _): return true
        case .listDetail(.single, _, _, _): return true
        case .splitView(_, let columns): return columns < 2
        default: return false
        }
    }

    static func message(_ node: SceneLayoutNode?, container: SceneLayoutNode?, shown: SceneLayoutNode, in posture: PosturePreset) -> String {
        let name = LintText.name(shown)
        let elsewhere = "shown in \(posture.rawValue) (\(LintText.size(shown.frame?.size ?? .zero)))"
        guard let node else { return "\(name) is missing here but \(elsewhere)" }
        if let container { return "\(name) is hidden because \(LintText.name(container)) shows one view here; \(elsewhere)" }
        guard let frame = node.frame else { return "\(name) is hidden here but \(elsewhere)" }
        guard LintGeometry.hasArea(frame) else { return "\(name) has no room here (\(LintText.size(frame.size))) but is \(elsewhere)" }
        return "\(name) is clipped away here but \(elsewhere)"
    }
}

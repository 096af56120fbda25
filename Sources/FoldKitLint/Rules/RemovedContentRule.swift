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
/// Severity `info` when a two-view container hides its second view by its own rule because it
/// cannot split — an `arrangement` showing only its primary (SPEC 4.1), a `listDetail` in
/// `single` (4.4), a `splitView` collapsed to one column (4.5): the primary survives alone and
/// leads to the rest. Everything else is a `warning`.
///
/// Message: `text 'notes' has no room here (0 × 649pt) but is shown in flat (295 × 649pt)`.
/// - Complexity: O(*p*·*n*) for *p* panels and *n* nodes.
enum RemovedContentRule: LintRule {
    static let id = LintRuleID.fk003

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        guard input.panels.count > 1 else { return }
        var firstShown: [String: (panel: Int, node: SceneLayoutNode)] = [:]
        var ids: [String] = []
        for (index, panel) in input.panels.enumerated() {
            for node in panel.layout.nodes where firstShown[node.id] == nil && isShown(node) {
                firstShown[node.id] = (index, node)
                ids.append(node.id)
            }
        }
        for (index, panel) in input.panels.enumerated() {
            for id in ids {
                let node = panel[id]
                guard !(node.map(isShown) ?? false), let shown = firstShown[id] else { continue }
                let parentID = node?.parentID ?? shown.node.parentID
                let parent = parentID.flatMap { panel[$0] }
                if parentID != nil, !(parent.map(isShown) ?? false) { continue }   // reported on an ancestor
                let info = node?.frame == nil && parent.map(cannotSplit) == true
                findings.append(LintFinding(
                    rule: Self.id, severity: info ? .info : .warning, panel: index, node: id,
                    message: message(node, parent: info ? parent : nil, shown: shown.node, in: input.panels[shown.panel].posture),
                    fix: info ? "none needed if '\(parent!.id)' leads to it (a selection or navigation); check that it does"
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

    static func message(_ node: SceneLayoutNode?, parent: SceneLayoutNode?, shown: SceneLayoutNode, in posture: PosturePreset) -> String {
        let name = LintText.name(shown)
        let elsewhere = "shown in \(posture.rawValue) (\(LintText.size(shown.frame?.size ?? .zero)))"
        guard let node else { return "\(name) is missing here but \(elsewhere)" }
        if let parent { return "\(name) is hidden because \(LintText.name(parent)) shows one view here; \(elsewhere)" }
        guard let frame = node.frame else { return "\(name) is hidden here but \(elsewhere)" }
        guard LintGeometry.hasArea(frame) else { return "\(name) has no room here (\(LintText.size(frame.size))) but is \(elsewhere)" }
        return "\(name) is clipped away here but \(elsewhere)"
    }
}

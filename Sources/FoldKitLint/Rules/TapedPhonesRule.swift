import Foundation
import FoldKit
import FoldKitScenes

/// FK015 (warning): a list–detail, split view or stack whose two panes are of equal width and meet
/// at an inactive fold's centre while the device is open flat: "two phones taped together" (SPEC
/// 8.4; seed S0). `docs/lint/FK015.md`.
///
/// Judged where the space holds an inactive division and no active one (open flat, the fold
/// out of play): a container of one of those kinds with exactly two visible panes side by side
/// across the fold, of equal width within one device pixel, meeting within the division's frame
/// (the midpoint of any gap between them). Panes are columns: each spans at least half the window
/// along the fold, so two equal buttons meeting in the middle are not panes. An arrangement's
/// default equal split is the platform's own [S1] and is not judged: the rule reads only list–
/// details, split views and stacks.
///
/// Message: `listDetail 'notes' shows two equal panes, 420.5 × 701pt each, meeting at x 420.5 on
/// region 'fold' (inactive): two phones taped together`.
/// - Complexity: O(*p*·*n*) for *p* panels of *n* nodes.
enum TapedPhonesRule: LintRule {
    static let id = LintRuleID.fk015

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() where panel.activeDivisions.isEmpty {
            let folds = panel.space.regions.filter { $0.kind == .division && !$0.isActive }
            guard !folds.isEmpty else { continue }
            var panes: [String: [CGRect]] = [:]
            for node in panel.layout.nodes where node.isVisible {
                guard let parent = node.parentID, let frame = node.frame, LintGeometry.hasArea(frame) else { continue }
                panes[parent, default: []].append(frame)
            }
            for node in panel.layout.nodes where node.isVisible && isJudged(node) {
                guard let pair = panes[node.id], pair.count == 2 else { continue }
                for fold in folds {
                    guard let width = tapedWidth(pair[0], pair[1], at: fold.frame, in: panel) else { continue }
                    let axis = LintGeometry.acrossAxis(of: fold.frame)
                    let along = axis.crossing
                    let size = axis == .horizontal ? CGSize(width: width, height: pair[0].length(along: along))
                        : CGSize(width: pair[0].length(along: along), height: width)
                    let meeting = LintText.number(LintGeometry.centre(of: fold.frame, along: axis))
                    findings.append(LintFinding(
                        rule: id, severity: .warning, panel: index, node: node.id,
                        message: "\(LintText.name(node)) shows two equal panes, \(LintText.size(size)) each, meeting at \(axis == .horizontal ? "x" : "y") \(meeting) on \(LintText.name(fold)) (inactive): two phones taped together",
                        fix: fix(for: node)))
                    break
                }
            }
        }
    }

    /// Whether `node` is a container FK015 reads: a list–detail, a split view or a stack.
    static func isJudged(_ node: SceneLayoutNode) -> Bool {
        switch node.role {
        case .node(.listDetail), .node(.splitView), .node(.stack): return true
        default: return false
        }
    }

    /// The panes' common width across `fold` when `a` and `b` are side by side across it, equal
    /// within one device pixel, columns (each at least half the window along the fold), and meet
    /// within its frame; nil otherwise.
    static func tapedWidth(_ a: CGRect, _ b: CGRect, at fold: CGRect, in panel: LintPanel) -> CGFloat? {
        let axis = LintGeometry.acrossAxis(of: fold), along = axis.crossing
        let (first, second) = a.minimum(along: axis) <= b.minimum(along: axis) ? (a, b) : (b, a)
        let half = panel.space.bounds.length(along: along) / 2
        guard first.maximum(along: axis) <= second.minimum(along: axis) + LintGeometry.tolerance,
              first.length(along: along) >= half, second.length(along: along) >= half else { return nil }
        let (w1, w2) = (first.length(along: axis), second.length(along: axis))
        guard !panel.isShort(w1, of: w2), !panel.isShort(w2, of: w1) else { return nil }
        let meeting = (first.maximum(along: axis) + second.minimum(along: axis)) / 2
        let reach = fold.length(along: axis) / 2 + 1 / max(panel.space.scale, 1)
        return abs(meeting - LintGeometry.centre(of: fold, along: axis)) <= reach ? w1 : nil
    }

    /// The fix for `node`'s kind: panes sized by what they hold, or an arrangement.
    static func fix(for node: SceneLayoutNode) -> String {
        switch node.role {
        case .node(.splitView):
            return "give the primary column its own width (preferredPrimaryWidth, e.g. 40%), or use an arrangement, whose equal split is the platform's own"
        case .node(.listDetail):
            return "give the list pane a width of its own, narrower than the detail, or use an arrangement, whose equal split is the platform's own"
        default:
            return "size the panes by what they hold (one a width or minWidth, the other fill), or use an arrangement, whose equal split is the platform's own"
        }
    }
}

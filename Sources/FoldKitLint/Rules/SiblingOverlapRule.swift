import Foundation
import FoldKit
import FoldKitScenes

/// FK009 (error when either node is interactive, else warning): two visible elements overlap in
/// one layer outside an overlay (SPEC 5.1, 5.3, 8.4, amended 2026-12-02; seeds S1, S4).
/// `docs/lint/FK009.md`.
///
/// Elements are the leaves a panel shows: elements of every role and grid cells, by their
/// on-screen frames at rest. Two are in one layer unless one covers the other by design: the
/// nearest container holding both is an `overlay`, or an overlay-style arrangement that stacks its
/// views, or one of them is inside a presentation the other is not (a presentation sits above all
/// content). Anywhere else — a displaced control landing on a text block, a caption drawn across
/// a neighbour's slot — a designer sees one element over another.
///
/// Message: `control 'send' overlaps text 'draft' by 12 × 44pt` (the intersection), on the node
/// that comes first in the document; the diagnostic names both (``Diagnostic/nodes``).
/// - Complexity: O(*p*·(*n* log *n* + *k*·*d*)) for *p* panels, *n* elements, *k* pairs that meet
///   along the sweep axis (never all pairs) and trees *d* deep.
enum SiblingOverlapRule: LintRule {
    static let id = LintRuleID.fk009

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() {
            var elements: [(order: Int, node: SceneLayoutNode, frame: CGRect)] = []
            for (order, node) in panel.layout.nodes.enumerated() where node.isVisible && isElement(node) {
                guard let frame = node.visibleFrame, LintGeometry.hasArea(frame) else { continue }
                elements.append((order, node, frame))
            }
            var pairs: [(first: Int, finding: LintFinding)] = []
            for (a, b, part) in overlaps(elements.map { ($0.order, $0.frame) }) {
                let (first, second) = elements[a].order < elements[b].order ? (elements[a], elements[b]) : (elements[b], elements[a])
                guard shareALayer(first.node, second.node, in: panel) else { continue }
                let severity: DiagnosticSeverity = first.node.isInteractive || second.node.isInteractive ? .error : .warning
                pairs.append((first.order, LintFinding(
                    rule: id, severity: severity, panel: index, node: first.node.id,
                    message: "\(LintText.name(first.node)) overlaps \(LintText.name(second.node)) by \(LintText.size(part.size))",
                    fix: fix(first.node, second.node, in: panel), nodes: [first.node.id, second.node.id])))
            }
            findings += pairs.sorted { $0.first < $1.first }.map(\.finding)
        }
    }

    /// Whether `node` is a leaf a panel shows: an element, or a grid cell.
    static func isElement(_ node: SceneLayoutNode) -> Bool {
        switch node.role {
        case .element, .cell: return true
        default: return false
        }
    }

    /// Whether `a` and `b` lie in one layer: no overlay holds both as separate layers, and neither
    /// is inside a presentation that does not hold the other.
    static func shareALayer(_ a: SceneLayoutNode, _ b: SceneLayoutNode, in panel: LintPanel) -> Bool {
        // Each node's ancestors once, nearest first; the common one splits each list into the
        // part below it (where a presentation would set the node apart) and the rest.
        let (fromA, fromB) = (LintTree.ancestors(of: a, in: panel.layout), LintTree.ancestors(of: b, in: panel.layout))
        let above = Set(fromA.map(\.id))
        guard let index = fromB.firstIndex(where: { above.contains($0.id) }) else { return true }
        let common = fromB[index]
        if allowsCover(common) { return false }
        let belowA = fromA.prefix { $0.id != common.id }, belowB = fromB[..<index]
        return !([a, b] + belowA + belowB).contains { $0.role == .node(.presentation) }
    }

    /// Whether `parent` lays its children over each other on purpose.
    static func allowsCover(_ parent: SceneLayoutNode) -> Bool {
        if parent.role == .node(.overlay) { return true }
        if case .arrangement(.overlaid, _) = parent.details { return true }
        return false
    }

    /// The fix for `a` over `b`: a displaced one moves with its neighbours, anything else gets its
    /// own slot.
    static func fix(_ a: SceneLayoutNode, _ b: SceneLayoutNode, in panel: LintPanel) -> String {
        let displaced = [a, b].first { node in LintTree.ancestors(of: node, in: panel.layout).contains { $0.role == .node(.displace) } }
        if let displaced {
            return "move '\(displaced.id)' with the elements it works with (one displace around them all), so its container lays them out together"
        }
        return "give each its own slot (a stack or an arrangement), or put them in an overlay if one is meant to cover the other"
    }

    /// Every pair of `frames` whose intersection has area, as (index, index, intersection): a sweep
    /// along the axis on which the frames start at more distinct places (x for a row of buttons,
    /// y for the cells of a tall grid), comparing each frame only with those it reaches on that axis.
    /// - Complexity: O(*n* log *n* + *k*) for *k* pairs that meet on the sweep axis.
    static func overlaps(_ frames: [(order: Int, frame: CGRect)]) -> [(Int, Int, CGRect)] {
        let axis: Axis = Set(frames.map(\.frame.minX)).count >= Set(frames.map(\.frame.minY)).count ? .horizontal : .vertical
        func start(_ i: Int) -> CGFloat { frames[i].frame.minimum(along: axis) }
        let sorted = frames.indices.sorted { start($0) < start($1) || (start($0) == start($1) && frames[$0].order < frames[$1].order) }
        var active: [Int] = []
        var result: [(Int, Int, CGRect)] = []
        for i in sorted {
            active.removeAll { frames[$0].frame.maximum(along: axis) <= start(i) + LintGeometry.tolerance }
            for j in active {
                if let part = LintGeometry.overlap(frames[j].frame, frames[i].frame) { result.append((j, i, part)) }
            }
            active.append(i)
        }
        return result
    }
}

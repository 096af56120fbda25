import Foundation
import FoldKit
import FoldKitScenes

/// FK009 (warning): two interactive siblings overlap outside an overlay, so one covers the
/// other's touch target (SPEC 5.1, 5.3; seeds S1, S4). `docs/lint/FK009.md`.
///
/// Siblings are interactive nodes laid out in the same parent, looking through `displace`
/// wrappers (a displaced control that lands on its neighbour counts). Children of an `overlay`,
/// or of an overlay-style arrangement that stacks its views, are meant to cover each other and
/// are exempt; so are presentations, which sit above all content by design.
///
/// Message: `control 'send' overlaps control 'attach' by 12 × 44pt` (the intersection), on the
/// sibling that comes first in the document.
/// - Complexity: O(*p*·(*n* log *n* + *k*)) for *p* panels, *n* nodes and *k* sibling pairs that
///   meet along the sweep axis (siblings sorted by x or y, never all pairs).
enum SiblingOverlapRule: LintRule {
    static let id = LintRuleID.fk009

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() {
            var families: [String: [(order: Int, node: SceneLayoutNode, frame: CGRect)]] = [:]
            for (order, node) in panel.layout.nodes.enumerated() where node.isInteractive && node.role != .node(.presentation) {
                guard let frame = node.visibleFrame, let parent = layoutParent(of: node, in: panel), !allowsCover(parent) else { continue }
                families[parent.id, default: []].append((order, node, frame))
            }
            var pairs: [(first: Int, finding: LintFinding)] = []
            for family in families.values where family.count > 1 {
                for (a, b, part) in overlaps(family.map { ($0.order, $0.frame) }) {
                    let (first, second) = family[a].order < family[b].order ? (family[a], family[b]) : (family[b], family[a])
                    pairs.append((first.order, LintFinding(
                        rule: id, severity: .warning, panel: index, node: first.node.id,
                        message: "\(LintText.name(first.node)) overlaps \(LintText.name(second.node)) by \(LintText.size(part.size))",
                        fix: "give each its own slot (a stack or an arrangement), or put them in an overlay if one is meant to cover the other")))
                }
            }
            findings += pairs.sorted { $0.first < $1.first }.map(\.finding)
        }
    }

    /// The node `node` is laid out in, looking through `displace` wrappers; nil for the root.
    static func layoutParent(of node: SceneLayoutNode, in panel: LintPanel) -> SceneLayoutNode? {
        var parent = panel.parent(of: node)
        while let wrapper = parent, wrapper.role == .node(.displace) { parent = panel.parent(of: wrapper) }
        return parent
    }

    /// Whether `parent` lays its children over each other on purpose.
    static func allowsCover(_ parent: SceneLayoutNode) -> Bool {
        if parent.role == .node(.overlay) { return true }
        if case .arrangement(.overlaid, _) = parent.details { return true }
        return false
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

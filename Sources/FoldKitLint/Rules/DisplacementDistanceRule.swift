import Foundation
import FoldKit
import FoldKitScenes

/// FK005 (warning): a displaced element moved farther than a third of the window's extent along
/// the fold's axis, or away from the rest of its group (SPEC 5.1; seeds S1, S4).
/// `docs/lint/FK005.md`.
///
/// "Don't move too far: distance weakens the link to the source." Each displacement is judged in
/// its own posture, from where its child stood undisplaced to where it landed:
/// - **Away from its group**: the gap from the child to its nearest partner — the other members
///   of its `group`, and the `anchor` of a contextual displacement — grew by more than the
///   thickest active division (crossing the fold to stay next to it is allowed, SPEC 5.1).
/// - **Too far**: the move across the fold (along the split axis of the active divisions; on
///   both axes without one) exceeds a third of the window's extent on that axis.
/// At most one finding per displacement; the group finding wins.
///
/// Message: `control 'menu' moved 95.5pt away from image 'photo' (now 105.5pt apart, was 10pt)`
/// or `control 'menu' moved 412pt, more than a third of the window's width (317pt)`.
/// - Complexity: O(*p*·(*n* + Σ*g*²)) for *p* panels, *n* nodes and groups of *g* members.
enum DisplacementDistanceRule: LintRule {
    static let id = LintRuleID.fk005

    /// A displacement's child before and after moving, window coordinates.
    struct Move {
        var displace: SceneLayoutNode
        var child: SceneLayoutNode
        var original: CGRect
        var moved: CGRect
        var group: String?
        var isDisplaced: Bool
    }

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() {
            let moves = self.moves(in: panel)
            guard moves.contains(where: \.isDisplaced) else { continue }
            let slack = panel.activeDivisions.map { $0.frame.length(along: LintGeometry.acrossAxis(of: $0.frame)) }.max() ?? 0
            var groups: [String: [Move]] = [:]
            for move in moves { if let group = move.group { groups[group, default: []].append(move) } }
            for move in moves where move.isDisplaced {
                let members = move.group.flatMap { groups[$0] } ?? []
                if let message = awayFromGroup(move, members: members, anchor: input.anchors[move.displace.id].flatMap { panel[$0] }, slack: slack) {
                    findings.append(finding(move, index, message, fix: "move it with what it belongs to: give both one group and purpose, or make it 'contextual' with an anchor"))
                } else if let message = tooFar(move, panel: panel) {
                    findings.append(finding(move, index, message, fix: "keep it near its source: let it land next to the fold in the region holding most of it (purpose 'interactive' or 'contextual')"))
                }
            }
        }
    }

    static func finding(_ move: Move, _ panel: Int, _ message: String, fix: String) -> LintFinding {
        LintFinding(rule: id, severity: .warning, panel: panel, node: move.child.id, message: message, fix: fix)
    }

    /// Every shown displacement with its child (laid out right after it, in document order).
    static func moves(in panel: LintPanel) -> [Move] {
        let nodes = panel.layout.nodes
        var moves: [Move] = []
        for (i, node) in nodes.enumerated() {
            guard case .displacement(_, let group, let original, let isDisplaced, _) = node.details, i + 1 < nodes.count,
                  nodes[i + 1].parentID == node.id, let moved = nodes[i + 1].frame else { continue }
            moves.append(Move(displace: node, child: nodes[i + 1], original: original, moved: moved, group: group, isDisplaced: isDisplaced))
        }
        return moves
    }

    /// The message when `move` took its child away from its nearest partner by more than `slack`.
    static func awayFromGroup(_ move: Move, members: [Move], anchor: SceneLayoutNode?, slack: CGFloat) -> String? {
        var partners: [(node: SceneLayoutNode, before: CGRect, after: CGRect)] = []
        for other in members where other.displace.id != move.displace.id {
            partners.append((other.child, other.original, other.moved))
        }
        if let anchor, let frame = anchor.frame, anchor.id != move.child.id { partners.append((anchor, frame, frame)) }
        guard let nearest = partners.min(by: { LintGeometry.gap(move.moved, $0.after) < LintGeometry.gap(move.moved, $1.after) }) else { return nil }
        let before = partners.map { LintGeometry.gap(move.original, $0.before) }.min() ?? 0
        let after = LintGeometry.gap(move.moved, nearest.after)
        guard after - before > slack + LintGeometry.tolerance else { return nil }
        return "\(LintText.name(move.child)) moved \(LintText.points(after - before)) away from \(LintText.name(nearest.node)) "
            + "(now \(LintText.points(after)) apart, was \(LintText.points(before)))"
    }

    /// The message when `move` went farther than a third of the window along the split axis.
    static func tooFar(_ move: Move, panel: LintPanel) -> String? {
        let axes: [Axis] = panel.usableRegions.axis.map { [$0] } ?? [.horizontal, .vertical]
        for axis in axes {
            let distance = abs(LintGeometry.centre(of: move.moved, along: axis) - LintGeometry.centre(of: move.original, along: axis))
            let limit = panel.space.bounds.length(along: axis) / 3
            if distance > limit + LintGeometry.tolerance {
                return "\(LintText.name(move.child)) moved \(LintText.points(distance)), more than a third of the window's \(LintText.extent(axis)) (\(LintText.points(limit)))"
            }
        }
        return nil
    }
}

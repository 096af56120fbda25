import Foundation
import FoldKit
import FoldKitScenes

/// FK006 (warning): scrolling content — a `list`, a `scroll`, or a `displace` with purpose
/// `scrolling` — inside a `displace` with another purpose (SPEC 5.1; seeds S1, S4).
/// `docs/lint/FK006.md`.
///
/// "Never displace continuously scrolling content": scrolling already adapts it, and moving it
/// between regions breaks continuity. The fault is in the tree, so it is reported in every
/// posture the content shows in (each storyboard panel carries it), on the outermost scrolling
/// node under each such displacement.
///
/// Message: `list 'feed' scrolls inside displace 'feed-move' with purpose 'interactive'`.
/// - Complexity: O(*p*·*n*) for *p* panels and *n* nodes.
enum DisplacedScrollingRule: LintRule {
    static let id = LintRuleID.fk006

    /// What a node inherits: the nearest enclosing displacement that may move it, and whether
    /// scrolling content between the two was already reported.
    struct Scope {
        /// The displacement and its purpose (not `scrolling`).
        var displace: (node: SceneLayoutNode, purpose: SceneNode.Displace.Purpose)?
        /// Whether scrolling content under it was reported already.
        var reported = false
    }

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() {
            var scopes: [String: Scope] = [:]   // only nodes below a displacement that may move them
            for node in panel.layout.nodes {
                let purpose = displacementPurpose(of: node)
                var scope = node.parentID.flatMap { scopes[$0] } ?? Scope()
                if isScrolling(node, purpose: purpose), let displace = scope.displace, !scope.reported {
                    scope.reported = true
                    if node.isVisible {
                        findings.append(LintFinding(
                            rule: id, severity: .warning, panel: index, node: node.id,
                            message: "\(LintText.name(node)) scrolls inside \(LintText.name(displace.node)) with purpose '\(displace.purpose.rawValue)'",
                            fix: "never displace scrolling content: remove the displace around it or give it purpose 'scrolling'"))
                    }
                }
                if let purpose, purpose != .scrolling { scope = Scope(displace: (node, purpose)) }
                if scope.displace != nil { scopes[node.id] = scope }
            }
        }
    }

    static func displacementPurpose(of node: SceneLayoutNode) -> SceneNode.Displace.Purpose? {
        if case .displacement(let purpose, _, _, _, _) = node.details { return purpose }
        return nil
    }

    static func isScrolling(_ node: SceneLayoutNode, purpose: SceneNode.Displace.Purpose?) -> Bool {
        node.role == .node(.list) || node.role == .node(.scroll) || purpose == .scrolling
    }
}

import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// Every fix names an action that applies to its node (SPEC 8.4): a video across a fold is never
/// told to "present it as an alert", a node already displaced never to "displace it", a toolbar
/// never to "split at the fold", a node without a fixed size never to "drop the fixed width".
/// Walks every finding of the rule examples (each on every built-in device) and of the built-in
/// scenes (every device, both directions) and checks each suggestion against the node: its role,
/// its container, and what its scene node already has.
struct FixApplicabilityTests {
    /// One suggestion a fix may make and when it applies.
    struct Check: Sendable {
        /// Words that mark the suggestion in a fix.
        var words: String
        /// Why it would not apply to `node`, or nil when it does.
        var objection: @Sendable (Subject) -> String?
    }

    /// What a fix is judged against: the finding, its laid-out node and its scene node.
    struct Subject {
        var diagnostic: Diagnostic
        var node: SceneLayoutNode?
        var sceneNode: SceneNode?
        /// The scene node's ancestors, nearest first.
        var ancestors: [SceneNode]

        var isMedia: Bool {
            switch node?.role {
            case .element(.media)?, .element(.image)?, .element(.map)?: return true
            default: return false
            }
        }
    }

    static let checks: [Check] = [
        Check(words: "as an alert") { s in
            s.isMedia || s.node?.isInteractive == true ? "an alert is for a notice, not \(s.node.map { LintText($0) } ?? "this node")" : nil
        },
        Check(words: "displace it") { s in
            s.ancestors.contains { $0.type == .displace } || s.sceneNode?.type == .displace ? "it is displaced already" : nil
        },
        Check(words: "split at the fold") { s in
            switch s.node?.role {
            case .element(.tabBar)?, .element(.toolbar)?: return "a bar is declared as the UI layer, never split at the fold"
            default: return nil
            }
        },
        Check(words: "drop the fixed width") { s in
            if s.node?.isInteractive == true, case .element? = s.node?.role { return "a touch target keeps its size; what shares its space gives way" }
            if case .points? = s.sceneNode?.width { return nil }
            return "it has no fixed width"
        },
        Check(words: "drop the fixed height") { s in
            if s.node?.isInteractive == true, case .element? = s.node?.role { return "a touch target keeps its size; what shares its space gives way" }
            if case .points? = s.sceneNode?.height { return nil }
            return "it has no fixed height"
        },
        Check(words: "use \"fill\"") { s in
            s.sceneNode == nil ? "a bar the system places has no size of its own to change" : nil
        },
        Check(words: "pad its frame") { s in
            guard let asked = s.node?.askedSize else { return nil }
            return asked.width >= 44 && asked.height >= 44 ? "it asks for \(asked) already; it was given less" : nil
        },
        Check(words: "grid fold-aware") { s in
            guard s.node?.role == .cell || s.node?.role == .node(.grid) else { return "it is no grid or cell" }
            let grid = s.node?.role == .cell ? s.ancestors.first { $0.type == .grid } : s.sceneNode
            if case .grid(let payload)? = grid?.kind, payload.isFoldAware { return "its grid is fold-aware already" }
            return nil
        },
        Check(words: "preferredPrimaryWidth") { s in s.node?.role == .node(.splitView) ? nil : "it is no split view" },
        Check(words: "list pane") { s in s.node?.role == .node(.listDetail) ? nil : "it is no list–detail" },
        Check(words: "ignoresSafeArea") { s in s.sceneNode?.ignoresSafeArea == true ? nil : "it does not ignore the safe area" },
        Check(words: "lay the row out") { s in s.node?.isScrollingContent == true ? nil : "it is in no row" },
    ]

    /// What the corpus holds: a scene, its id, the devices and directions it is linted in.
    struct Entry: Sendable {
        var id: String
        var scene: Scene
        var devices: [String]
        var directions: [LayoutDirection]
    }

    static let corpus: [Entry] = {
        var entries: [Entry] = []
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/lint/examples")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        for name in names {
            guard let scene = try? LintExamples.scene(String(name.dropLast(5))) else { continue }
            entries.append(Entry(id: String(name.dropLast(5)), scene: scene, devices: DeviceProfile.builtInIDs, directions: [.leftToRight]))
        }
        for (id, scene) in (try? Scene.allBuiltIn()) ?? [] {
            entries.append(Entry(id: id, scene: scene, devices: DeviceProfile.builtInIDs, directions: LayoutDirection.allCases))
        }
        return entries
    }()

    /// Every declared node with its ancestors (nearest first), by id.
    static func sceneNodes(_ scene: Scene) -> [String: (node: SceneNode, ancestors: [SceneNode])] {
        var found: [String: (node: SceneNode, ancestors: [SceneNode])] = [:]
        var pending: [(SceneNode, [SceneNode])] = [(scene.root, [])]
        while let (node, ancestors) = pending.popLast() {
            found[node.id] = (node, ancestors)
            for (_, child) in node.children { pending.append((child, [node] + ancestors)) }
        }
        return found
    }

    @Test("every fix of the examples and built-ins applies to its node", arguments: corpus.map(\.id))
    func fixesApply(_ id: String) throws {
        let entry = try #require(Self.corpus.first { $0.id == id })
        let declared = Self.sceneNodes(entry.scene)
        var objections: [String] = []
        for device in entry.devices {
            let profile = Builtins.profile(device)
            for direction in entry.directions {
                let prepared = PreparedScene(unchecked: entry.scene)
                let panels = try Linter.panels(of: prepared, on: profile, postures: profile.supportedPresets, layoutDirection: direction)
                for diagnostic in Linter.lint(prepared, sceneID: id, deviceID: device, panels: panels) {
                    let panel = panels.first { $0.posture == diagnostic.posture }
                    let base = declared[diagnostic.node] ?? SceneIDs.splitExpanded(diagnostic.node).flatMap { declared[$0.base] }
                    let subject = Subject(diagnostic: diagnostic, node: panel?.layout[diagnostic.node], sceneNode: base?.node, ancestors: base?.ancestors ?? [])
                    for check in Self.checks where diagnostic.fix.contains(check.words) {
                        if let objection = check.objection(subject) {
                            objections.append("\(diagnostic.headline)\n  fix: \(diagnostic.fix)\n  '\(check.words)' does not apply: \(objection)")
                        }
                    }
                }
            }
        }
        #expect(objections.isEmpty, "\(objections.count) fixes do not apply:\n\(objections.prefix(12).joined(separator: "\n"))")
    }
}

/// A node named as lint names it, for objections.
private func LintText(_ node: SceneLayoutNode) -> String { "\(node.role.name) '\(node.id)'" }

/// The checks themselves object where they must: each counter-example is refused.
struct FixCheckTests {
    typealias F = FixApplicabilityTests

    static func subject(_ role: SceneLayoutNode.Role, interactive: Bool = false, asked: CGSize? = nil,
                        scene: SceneNode? = nil, ancestors: [SceneNode] = []) -> F.Subject {
        var node = SceneLayoutNode(id: "n", role: role, parentID: nil, frame: .zero, visibleFrame: .zero, zIndex: 0, region: .whole,
                                   isInteractive: interactive)
        node.askedSize = asked
        let diagnostic = Diagnostic(rule: .fk001, severity: .error, scene: "t", device: "d", posture: .book, node: "n", message: "m", fix: "f")
        return F.Subject(diagnostic: diagnostic, node: node, sceneNode: scene, ancestors: ancestors)
    }

    static let displace = SceneNode(id: "move", kind: .displace(.init(purpose: .transient, child: SceneNode(id: "n", kind: .element(.init(role: .control))))))

    @Test("each check refuses its counter-example", arguments: [
        ("as an alert", "a video"),
        ("displace it", "a node displaced already"),
        ("split at the fold", "an app-drawn toolbar"),
        ("drop the fixed width", "a node without a fixed width"),
        ("drop the fixed height", "a text field that asked for a 44-pt height"),
        ("pad its frame", "a control that asked for 44 × 44"),
        ("use \"fill\"", "a navigation bar the system placed"),
        ("grid fold-aware", "a text"),
    ])
    func refuses(_ words: String, _ name: String) throws {
        let check = try #require(F.checks.first { $0.words == words })
        let subject: F.Subject
        switch words {
        case "as an alert": subject = Self.subject(.element(.media), scene: SceneNode(id: "n", kind: .element(.init(role: .media))))
        case "displace it": subject = Self.subject(.element(.control), interactive: true, ancestors: [Self.displace])
        case "split at the fold": subject = Self.subject(.element(.toolbar), interactive: true)
        case "drop the fixed width": subject = Self.subject(.element(.text), scene: SceneNode(id: "n", kind: .element(.init(role: .text))))
        case "drop the fixed height":
            var field = SceneNode(id: "n", kind: .element(.init(role: .textField)))
            field.height = .points(44)
            subject = Self.subject(.element(.textField), interactive: true, scene: field)
        case "use \"fill\"": subject = Self.subject(.element(.toolbar))
        case "pad its frame": subject = Self.subject(.element(.control), interactive: true, asked: CGSize(width: 44, height: 44))
        default: subject = Self.subject(.element(.text))
        }
        #expect(check.objection(subject) != nil, "\(name)")
    }
}

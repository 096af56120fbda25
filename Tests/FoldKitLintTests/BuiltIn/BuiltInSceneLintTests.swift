import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// The built-in scenes are the examples corpus (STYLE 15): they lint with no errors on every
/// built-in device, in every posture it supports, in both layout directions (SPEC 8.2, 8.4), and
/// their UI layer shows no action twice and hides no tab (FK013, FK014 [S3]).
struct BuiltInSceneLintTests {
    static let scenes: [(id: String, scene: Scene)] = {
        do { return try Scene.allBuiltIn() } catch { fatalError("built-in scenes: \(error)") }
    }()

    /// The UI layer's warnings no built-in scene may have: each is a mistake S3 names.
    static let uiLayerWarnings: Set<LintRuleID> = [.fk013, .fk014]

    @Test(arguments: DeviceProfile.builtInIDs, LayoutDirection.allCases)
    func noErrors(_ device: String, _ direction: LayoutDirection) {
        var errors: [String] = []
        for (id, scene) in Self.scenes {
            errors += LintExamples.lint(scene, id: id, device: device, direction: direction)
                .filter { $0.severity == .error || Self.uiLayerWarnings.contains($0.rule) }.map(\.headline)
        }
        // The tri-fold in RTL included: the list reaches the first fold from the leading edge
        // (SPEC 4.4), so it never lies over the second one.
        #expect(errors.isEmpty, "\(errors.count) errors:\n\(errors.joined(separator: "\n"))")
    }

    /// Every diagnostic is located and worded as STYLE 14 asks: a known node, one line, no final
    /// period, a unit on every number, a separate fix.
    @Test(arguments: DeviceProfile.builtInIDs)
    func diagnosticsAreWellFormed(_ device: String) {
        for (id, scene) in Self.scenes {
            let profile = Builtins.profile(device)
            let panels = (try? Linter.panels(of: PreparedScene(unchecked: scene), on: profile, postures: profile.supportedPresets)) ?? []
            for diagnostic in Linter.lint(PreparedScene(unchecked: scene), sceneID: id, deviceID: device, panels: panels) {
                let panel = panels.first { $0.posture == diagnostic.posture }
                let barItems = panel?.layout.bars.flatMap { $0.items.map(\.id) } ?? []
                #expect(panel?.layout[diagnostic.node] != nil || barItems.contains(diagnostic.node) || Self.declaresAction(scene, diagnostic.node)
                        || diagnostic.rule == .fk003, "\(diagnostic.headline): no node")
                #expect(!diagnostic.message.hasSuffix(".") && !diagnostic.message.contains("\n"), "\(diagnostic.headline)")
                #expect(!diagnostic.fix.isEmpty && !diagnostic.fix.hasSuffix(".") && !diagnostic.fix.contains("\n"), "\(diagnostic.fix)")
            }
        }
    }

    /// Whether `scene` declares an action (a tab, the tab-bar action, a toolbar item) with `id`:
    /// what FK014 and FK019 name when the item is not shown.
    static func declaresAction(_ scene: Scene, _ id: String) -> Bool {
        func visit(_ node: SceneNode) -> Bool {
            if node.toolbar.contains(where: { $0.action.id == id }) { return true }
            if case .tabView(let tabView) = node.kind, tabView.bar.tabs.contains(where: { $0.action.id == id }) || tabView.bar.action?.id == id {
                return true
            }
            return node.children.contains { visit($0.node) }
        }
        return visit(scene.root)
    }
}

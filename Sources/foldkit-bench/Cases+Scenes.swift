import Foundation
import FoldKit
import FoldKitRender
import FoldKitScenes

/// The scene cases: each built-in scene laid out in every posture of the Duo (`n` = postures,
/// so ns/item is one layout), each prepared and laid out once in book (`scene.layout.cold`: the
/// scene is checked and outlined first, as a scene file is when it is read), and the SVG of the
/// whole built-in storyboard (`n` = panels).
enum SceneCases {
    static func all() throws -> [BenchmarkCase] {
        let duo = try DeviceProfile.builtIn("iphone-duo")
        let spaces = try duo.supportedPresets.map { try duo.resolve(try duo.state(for: $0)) }
        let book = try duo.resolve(try duo.state(for: .book))
        let scenes = try PreparedScene.allBuiltIn()
        var cases = scenes.map { item in
            BenchmarkCase(name: "scene.layout.\(item.id)", n: spaces.count) {
                spaces.reduce(0) { $0 &+ SceneLayout.solve(SceneLayoutRequest(scene: item.scene, space: $1)).nodes.count }
            }
        }
        cases += scenes.map { item in
            BenchmarkCase(name: "scene.layout.cold.\(item.id)", n: 1) {
                guard let scene = try? item.scene.scene.prepared() else { return 0 }
                return SceneLayout.solve(SceneLayoutRequest(scene: scene, space: book)).nodes.count
            }
        }
        let plan = try StoryboardPlan.make(StoryboardRequest(scenes: scenes.map { PanelScene(id: $0.id, title: $0.scene.scene.name) }, devices: [duo]))
        let byID = Dictionary(uniqueKeysWithValues: scenes.map { ($0.id, $0.scene) })
        let filled = plan.filled { panel in PanelContent(SceneLayout.solve(SceneLayoutRequest(scene: byID[panel.scene.id]!, space: panel.space))) }
        cases.append(BenchmarkCase(name: "storyboard.svg", n: filled.panels.count) {
            filled.panels.reduce(0) { $0 &+ SVGWriter.document(PanelDrawing($1)).utf8.count }
        })
        return cases
    }
}

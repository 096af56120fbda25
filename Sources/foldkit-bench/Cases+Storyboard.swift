import Foundation
import FoldKit
import FoldKitRender
import FoldKitScenes

/// The storyboard at scale (issue 20: linear in time): 10 and 100 scenes (the built-ins repeated
/// under new ids) on all 7 built-in devices in every posture each supports, planned, laid out and
/// drawn as SVG; `n` = panels, so ns/item is one panel and equal ns/item at both sizes is linear.
/// Memory is measured on the CLI (`/usr/bin/time -v foldkit storyboard …`): the storyboard holds one
/// scene's panels at a time and one batch of PNGs (docs/decisions.md, "A scene at a time").
enum StoryboardCases {
    static func all() throws -> [BenchmarkCase] {
        try [10, 100].map { count in
            let built = try PreparedScene.allBuiltIn()
            let scenes = (0..<count).map { built[$0 % built.count] }
            let panelScenes = scenes.indices.map { PanelScene(id: "scene-\($0)", title: scenes[$0].scene.scene.name) }
            let devices = try DeviceProfile.allBuiltIn()
            let panels = try StoryboardPlan.make(StoryboardRequest(scenes: panelScenes, devices: devices)).panels.count
            return BenchmarkCase(name: "storyboard.scale.\(count)-scenes.all-devices", n: panels) {
                guard let plan = try? StoryboardPlan.make(StoryboardRequest(scenes: panelScenes, devices: devices)) else { return 0 }
                // One panel at a time, as the storyboard writes them: laid out, drawn, dropped.
                var bytes = 0
                for panel in plan.panels {
                    guard let index = Int(panel.scene.id.dropFirst("scene-".count)) else { continue }
                    let content = PanelContent(SceneLayout.solve(SceneLayoutRequest(scene: scenes[index].scene, space: panel.space)))
                    let one = StoryboardPlan(panels: [panel]).filled { _ in content }
                    bytes &+= SVGWriter.document(PanelDrawing(one.panels[0])).utf8.count
                }
                return bytes
            }
        }
    }
}

import Foundation
import FoldKit
import FoldKitRender
import _FoldKitTestSupport

/// Panels shared by the render tests: the Duo's spaces and one hand-made scene panel (OdoKeep
/// Garage on the Duo in book) with nodes and findings, standing in for the scene and lint layers.
enum SamplePanels {
    /// The space-only panel of `preset` on built-in device `id`.
    static func space(_ id: String = "iphone-duo", _ preset: PosturePreset) -> StoryboardPanel {
        let profile = Builtins.profile(id)
        return StoryboardPanel(deviceID: profile.id, deviceName: profile.name, posture: preset, space: Builtins.space(id, preset))
    }

    /// Every space-only panel of built-in device `id` in its supported postures.
    static func spaces(_ id: String) -> [StoryboardPanel] {
        Builtins.profile(id).supportedPresets.map { space(id, $0) }
    }

    /// OdoKeep Garage on the Duo in book, window 951 × 669, fold at x 455.5 … 495.5.
    static var garage: StoryboardPanel {
        var panel = space("iphone-duo", .book)
        panel.scene = PanelScene(id: "odokeep-garage", title: "OdoKeep Garage")
        panel.nodes = [
            // 455.5 = (951 − 40) / 2: the list ends where the fold's frame starts.
            PanelNode(id: "vehicle-list", role: "card", label: "Vehicles", frame: CGRect(x: 0, y: 0, width: 455.5, height: 649), region: "leading"),
            // 399.5 = 895 − 495.5: from the fold's trailing edge to the 56-pt side bar.
            PanelNode(id: "fuel-log", role: "text", label: "Fuel log", frame: CGRect(x: 495.5, y: 0, width: 399.5, height: 649), region: "trailing"),
            PanelNode(id: "search", role: "searchField", frame: CGRect(x: 16, y: 16, width: 423.5, height: 36), zIndex: 1,
                      interactive: true, important: true, region: "leading"),
            // Straddles the fold on purpose: FK001.
            PanelNode(id: "add-button", role: "control", label: "Add", frame: CGRect(x: 420, y: 600, width: 60, height: 44), zIndex: 3,
                      interactive: true, region: "whole"),
            PanelNode(id: "photo", role: "image", label: "<Fuel & \"prices\">", frame: CGRect(x: 520, y: 80, width: 200, height: 120), zIndex: 2),
            PanelNode(id: "toolbar", role: "toolbar", frame: nil, isVisible: false),
            PanelNode(id: "hidden-map", role: "map", frame: CGRect(x: 0, y: 0, width: 100, height: 100), isVisible: false),
        ]
        panel.findings = [
            PanelFinding(rule: "FK001", severity: .error, nodeID: "add-button",
                         message: "control 'add-button' overlaps region 'fold' by 24.5pt", fix: "move it into the leading half"),
            PanelFinding(rule: "FK010", severity: .warning, nodeID: "photo", message: "image 'photo' is centred <near> the fold & more"),
            PanelFinding(rule: "FK004", severity: .info, nodeID: nil, message: "grid columns change between flat and book"),
            PanelFinding(rule: "FK009", severity: .warning, nodeID: "no-such-node", message: "a finding about a node that is not drawn"),
        ]
        return panel
    }
}

import FoldKitScenes

extension Linter {
    /// Lints panels of several scenes and devices at once and returns each panel's diagnostics,
    /// in the order of `panels`: the storyboard's lint hook in one call.
    ///
    /// Panels are grouped by scene id and device id (in order of first appearance) and each group
    /// is linted once with ``lint(_:sceneID:deviceID:panels:)``, so rules that compare postures
    /// see every posture of a scene on a device in the same state. A panel gets the diagnostics
    /// of its posture and state.
    /// - Complexity: as one ``lint(_:sceneID:deviceID:panels:)`` per scene × device.
    public static func diagnosticsPerPanel(_ panels: [(sceneID: String, scene: PreparedScene, deviceID: String, panel: LintPanel)]) -> [[Diagnostic]] {
        var groups = OrderedGroups<String, Int>()
        for (index, item) in panels.enumerated() { groups.append(index, to: item.sceneID + "\u{0}" + item.deviceID) }
        var result = Array(repeating: [Diagnostic](), count: panels.count)
        for (_, indices) in groups.groups {
            guard let first = indices.first.map({ panels[$0] }) else { continue }
            let diagnostics = lint(first.scene, sceneID: first.sceneID, deviceID: first.deviceID, panels: indices.map { panels[$0].panel })
            for index in indices {
                let panel = panels[index].panel
                result[index] = diagnostics.filter { $0.posture == panel.posture && $0.state == panel.state && $0.pushed == panel.pushed }
            }
        }
        return result
    }
}

import FoldKitScenes

extension Linter {
    /// One panel of a scene on a device, as the calls that lint several scenes and devices at
    /// once take it: the scene's id and prepared scene, the device's id and the laid-out panel.
    public typealias ScenePanel = (sceneID: String, scene: PreparedScene, deviceID: String, panel: LintPanel)

    /// Lints panels of several scenes and devices at once: `foldkit lint`'s findings in its order.
    ///
    /// Panels are grouped by scene id and device id (in order of first appearance) and each group
    /// is linted once with ``lint(_:sceneID:deviceID:panels:disabling:)``, so rules that compare
    /// postures see every posture of a scene on a device in the same state.
    /// - Parameter disabled: rule ids turned off for this run (`--disable`), besides each scene's own.
    /// - Returns: each group's diagnostics, the groups in order.
    /// - Complexity: as one ``lint(_:sceneID:deviceID:panels:disabling:)`` per scene × device.
    public static func lint(_ panels: [ScenePanel], disabling disabled: Set<String> = []) -> [Diagnostic] {
        var groups = OrderedGroups<String, Int>()
        for (index, item) in panels.enumerated() { groups.append(index, to: item.sceneID + "\u{0}" + item.deviceID) }
        return groups.groups.flatMap { _, indices -> [Diagnostic] in
            guard let first = indices.first.map({ panels[$0] }) else { return [] }
            return lint(first.scene, sceneID: first.sceneID, deviceID: first.deviceID, panels: indices.map { panels[$0].panel }, disabling: disabled)
        }
    }

    /// Lints panels of several scenes and devices at once and returns each panel's diagnostics,
    /// in the order of `panels`: the storyboard's lint hook in one call.
    ///
    /// The diagnostics are ``lint(_:disabling:)``'s; a panel gets those of its scene, device,
    /// posture, state and screen (``Diagnostic/isShown(in:sceneID:deviceID:)``).
    /// - Complexity: as ``lint(_:disabling:)``, plus O(*p*·*d*) for *p* panels and *d* diagnostics.
    public static func diagnosticsPerPanel(_ panels: [ScenePanel]) -> [[Diagnostic]] {
        let diagnostics = lint(panels)
        return panels.map { item in diagnostics.filter { $0.isShown(in: item.panel, sceneID: item.sceneID, deviceID: item.deviceID) } }
    }
}

extension Diagnostic {
    /// Whether the diagnostic is one of `panel`'s, of scene `sceneID` on device `deviceID`: the
    /// same posture, state and screen (``LintPanel/pushed``).
    public func isShown(in panel: LintPanel, sceneID: String, deviceID: String) -> Bool {
        scene == sceneID && device == deviceID && posture == panel.posture && state == panel.state && pushed == panel.pushed
    }
}

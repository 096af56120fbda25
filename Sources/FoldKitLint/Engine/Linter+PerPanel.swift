import FoldKit
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
    /// The diagnostics are ``lint(_:disabling:)``'s; a panel gets those of its screen
    /// (``Diagnostic/Screen``: scene, device, posture, state, pushed).
    /// - Complexity: as ``lint(_:disabling:)``, plus O(*p*·*d*) for *p* panels and *d* diagnostics.
    public static func diagnosticsPerPanel(_ panels: [ScenePanel]) -> [[Diagnostic]] {
        let diagnostics = lint(panels)
        return panels.map { item in
            let screen = Diagnostic.Screen(item.panel, sceneID: item.sceneID, deviceID: item.deviceID)
            return diagnostics.filter { $0.screen == screen }
        }
    }
}

extension Diagnostic {
    /// The screen a finding is shown on: its scene's, on its device, in its posture and state,
    /// the panel's own or a next screen (``LintPanel/pushed``). A storyboard panel shows the
    /// diagnostics of its screen.
    public struct Screen: Sendable, Hashable {
        /// The scene's id.
        public var scene: String
        /// The device profile's id.
        public var device: String
        /// The posture.
        public var posture: PosturePreset
        /// The state beyond the posture.
        public var state: StateModifiers
        /// The list–details whose detail the screen shows pushed; empty for a panel's own screen.
        public var pushed: [String]

        /// Creates a screen.
        public init(scene: String, device: String, posture: PosturePreset, state: StateModifiers, pushed: [String]) {
            (self.scene, self.device, self.posture, self.state, self.pushed) = (scene, device, posture, state, pushed)
        }

        /// The screen `panel` shows of scene `sceneID` on device `deviceID`.
        public init(_ panel: LintPanel, sceneID: String, deviceID: String) {
            self.init(scene: sceneID, device: deviceID, posture: panel.posture, state: panel.state, pushed: panel.pushed)
        }
    }

    /// The screen the finding is shown on.
    public var screen: Screen { Screen(scene: scene, device: device, posture: posture, state: state, pushed: pushed) }
}

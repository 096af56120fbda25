import Foundation
import FoldKit
import FoldKitScenes

// Lint's entry points before scenes were prepared once (``PreparedScene``): kept for one release.
// Each outlines the scene anew, unchecked, on every call.

extension Linter {
    /// Lays `scene` out on `profile` in each of `postures` and checks every rule.
    @available(*, deprecated, message: "prepare the scene once (PreparedScene) and pass it")
    public static func lint(_ scene: Scene, sceneID: String, profile: DeviceProfile, postures: [PosturePreset],
                            layoutDirection: LayoutDirection = .leftToRight) throws(LintError) -> [Diagnostic] {
        try lint(PreparedScene(unchecked: scene), sceneID: sceneID, profile: profile, postures: postures, layoutDirection: layoutDirection)
    }

    /// Checks every rule on layouts already computed.
    @available(*, deprecated, message: "prepare the scene once (PreparedScene) and pass it")
    public static func lint(_ scene: Scene, sceneID: String, deviceID: String, panels: [LintPanel]) -> [Diagnostic] {
        lint(PreparedScene(unchecked: scene), sceneID: sceneID, deviceID: deviceID, panels: panels)
    }

    /// Resolves each posture on `profile` and lays `scene` out in it.
    @available(*, deprecated, message: "prepare the scene once (PreparedScene) and pass it")
    public static func panels(of scene: Scene, on profile: DeviceProfile, postures: [PosturePreset],
                              layoutDirection: LayoutDirection = .leftToRight) throws(LintError) -> [LintPanel] {
        try panels(of: PreparedScene(unchecked: scene), on: profile, postures: postures, layoutDirection: layoutDirection)
    }

    /// The panels one space shows `scene` in.
    @available(*, deprecated, message: "prepare the scene once (PreparedScene) and pass it")
    public static func screens(of scene: Scene, in space: LayoutSpace, posture: PosturePreset, state: StateModifiers) -> [LintPanel] {
        screens(of: PreparedScene(unchecked: scene), in: space, posture: posture, state: state)
    }

    /// Lints panels of several scenes and devices at once.
    @available(*, deprecated, message: "prepare the scenes once (PreparedScene) and pass them")
    public static func diagnosticsPerPanel(_ panels: [(sceneID: String, scene: Scene, deviceID: String, panel: LintPanel)]) -> [[Diagnostic]] {
        diagnosticsPerPanel(panels.map { ($0.sceneID, PreparedScene(unchecked: $0.scene), $0.deviceID, $0.panel) })
    }
}

import Foundation
import FoldKit

/// Shortcuts to the built-in profiles and their resolved spaces for tests.
public enum Builtins {
    /// The built-in profile `id`; traps only on a packaging fault (tests only).
    public static func profile(_ id: String) -> DeviceProfile {
        do { return try DeviceProfile.builtIn(id) } catch { fatalError("built-in profile \(id): \(error)") }
    }

    /// The space of `preset` on built-in device `id`, with optional modifiers and layout
    /// direction (tests only).
    public static func space(_ id: String = "iphone-duo", _ preset: PosturePreset, cameraStreaming: Bool = false,
                             liveActivity: Bool = false, window: CGRect? = nil, layoutDirection: LayoutDirection = .leftToRight) -> LayoutSpace {
        let profile = profile(id)
        do {
            var state = try profile.state(for: preset)
            state.cameraStreaming = cameraStreaming
            state.liveActivity = liveActivity
            state.window = window
            return try profile.resolve(state, layoutDirection: layoutDirection)
        } catch {
            fatalError("\(id) \(preset.rawValue): \(error)")
        }
    }
}

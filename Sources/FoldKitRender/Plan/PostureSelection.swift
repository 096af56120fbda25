import FoldKit

/// Which postures a storyboard renders on each device (`--posture all` or a list).
public enum PostureSelection: Sendable, Hashable {
    /// Every preset each device supports (``DeviceProfile/supportedPresets``); presets a device
    /// cannot take are skipped silently.
    case supported
    /// Exactly these presets, in this order, on every device; a device that cannot take one is an
    /// error (``StoryboardPlanError/unsupportedPosture(device:posture:reason:)``).
    case only([PosturePreset])
    /// These presets, in this order, on each device that can take them; the others are skipped
    /// (`--device all --posture book`: the hingeless devices have no book posture).
    case onlyWhereSupported([PosturePreset])

    /// The presets to render on `profile`, in order.
    /// - Throws: ``StoryboardPlanError/unsupportedPosture(device:posture:reason:)`` for a listed
    ///   preset the device cannot take.
    func presets(on profile: DeviceProfile) throws(StoryboardPlanError) -> [PosturePreset] {
        switch self {
        case .supported:
            return profile.supportedPresets
        case .only(let presets):
            for preset in presets {
                do { _ = try profile.state(for: preset) } catch {
                    throw .unsupportedPosture(device: profile.id, posture: preset, reason: error.reason)
                }
            }
            return presets
        case .onlyWhereSupported(let presets):
            let supported = profile.supportedPresets
            return presets.filter(supported.contains)
        }
    }
}

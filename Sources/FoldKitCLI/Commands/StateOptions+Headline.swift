import Foundation
import FoldKit

extension StateOptions.Resolved {
    /// The device state as every command's text output names it: the device, the preset asked for
    /// (with any `--hinge-angle` or `--orientation` that overrode part of it) and the posture
    /// derived from the window's space, each labelled: `iphone-duo, preset book, posture flat`.
    ///
    /// The two are printed apart because they can differ: a window beside the fold derives `flat`
    /// from a `book` preset, and `--hinge-angle 90` makes `flat` a book (SPEC 2.4, 3.5). The JSON
    /// reports carry them as `preset` and `posture`.
    /// The camera streaming and a Live Activity follow when on (`…, posture book, camera
    /// streaming`), as the state names in storyboard and lint do.
    public var headline: String {
        var text = "\(profile.id), preset \(presetDescription), posture \(space.posture.rawValue)"
        if state.cameraStreaming { text += ", camera streaming" }
        if state.liveActivity { text += ", Live Activity" }
        return text
    }

    /// The preset with the overrides that changed its state: `flat`, `flat at 90°`,
    /// `book in portrait`.
    public var presetDescription: String {
        var text = preset.rawValue
        guard let base = try? profile.state(for: preset) else { return text }
        if state.hingeAngle != base.hingeAngle { text += " at \(Format.output(state.hingeAngle))°" }
        if state.orientation != base.orientation { text += " in \(state.orientation.rawValue)" }
        return text
    }
}

import Foundation
import FoldKit

/// Why a ``StoryboardRequest`` cannot be planned; each case names the device and posture at fault.
public enum StoryboardPlanError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A posture listed explicitly that the device cannot take (e.g. `book` on an iPhone).
    case unsupportedPosture(device: String, posture: PosturePreset, reason: String)
    /// A device state the profile cannot resolve (a profile fault).
    case unresolvable(device: String, posture: PosturePreset, message: String)
    /// A window (display coordinates, points) that the posture's display cannot hold: the
    /// message says why (`(0, 0, 951, 669) is not inside the 360 × 780 display`).
    case windowOutsideDisplay(device: String, posture: PosturePreset, window: CGRect, message: String)
    /// The keyboard state on a display whose profile gives no `keyboardHeight` (SPEC 10.2): the
    /// message names its JSON path.
    case noKeyboard(device: String, posture: PosturePreset, message: String)
    /// Two devices whose ids give the same file path.
    case duplicateDevice(String)
    /// Two scenes whose ids give the same file path.
    case duplicateScene(String)
    /// Two states with the same name (``StateModifiers/fileSuffix``), which would give the same files.
    case duplicateState(String)

    /// One line for messages.
    public var description: String {
        switch self {
        case .unsupportedPosture(let device, let posture, let reason):
            return "device '\(device)' cannot take the posture '\(posture.rawValue)' (\(reason))"
        case .unresolvable(let device, let posture, let message):
            return "device '\(device)' in posture '\(posture.rawValue)': \(message)"
        case .windowOutsideDisplay(let device, let posture, _, let message):
            return "device '\(device)' in posture '\(posture.rawValue)': window: \(message)"
        case .noKeyboard(let device, let posture, let message):
            return "device '\(device)' in posture '\(posture.rawValue)': \(message)"
        case .duplicateDevice(let id):
            return "device '\(id)' is listed twice"
        case .duplicateScene(let id):
            return "scene '\(id)' is listed twice"
        case .duplicateState(let name):
            return "state '\(name)' is listed twice"
        }
    }
}

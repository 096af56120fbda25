import FoldKit

/// Why a scene cannot be linted on a device: a posture the device cannot take, or a state its
/// profile cannot resolve (a profile fault).
public enum LintError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A posture the device cannot take (`book` on a device without a hinge), with the reason.
    case unsupportedPosture(device: String, posture: PosturePreset, reason: String)
    /// A state the profile cannot resolve.
    case unresolvable(device: String, posture: PosturePreset, message: String)

    /// One line for messages.
    public var description: String {
        switch self {
        case .unsupportedPosture(let device, let posture, let reason):
            return "device '\(device)' cannot take the posture '\(posture.rawValue)' (\(reason))"
        case .unresolvable(let device, let posture, let message):
            return "device '\(device)' in posture '\(posture.rawValue)': \(message)"
        }
    }
}

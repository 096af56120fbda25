/// How bad a lint finding is; raw values are the JSON and text spellings (CLI.md `lint`).
///
/// Ordered from worst to mildest: `error < warning < info` sorts errors first.
public enum DiagnosticSeverity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// The layout is broken: a control in the crease, content off the window (exit 1).
    case error
    /// The layout still works but breaks a design rule.
    case warning
    /// A remark about behaviour that is by design, e.g. a secondary that cannot be shown.
    case info

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .info: return 2
        }
    }

    /// Errors first, then warnings, then infos.
    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool { lhs.rank < rhs.rank }
}

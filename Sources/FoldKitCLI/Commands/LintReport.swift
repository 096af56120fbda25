import Foundation
import FoldKit
import FoldKitLint

/// What `foldkit lint` prints: CLI.md's JSON document, or compiler-style lines with a summary.
struct LintReport: Encodable {
    var diagnostics: [Diagnostic]
    var errors: Int
    var warnings: Int

    /// The report of `diagnostics`, in their order.
    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
        errors = diagnostics.filter { $0.severity == .error }.count
        warnings = diagnostics.filter { $0.severity == .warning }.count
    }

    enum CodingKeys: String, CodingKey { case diagnostics, errors, warnings }

    /// Each diagnostic as `scene: device/posture[ state]: severity: rule: message` and an indented
    /// `fix:` line, then `Checked 13 scenes on 1 device in 78 panels: 0 errors, 2 warnings, 1 info`
    /// (`in 24 panels (4 states)` when several states are checked; `and 4 next screens` for the
    /// panels whose list–detail shows one view, checked with the detail pushed).
    func text(scenes: Int, devices: Int, states: Int = 1, panels: Int, nextScreens: Int = 0) -> String {
        var out = diagnostics.map(\.text).joined()
        let infos = diagnostics.count - errors - warnings
        out += "Checked \(Self.plural(scenes, "scene")) on \(Self.plural(devices, "device")) in \(Self.plural(panels, "panel"))"
        out += states > 1 ? " (\(states) states)" : ""
        out += nextScreens > 0 ? " and \(Self.plural(nextScreens, "next screen")): " : ": "
        out += "\(Self.plural(errors, "error")), \(Self.plural(warnings, "warning")), \(Self.plural(infos, "info"))\n"
        return out
    }

    /// `1 panel`, `2 panels`: a count and its noun, the one way reports write counts.
    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

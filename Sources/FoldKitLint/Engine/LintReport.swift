import Foundation
import FoldKit

/// What `foldkit lint` prints, and FoldKitTesting's failure messages: CLI.md's JSON document, or
/// compiler-style lines with a summary (SPEC 8.4).
///
/// Every diagnostic is one node's (JSON and SARIF list each); text shows each group of repeats
/// as one line (``Diagnostic/grouped(_:)``). With a baseline, the findings it holds are known:
/// listed and marked, not counted as errors or warnings, never failing the run.
public struct LintReport: Encodable, Sendable {
    /// The diagnostics in output order.
    public var diagnostics: [Diagnostic]
    /// For each diagnostic, whether the baseline holds it; nil without a baseline.
    public var known: [Bool]?
    /// New errors (not in the baseline).
    public var errors: Int
    /// New warnings (not in the baseline).
    public var warnings: Int

    /// The report of `diagnostics`, in their order, without a baseline: every one counts.
    public init(_ diagnostics: [Diagnostic]) {
        self.init(diagnostics: diagnostics, known: nil)
    }

    /// The report of `judged` diagnostics, in their order, each with whether a baseline holds it
    /// (`foldkit lint --baseline`): the known ones are listed and marked, not counted.
    public init(judged: [(diagnostic: Diagnostic, known: Bool)]) {
        self.init(diagnostics: judged.map(\.diagnostic), known: judged.map(\.known))
    }

    private init(diagnostics: [Diagnostic], known: [Bool]?) {
        self.diagnostics = diagnostics
        self.known = known
        let new = zip(diagnostics, known ?? Array(repeating: false, count: diagnostics.count)).filter { !$0.1 }.map(\.0)
        errors = new.count { $0.severity == .error }
        warnings = new.count { $0.severity == .warning }
    }

    /// The number of known findings (0 without a baseline).
    public var knownCount: Int { known?.count { $0 } ?? 0 }

    enum CodingKeys: String, CodingKey { case diagnostics, errors, warnings, known }

    /// CLI.md's document: `diagnostics`, `errors`, `warnings`; with a baseline each diagnostic
    /// carries `"known": bool` and the document the `known` count.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let known {
            try container.encode(zip(diagnostics, known).map(Entry.init), forKey: .diagnostics)
            try container.encode(knownCount, forKey: .known)
        } else {
            try container.encode(diagnostics, forKey: .diagnostics)
        }
        try container.encode(errors, forKey: .errors)
        try container.encode(warnings, forKey: .warnings)
    }

    /// A diagnostic with whether the baseline holds it.
    private struct Entry: Encodable {
        var diagnostic: Diagnostic
        var known: Bool
        enum Key: String, CodingKey { case known }
        func encode(to encoder: any Encoder) throws {
            try diagnostic.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(known, forKey: .known)
        }
    }

    /// Each group of diagnostics (``Diagnostic/grouped(_:)``) as `scene: device/posture[ state]:
    /// severity: rule: message` and an indented `fix:` line, the known ones after the new under
    /// `Known (in the baseline, not failing the run):`, then `Checked 13 scenes on 1 device in 78 panels: 0 errors, 2 warnings,
    /// 1 info` (`in 24 panels (4 states)` when several states are checked; `and 4 next screens`
    /// for the panels whose list–detail shows one view, checked with the detail pushed; `, 3
    /// known` with a baseline).
    public func text(scenes: Int, devices: Int, states: Int = 1, panels: Int, nextScreens: Int = 0) -> String {
        let flags = zip(diagnostics, known ?? Array(repeating: false, count: diagnostics.count))
        var out = Diagnostic.grouped(flags.filter { !$0.1 }.map(\.0)).map(\.text).joined()
        let knownOnes = Diagnostic.grouped(flags.filter { $0.1 }.map(\.0))
        if !knownOnes.isEmpty { out += "Known (in the baseline, not failing the run):\n" + knownOnes.map(\.text).joined() }
        let infos = diagnostics.count - knownCount - errors - warnings
        out += "Checked \(Self.plural(scenes, "scene")) on \(Self.plural(devices, "device")) in \(Self.plural(panels, "panel"))"
        out += states > 1 ? " (\(states) states)" : ""
        out += nextScreens > 0 ? " and \(Self.plural(nextScreens, "next screen")): " : ": "
        out += "\(Self.plural(errors, "error")), \(Self.plural(warnings, "warning")), \(Self.plural(infos, "info"))"
        out += known == nil ? "\n" : ", \(knownCount) known (in the baseline)\n"
        return out
    }

    /// `1 panel`, `2 panels`: a count and its noun, the one way reports write counts.
    public static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

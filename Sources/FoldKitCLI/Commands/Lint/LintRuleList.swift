import Foundation
import FoldKitLint

/// `foldkit lint --list-rules [--format text|json|sarif]`: every rule lint checks, with its
/// severity, seeds and one line saying what it checks (CLI.md "Added 2026-12-02").
enum LintRuleList {
    /// One rule in the JSON list.
    struct Entry: Encodable {
        var id: String
        var severity: String
        var seeds: [String]
        var summary: String
        var note: String
    }

    /// The list in `format`: text lines `FK001  error    S1, S4      an interactive …` (a severity
    /// that depends on the node said after the summary), a JSON document
    /// `{"rules": [{"id", "severity", "seeds", "summary", "note"}]}`, or a SARIF log with the
    /// rules and no results.
    /// - Throws: ``CLIError`` for scene arguments and for any option but `--format` (the list is
    /// the same for every scene, device, state and baseline: an option it would ignore is refused).
    static func output(_ arguments: ParsedArguments, format: LintFormat) throws(CLIError) -> CLIOutput {
        if let scene = arguments.positionals.first {
            throw .usage(command: "lint", message: "--list-rules lists the rules and takes no scene, got '\(CLIError.excerpt(scene))'")
        }
        if let other = arguments.givenOrder.first(where: { $0 != "--list-rules" && $0 != LintFormat.spec.name }) {
            throw .usage(command: "lint", message: "--list-rules lists every rule and takes only --format, got \(other)")
        }
        let rules = Linter.ruleIDs
        switch format {
        case .json:
            let entries = rules.map { Entry(id: $0.rawValue, severity: $0.severityText, seeds: $0.seeds, summary: $0.summary, note: $0.notePath) }
            return CLIOutput(exitCode: 0, stdout: try JSONOutput.encode(["rules": entries]))
        case .sarif:
            return CLIOutput(exitCode: 0, stdout: try JSONOutput.encode(LintSARIF(LintReport([]), files: [:])))
        case .text:
            let lines = rules.map { rule in
                let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                let seeds = rule.seeds.joined(separator: ", ").padding(toLength: 10, withPad: " ", startingAt: 0)
                let mixed = rule.severityText == rule.severity.rawValue ? "" : " (\(rule.severityText))"
                return "\(rule.rawValue)  \(severity)  \(seeds)  \(rule.summary)\(mixed)\n"
            }
            return CLIOutput(exitCode: 0, stdout: lines.joined())
        }
    }
}

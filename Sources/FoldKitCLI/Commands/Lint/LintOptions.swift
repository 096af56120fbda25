import Foundation
import FoldKit
import FoldKitLint
import FoldKitScenes

/// `foldkit lint --format text|json|sarif`: lint's output formats (CLI.md).
enum LintFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines with a summary (the default).
    case text
    /// CLI.md's JSON document, one diagnostic per node.
    case json
    /// SARIF 2.1.0 for code review tools: one run, the rules, one result per node.
    case sarif

    /// The `--format` option spec.
    static let spec = OptionSpec.value("--format", "text|json|sarif", "Output format (default: text)",
                                       check: .choice(LintFormat.self, noun: "format"))

    /// The format `--format` names (text when absent).
    /// - Throws: ``CLIError`` for an unknown format.
    static func parse(_ arguments: ParsedArguments) throws(CLIError) -> LintFormat {
        try arguments.choice("--format", LintFormat.self, noun: "format") ?? .text
    }
}

/// Lint's own options beside the storyboard's device, posture and state lists (CLI.md
/// "Added 2026-12-02"): rules turned off, a baseline of known findings, the rule list.
enum LintOptions {
    /// `--disable`, `--baseline`, `--list-rules`.
    static let specs: [OptionSpec] = [
        .value("--disable", "FK015,…", "Turn rules off for this run (the scene's own \"lint\" object turns them off for a scene or node)",
               check: ValueCheck { arguments, name throws(CLIError) in _ = try disabled(arguments) }),
        .value("--baseline", "FILE", "A previous --format json output: findings in it are reported as known and do not fail the run"),
        .flag("--list-rules", "Print every rule: id, severity, seeds and what it checks (with --format json, a document)"),
    ]

    /// The rule ids `--disable` turns off, each one the scene format defines (SCENE.md: FK001 …
    /// FK021), none when absent.
    /// - Throws: ``CLIError`` naming `--disable` for an unknown id, an empty item or a repeat.
    static func disabled(_ arguments: ParsedArguments) throws(CLIError) -> Set<String> {
        guard let text = arguments.value("--disable") else { return [] }
        return Set(try ListValue.items(text, flag: "--disable", placeholder: arguments.placeholder("--disable"), noun: "rule",
                                       among: SceneLintOptions.ruleIDs, acceptsAll: false))
    }
}

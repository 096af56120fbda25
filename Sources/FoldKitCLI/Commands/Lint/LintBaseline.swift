import Foundation
import FoldKit
import FoldKitLint

/// `foldkit lint --baseline FILE`: the findings a previous `--format json` run reported, which
/// this run reports as known and does not fail on (CLI.md "Added 2026-12-02").
///
/// A finding is known when the baseline holds one of the same identity (``Diagnostic/Identity``:
/// rule, scene, device, posture, state, screen and node): its message may differ (a number that
/// moved), it is still the same fault of the same node.
struct LintBaseline: Sendable {
    /// The shape read: a `--format json` document (its counts and any other members are ignored).
    private struct Document: Decodable {
        var diagnostics: [Diagnostic]
    }

    /// The known findings.
    private var keys: Set<Diagnostic.Identity>

    /// Reads the baseline file `--baseline` names, nil when absent.
    /// - Throws: ``CLIError`` naming the file, with line:column and JSON path, for a file that is
    ///   missing, unreadable or not a lint JSON document.
    static func read(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> LintBaseline? {
        guard let text = arguments.value("--baseline") else { return nil }
        let data = try FileInput.read(text, resolvedPath: SceneInput.resolved(text, context: context))
        do {
            let document = try StrictJSON.decode(Document.self, from: data)
            return LintBaseline(keys: Set(document.diagnostics.map(\.identity)))
        } catch {
            throw .invalidFile(path: text, error: JSONInputError(path: error.path, message: error.message + " (expected a 'foldkit lint --format json' output)",
                                                                 line: error.line, column: error.column))
        }
    }

    /// Whether `diagnostic` is in the baseline.
    func knows(_ diagnostic: Diagnostic) -> Bool { keys.contains(diagnostic.identity) }
}

extension LintReport {
    /// The report of `diagnostics`, in their order, each judged against `baseline` when given.
    init(_ diagnostics: [Diagnostic], baseline: LintBaseline?) {
        guard let baseline else { self.init(diagnostics); return }
        self.init(judged: diagnostics.map { ($0, baseline.knows($0)) })
    }
}

import Foundation
import Testing

/// One bad-input case for a `foldkit` command: the arguments and what the one-line message on
/// stderr must say (CLI.md "Exit status": exit 2, one line naming the flag, file and JSON path,
/// nothing on stdout; never a crash, a trap or a hang).
///
/// The table type every CLI bad-input test shares; the test runs the command (in-process or the
/// built binary) and hands the three outputs to ``violations(exitCode:stdout:stderr:)``.
public struct CLIBadInputCase: CustomTestStringConvertible, Sendable {
    /// How the message is checked.
    public enum Message: Sendable {
        /// The whole line, without `\n`.
        case exactly(String)
        /// A phrase the line must contain.
        case contains(String)
    }

    /// The case's name in test reports.
    public var name: String
    /// The arguments after the program name, the command first.
    public var arguments: [String]
    /// What the message must say.
    public var message: Message

    /// Creates a named case.
    public init(_ name: String, _ arguments: [String], _ message: Message) {
        self.name = name
        self.arguments = arguments
        self.message = message
    }

    /// Creates a case named by its arguments joined by spaces.
    public init(_ arguments: [String], _ message: Message) {
        self.init(arguments.joined(separator: " "), arguments, message)
    }

    /// The case with its arguments after `prefix` (a command name shared by a table).
    public func prefixed(_ prefix: [String]) -> CLIBadInputCase {
        CLIBadInputCase(name, prefix + arguments, message)
    }

    /// A description for test reports: the name.
    public var testDescription: String { name }

    /// What the outputs get wrong, one line each; empty when they keep the contract: exit 2,
    /// nothing on stdout, exactly one line on stderr that starts with `error: ` and says ``message``.
    public func violations(exitCode: Int32, stdout: String, stderr: String) -> [String] {
        var found: [String] = []
        if exitCode != 2 { found.append("exit \(exitCode), expected 2") }
        if !stdout.isEmpty { found.append("stdout not empty: \(stdout.prefix(200))") }
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count != 2 || lines[1] != "" { found.append("stderr is not exactly one line: \(stderr.prefix(400))") }
        let line = String(lines.first ?? "")
        if !line.hasPrefix("error: ") { found.append("stderr does not start with 'error: ': \(line.prefix(200))") }
        switch message {
        case .exactly(let expected) where line != expected:
            found.append("message\n  expected: \(expected)\n  actual:   \(line)")
        case .contains(let phrase) where !line.contains(phrase):
            found.append("message does not contain '\(phrase)': \(line)")
        default: break
        }
        return found
    }
}

import Foundation
import FoldKit

/// The `foldkit` command line as a function: arguments in, ``CLIOutput`` out.
///
/// The executable writes the output and exits with its code; tests call ``run(_:context:)``
/// in-process. Every ``CLIError`` is rendered here, in one place, as `error: <one line>` and exit 2
/// (3 for an internal fault).
///
/// Phases: parse the arguments against the command's options; check every flag value given
/// (``ParsedArguments/checkValues()``), so a bad value is reported before any file is opened;
/// run the command.
public enum FoldKitCommandLine {
    /// Every command, in `foldkit --help` order.
    public static let commands: [any Command] = [DevicesCommand(), RegionsCommand()] + CommandRegistry.additional

    /// Runs `foldkit` with `arguments` (without the program name).
    public static func run(_ arguments: [String], context: CommandContext = CommandContext(workingDirectory: FileManager.default.currentDirectoryPath)) -> CLIOutput {
        guard let first = arguments.first else {
            return CLIOutput(exitCode: 2, stderr: "error: missing command (see 'foldkit --help')\n")
        }
        if first == "--help" || first == "-h" || first == "help" { return CLIOutput(stdout: Help.top(commands)) }
        guard let command = commands.first(where: { $0.name == first }) else {
            return failure(.unknownCommand(first, suggestion: Suggestion.nearest(to: first, in: commands.map(\.name))))
        }
        do {
            let parsed = try ParsedArguments(Array(arguments.dropFirst()), specs: command.options, command: command.name)
            if parsed.wantsHelp { return CLIOutput(stdout: Help.command(command)) }
            // Every flag value is judged before the command opens a scene or profile file.
            try parsed.checkValues()
            return try command.run(parsed, context: context)
        } catch {
            return failure(error)
        }
    }

    /// The one place a ``CLIError`` becomes output: one line on stderr, exit 2 (3 for an
    /// internal fault, ``CLIError/exitCode``), nothing on stdout.
    public static func failure(_ error: CLIError) -> CLIOutput {
        CLIOutput(exitCode: error.exitCode, stderr: "error: \(oneLine(error.message))\n")
    }

    /// The longest error line written, in characters; longer input echoed in it is cut with `…`.
    public static let maximumMessageLength = 600

    /// `text` as one printable line: control characters (a newline or an escape sequence echoed
    /// from a flag or a file) written as `\n`, `\u{1B}`…, and cut at ``maximumMessageLength``.
    public static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
            if out.count > maximumMessageLength { return String(out.prefix(maximumMessageLength)) + "…" }
        }
        return out
    }
}

import Foundation
import FoldKit

/// The `foldkit` command line as a function: arguments in, ``CLIOutput`` out.
///
/// The executable writes the output and exits with its code; tests call ``run(_:context:)``
/// in-process. Every ``CLIError`` is rendered here, in one place, as `error: <one line>` and exit 2.
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
            return try command.run(parsed, context: context)
        } catch {
            return failure(error)
        }
    }

    /// The one place a ``CLIError`` becomes output: one line on stderr, exit 2.
    public static func failure(_ error: CLIError) -> CLIOutput {
        CLIOutput(exitCode: 2, stderr: "error: \(error.message)\n")
    }
}

import Foundation
import FoldKitCLI

// The `foldkit` executable: nothing but a call into FoldKitCLI.
let output = FoldKitCommandLine.run(Array(CommandLine.arguments.dropFirst()),
                                    context: CommandContext(workingDirectory: FileManager.default.currentDirectoryPath,
                                                            stderrIsTerminal: isatty(STDERR_FILENO) != 0))
FileHandle.standardOutput.write(Data(output.stdout.utf8))
FileHandle.standardError.write(Data(output.stderr.utf8))
exit(output.exitCode)

/// What one run of `foldkit` produced: exit status and the text of both streams.
///
/// The CLI is a pure caller of the engine: ``FoldKitCommandLine/run(_:)`` returns this value and
/// the `foldkit` executable writes it out; tests read it in-process.
public struct CLIOutput: Sendable, Equatable {
    /// 0 success, 1 the command found errors (lint), 2 bad usage or input (CLI.md).
    public var exitCode: Int32
    /// Everything for standard output.
    public var stdout: String
    /// Everything for standard error (diagnostics, warnings).
    public var stderr: String

    /// Creates an output.
    public init(exitCode: Int32 = 0, stdout: String = "", stderr: String = "") {
        self.exitCode = exitCode
        self.stdout = stdout
        self.stderr = stderr
    }
}

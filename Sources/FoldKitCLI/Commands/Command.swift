/// A `foldkit` subcommand: its name, help and options, and a function from parsed arguments to
/// output. Commands never print; they return text (CLI.md).
public protocol Command: Sendable {
    /// The subcommand's name, `regions`.
    var name: String { get }
    /// One line for `foldkit --help` and the OVERVIEW section.
    var overview: String { get }
    /// The USAGE line after `foldkit NAME`.
    var usage: String { get }
    /// Every option the command accepts, in help order.
    var options: [OptionSpec] { get }
    /// Runs the command.
    /// - Throws: ``CLIError`` for bad usage or input (exit 2).
    func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CLIOutput
}

/// What a command may read besides its arguments: the working directory and whether stderr is a
/// terminal (for progress).
public struct CommandContext: Sendable {
    /// Relative paths are resolved against this directory.
    public var workingDirectory: String
    /// Whether standard error is a terminal (progress is shown only then).
    public var stderrIsTerminal: Bool
    /// For `storyboard --watch`: asked after every round whether to stop; nil watches until the
    /// process is interrupted (the command line's case). Tests stop a watch with it.
    public var stopWatching: (@Sendable () -> Bool)?
    /// For `storyboard --watch`: where each round's one-line report goes (standard error when nil).
    public var watchLog: (@Sendable (String) -> Void)?

    /// Creates a context.
    public init(workingDirectory: String, stderrIsTerminal: Bool = false, stopWatching: (@Sendable () -> Bool)? = nil,
                watchLog: (@Sendable (String) -> Void)? = nil) {
        self.workingDirectory = workingDirectory
        self.stderrIsTerminal = stderrIsTerminal
        self.stopWatching = stopWatching
        self.watchLog = watchLog
    }
}

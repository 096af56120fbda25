import FoldKit

/// Everything that makes `foldkit` fail: bad usage or bad input, located by flag, file and JSON
/// path (exit 2), or an internal fault (exit 3). Rendered to one line in one place, ``message``
/// (CLI.md "Exit status"; STYLE 13).
public enum CLIError: Error, Sendable, Equatable {
    /// No such command; `suggestion` is the near miss.
    case unknownCommand(String, suggestion: String?)
    /// No such flag for the command.
    case unknownFlag(String, command: String, suggestion: String?)
    /// A flag that takes a value was given none: nothing followed it, or `before`, an option.
    case missingValue(flag: String, placeholder: String, before: String? = nil)
    /// A flag given twice.
    case duplicateFlag(String)
    /// A value a flag cannot take: `reason` says why, `suggestion` is a near miss, `choices` the
    /// valid values when there is a fixed set.
    case invalidValue(flag: String, placeholder: String, value: String, reason: String, suggestion: String? = nil, choices: [String] = [])
    /// A positional argument the command does not take, or a missing one.
    case usage(command: String, message: String)
    /// A file that cannot be read.
    case unreadableFile(path: String, reason: String)
    /// A file whose content is invalid, at a JSON path.
    case invalidFile(path: String, error: JSONInputError)
    /// Flags that contradict each other, or input that cannot be laid out.
    case conflict(String)
    /// A result the command cannot write (a NaN frame): a fault of FoldKit, not of the input, so
    /// it exits 3 with nothing on stdout, never a partial or empty document with exit 0 (1 is
    /// lint's "found errors", 2 bad input: CLI.md).
    case internalFault(String)

    /// The exit status: 3 for ``internalFault(_:)``, 2 for bad usage or input.
    public var exitCode: Int32 {
        if case .internalFault = self { return 3 }
        return 2
    }

    /// The longest piece of input echoed in a message, in characters.
    static let maximumExcerptLength = 80

    /// `text` cut to ``maximumExcerptLength`` characters with `…`, so a huge value cannot drown
    /// the flag and the reason.
    static func excerpt(_ text: String) -> String {
        text.count > maximumExcerptLength ? String(text.prefix(maximumExcerptLength)) + "…" : text
    }

    /// The one-line message, without the `error: ` prefix.
    public var message: String {
        switch self {
        case .unknownCommand(let name, let suggestion):
            return "unknown command '\(Self.excerpt(name))'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (see 'foldkit --help')"
        case .unknownFlag(let flag, let command, let suggestion):
            return "unknown option '\(Self.excerpt(flag))' for 'foldkit \(command)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (see 'foldkit \(command) --help')"
        case .missingValue(let flag, let placeholder, let before):
            guard let before else { return "missing value for '\(flag) <\(placeholder)>'" }
            return "missing value for '\(flag) <\(placeholder)>': the next argument, '\(Self.excerpt(before))', is an option"
                + " (write '\(flag)=<\(placeholder)>' for a value that starts with '-')"
        case .duplicateFlag(let flag):
            return "'\(flag)' given more than once"
        case .invalidValue(let flag, let placeholder, let value, let reason, let suggestion, let choices):
            var text = "\(reason) '\(Self.excerpt(value))' for '\(flag) <\(placeholder)>'"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            if !choices.isEmpty { text += " (values: \(choices.joined(separator: ", ")))" }
            return text
        case .usage(let command, let message):
            return "\(message) (see 'foldkit \(command) --help')"
        case .unreadableFile(let path, let reason):
            return "\(path): \(reason)"
        case .invalidFile(let path, let error):
            return error.located(in: path)
        case .conflict(let text):
            return text
        case .internalFault(let text):
            return "internal fault: \(text) (please report it with the input)"
        }
    }
}

import FoldKit

/// Command-line arguments matched against a command's ``OptionSpec`` list.
///
/// Accepts `--name value`, `--name=value`, switches, options whose value is optional, repeatable
/// options, short aliases and positionals; `--` ends options. Unknown options, missing values and
/// options repeated that are not repeatable are ``CLIError``s. A value is never taken from an
/// argument that is itself an option (`--posture -o`: the value is missing); write
/// `--name=value` for a value that starts with `-` and a letter.
public struct ParsedArguments: Sendable {
    /// Option values by long name.
    public private(set) var values: [String: String] = [:]
    /// Switches that were given, by long name (an option whose value is optional, given alone).
    public private(set) var switches: Set<String> = []
    /// The values of repeatable options, by long name, in order.
    public private(set) var repeatedValues: [String: [String]] = [:]
    /// Arguments that are not options, in order.
    public private(set) var positionals: [String] = []
    /// For a positional argument that came right after an option whose value is optional given
    /// alone (`--camera-streaming maybe`), that option's long name, by the positional's index: the
    /// word was most likely meant as its value.
    public private(set) var positionalsAfterSwitch: [Int: String] = [:]
    /// Whether `--help`/`-h` was given.
    public private(set) var wantsHelp = false
    /// The long names of the options given, in the order first given.
    public private(set) var givenOrder: [String] = []
    /// The specs matched against, for placeholders in error messages.
    public let specs: [OptionSpec]

    /// Parses `arguments` for `command`.
    /// - Throws: ``CLIError`` for an unknown option (with a near miss), a missing value (none
    ///   left, or the next argument is an option, ``looksLikeOption(_:)``), or an option given
    ///   twice.
    public init(_ arguments: [String], specs: [OptionSpec], command: String) throws(CLIError) {
        self.specs = specs
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" || Double(argument) != nil {
                if index >= 2, !optionsEnded, let previous = specs.first(where: { $0.name == arguments[index - 2] }),
                   previous.optionalValueWords != nil {
                    positionalsAfterSwitch[positionals.count] = previous.name
                }
                positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "--help" || argument == "-h" { wantsHelp = true; continue }
            var name = argument
            var inline: String?
            if let eq = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            guard let spec = specs.first(where: { $0.name == name || $0.short == name }) else {
                // The keyboard and scrolling are a scene's states (SPEC 10.2): a command without a scene says so.
                if name == "--keyboard" || name == "--scrolled" { throw KeyboardOptions.refusal(name, command: command) }
                let names = specs.map(\.name) + ["--help"]
                throw .unknownFlag(name, command: command, suggestion: Suggestion.nearest(to: name, in: names))
            }
            if !givenOrder.contains(spec.name) { givenOrder.append(spec.name) }
            if let words = spec.optionalValueWords {
                if values[spec.name] != nil || switches.contains(spec.name) { throw .duplicateFlag(spec.name) }
                if let inline {
                    values[spec.name] = inline
                } else if index < arguments.count, Self.isValueList(arguments[index], of: words) {
                    values[spec.name] = arguments[index]
                    index += 1
                } else {
                    switches.insert(spec.name)
                }
            } else if let placeholder = spec.placeholder {
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard index < arguments.count else { throw .missingValue(flag: spec.name, placeholder: placeholder) }
                    if Self.looksLikeOption(arguments[index]) {
                        throw .missingValue(flag: spec.name, placeholder: placeholder, before: arguments[index])
                    }
                    value = arguments[index]
                    index += 1
                }
                if spec.isRepeatable {
                    repeatedValues[spec.name, default: []].append(value)
                    continue
                }
                if values[spec.name] != nil { throw .duplicateFlag(spec.name) }
                values[spec.name] = value
            } else {
                if let inline {
                    throw .usage(command: command, message: "'\(spec.name)' takes no value, got '\(CLIError.excerpt(inline))'")
                }
                if switches.contains(spec.name) { throw .duplicateFlag(spec.name) }
                switches.insert(spec.name)
            }
        }
    }

    /// Runs the ``OptionSpec/check`` of every option given, in the order given: every value is
    /// checked before the command reads a file (CLI.md "Exit status").
    /// - Throws: the first check's ``CLIError``, naming its flag.
    /// - Complexity: O(*o*) checks for *o* options given.
    public func checkValues() throws(CLIError) {
        for name in givenOrder {
            guard let check = specs.first(where: { $0.name == name })?.check else { continue }
            try check.run(self, name)
        }
    }

    /// Whether `word` is written as an option, so it cannot be the value of the option before it:
    /// `--name`, `--`, or `-` and one letter (`-o`, `-h`). Numbers (`-5`, `-0.5,0,10,10`) and
    /// other words starting with `-` (`-inf`) are values, judged by the option's own check.
    public static func looksLikeOption(_ word: String) -> Bool {
        if word.hasPrefix("--") { return true }
        let scalars = Array(word.unicodeScalars)
        return scalars.count == 2 && scalars[0] == "-" && scalars[1].properties.isAlphabetic
    }

    /// The value of option `name`, if given.
    public func value(_ name: String) -> String? { values[name] }

    /// The message for an unexpected positional argument at `index`: `what` (a command's own
    /// reason), naming the option whose value it was most likely meant to be, with that option's
    /// words, when it came right after one given alone.
    public func unexpected(_ index: Int, _ what: String) -> String {
        let word = positionals[index]
        guard let flag = positionalsAfterSwitch[index], let words = specs.first(where: { $0.name == flag })?.optionalValueWords else {
            return "unexpected argument '\(CLIError.excerpt(word))' (\(what))"
        }
        return "'\(flag)': unknown value '\(CLIError.excerpt(word))' (values: \(words.joined(separator: ", ")))"
    }

    /// Every value of repeatable option `name`, in order; empty when not given.
    public func all(_ name: String) -> [String] { repeatedValues[name] ?? [] }

    /// Whether `word`, the argument after an option whose value is optional, is that option's
    /// value: a comma-separated list of `words` (`on`, `off,on`), or one that looks mistyped —
    /// no `/` or `.` (so not a path), items of letters, at least one a near miss of a word
    /// (`on,of`, `onn`) — so that the mistake is reported against the option.
    static func isValueList(_ word: String, of words: [String]) -> Bool {
        let items = word.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if items.allSatisfy(words.contains) { return true }
        guard !word.contains("/"), !word.contains("."), items.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return false }
        return items.contains { !$0.isEmpty && Suggestion.nearest(to: $0, in: words) != nil }
    }

    /// Whether switch `name` was given.
    public func has(_ name: String) -> Bool { switches.contains(name) }

    /// The placeholder of option `name`, for messages.
    public func placeholder(_ name: String) -> String { specs.first { $0.name == name }?.placeholder ?? "value" }
}

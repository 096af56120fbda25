import FoldKit

/// Command-line arguments matched against a command's ``OptionSpec`` list.
///
/// Accepts `--name value`, `--name=value`, switches, short aliases and positionals; `--` ends
/// options. Unknown options, missing values and repeated options are ``CLIError``s.
public struct ParsedArguments: Sendable {
    /// Option values by long name.
    public private(set) var values: [String: String] = [:]
    /// Switches that were given, by long name.
    public private(set) var switches: Set<String> = []
    /// Arguments that are not options, in order.
    public private(set) var positionals: [String] = []
    /// Whether `--help`/`-h` was given.
    public private(set) var wantsHelp = false
    /// The specs matched against, for placeholders in error messages.
    public let specs: [OptionSpec]

    /// Parses `arguments` for `command`.
    /// - Throws: ``CLIError`` for an unknown option (with a near miss), a missing value, or an
    ///   option given twice.
    public init(_ arguments: [String], specs: [OptionSpec], command: String) throws(CLIError) {
        self.specs = specs
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" || Double(argument) != nil {
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
                let names = specs.map(\.name) + ["--help"]
                throw .unknownFlag(name, command: command, suggestion: Suggestion.nearest(to: name, in: names))
            }
            if let placeholder = spec.placeholder {
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard index < arguments.count else { throw .missingValue(flag: spec.name, placeholder: placeholder) }
                    value = arguments[index]
                    index += 1
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

    /// The value of option `name`, if given.
    public func value(_ name: String) -> String? { values[name] }

    /// Whether switch `name` was given.
    public func has(_ name: String) -> Bool { switches.contains(name) }

    /// The placeholder of option `name`, for messages.
    public func placeholder(_ name: String) -> String { specs.first { $0.name == name }?.placeholder ?? "value" }
}

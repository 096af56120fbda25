/// One option a command accepts: its spelling, its value placeholder (nil for a switch) and help.
public struct OptionSpec: Sendable, Hashable {
    /// The long spelling, `--device`.
    public var name: String
    /// A short alias, `-o`, if any.
    public var short: String?
    /// The value placeholder shown in help and errors (`ID|PATH`); nil for a switch.
    public var placeholder: String?
    /// One line of help.
    public var help: String
    /// Whether the option may be given several times, each value kept in order
    /// (``ParsedArguments/all(_:)``); otherwise a second one is an error.
    public var isRepeatable = false
    /// For an option whose value is optional: the words its value lists. The next argument is
    /// taken as the value when it is a comma-separated list of them (`on`, `off,on`), or looks
    /// like a mistyped one (reported then); otherwise the option stands alone (a switch).
    public var optionalValueWords: [String]?

    /// Creates an option that takes a value.
    public static func value(_ name: String, _ placeholder: String, short: String? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, placeholder: placeholder, help: help)
    }

    /// Creates a switch (no value).
    public static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: nil, placeholder: nil, help: help)
    }

    /// Creates an option that takes a value and may be repeated, each value kept.
    public static func repeatable(_ name: String, _ placeholder: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: nil, placeholder: placeholder, help: help, isRepeatable: true)
    }

    /// Creates an option that stands alone or takes a comma-separated list of `words`
    /// (CLI.md: `--camera-streaming` alone, or `--camera-streaming off,on`).
    public static func optionalList(_ name: String, _ placeholder: String, words: [String], _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: nil, placeholder: placeholder, help: help, optionalValueWords: words)
    }
}

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
    /// How the value is checked before the command opens any file (``ParsedArguments/checkValues()``);
    /// nil for a value only the command can judge (a profile path, an output directory).
    public var check: ValueCheck?

    /// Creates an option that takes a value, checked by `check` before any file is read.
    public static func value(_ name: String, _ placeholder: String, short: String? = nil, _ help: String, check: ValueCheck? = nil) -> OptionSpec {
        OptionSpec(name: name, short: short, placeholder: placeholder, help: help, check: check)
    }

    /// Creates a switch (no value).
    public static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: nil, placeholder: nil, help: help)
    }

    /// Creates an option that takes a value and may be repeated, each value kept.
    public static func repeatable(_ name: String, _ placeholder: String, _ help: String, check: ValueCheck? = nil) -> OptionSpec {
        OptionSpec(name: name, short: nil, placeholder: placeholder, help: help, isRepeatable: true, check: check)
    }

    /// Creates an option that stands alone or takes a comma-separated list of `words`
    /// (CLI.md: `--camera-streaming` alone, or `--camera-streaming off,on`).
    public static func optionalList(_ name: String, _ placeholder: String, words: [String], _ help: String, check: ValueCheck? = nil) -> OptionSpec {
        OptionSpec(name: name, short: nil, placeholder: placeholder, help: help, optionalValueWords: words, check: check)
    }

    /// Equal when everything but ``check`` (a function) is equal.
    public static func == (lhs: OptionSpec, rhs: OptionSpec) -> Bool {
        lhs.name == rhs.name && lhs.short == rhs.short && lhs.placeholder == rhs.placeholder && lhs.help == rhs.help
            && lhs.isRepeatable == rhs.isRepeatable && lhs.optionalValueWords == rhs.optionalValueWords && (lhs.check == nil) == (rhs.check == nil)
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(short)
        hasher.combine(placeholder)
        hasher.combine(help)
        hasher.combine(isRepeatable)
        hasher.combine(optionalValueWords)
        hasher.combine(check == nil)
    }
}

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

    /// Creates an option that takes a value.
    public static func value(_ name: String, _ placeholder: String, short: String? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, placeholder: placeholder, help: help)
    }

    /// Creates a switch (no value).
    public static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: nil, placeholder: nil, help: help)
    }
}

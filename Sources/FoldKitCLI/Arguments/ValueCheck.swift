import Foundation
import FoldKit

/// How one option's value is checked before its command opens any file: the command's own
/// parsing of the value, run early, its result dropped (CLI.md "Exit status").
///
/// ``ParsedArguments/checkValues()`` runs the checks of the options given, in the order given,
/// so `storyboard my-screen.json --posture bogus` names `--posture`, whether or not the scene file
/// exists. The command parses the value again where it uses it, with the same code, so the
/// message cannot differ. A check reads only the arguments: no file, no device.
public struct ValueCheck: Sendable {
    /// Parses the value of option `name` (the long spelling) in the arguments.
    public let run: @Sendable (ParsedArguments, String) throws(CLIError) -> Void

    /// A check running `run`.
    public init(_ run: @escaping @Sendable (ParsedArguments, String) throws(CLIError) -> Void) {
        self.run = run
    }

    /// A rect `X,Y,W,H` with a positive size (``ParsedArguments/rect(_:)``; every value of a
    /// repeatable option).
    public static let rect = ValueCheck { arguments, name throws(CLIError) in
        if arguments.all(name).isEmpty { _ = try arguments.rect(name) } else { _ = try arguments.rects(name) }
    }

    /// A size `W,H`, both positive (``ParsedArguments/size(_:)``).
    public static let size = ValueCheck { arguments, name throws(CLIError) in _ = try arguments.size(name) }

    /// A RANGE `min=V,preferred=V,max=V` (``ParsedArguments/dimensionRange(_:)``).
    public static let dimensionRange = ValueCheck { arguments, name throws(CLIError) in _ = try arguments.dimensionRange(name) }

    /// A finite number ≥ 0 (``ParsedArguments/nonNegativeNumber(_:)``).
    public static let nonNegativeNumber = ValueCheck { arguments, name throws(CLIError) in _ = try arguments.nonNegativeNumber(name) }

    /// A finite number, in `range` when given (``ParsedArguments/number(_:in:)``).
    public static func number(in range: ClosedRange<Double>? = nil) -> ValueCheck {
        ValueCheck { arguments, name throws(CLIError) in _ = try arguments.number(name, in: range) }
    }

    /// A whole number in `range` (``ParsedArguments/integer(_:in:)``).
    public static func integer(in range: ClosedRange<Int>) -> ValueCheck {
        ValueCheck { arguments, name throws(CLIError) in _ = try arguments.integer(name, in: range) }
    }

    /// One raw value of `type` (``ParsedArguments/choice(_:_:noun:)``).
    public static func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type, noun: String) -> ValueCheck where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        return ValueCheck { arguments, name throws(CLIError) in _ = try arguments.choice(name, among: names, noun: noun) }
    }
}

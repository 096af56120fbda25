import Foundation
import FoldKit

/// `--format text|json` and the JSON encoder every command uses.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Human-readable text (the default).
    case text
    /// Exactly one JSON document on stdout (CLI.md).
    case json

    /// The `--format` option spec.
    public static let spec = OptionSpec.value("--format", "text|json", "Output format (default: text)",
                                                 check: .choice(OutputFormat.self, noun: "format"))

    /// The format `--format` names.
    /// - Throws: ``CLIError`` for an unknown format.
    public static func parse(_ arguments: ParsedArguments) throws(CLIError) -> OutputFormat {
        try arguments.choice("--format", OutputFormat.self, noun: "format") ?? .text
    }
}

/// Encodes command results as JSON: members sorted by name (Foundation keeps no declaration order
/// on Linux), no escaped slashes, one
/// trailing newline. Deterministic: same value, same bytes.
public enum JSONOutput {
    /// `value` as pretty-printed JSON text followed by a newline.
    /// - Throws: ``CLIError/internalFault(_:)`` when the value cannot be encoded (a NaN or an
    ///   infinity, which JSON cannot carry, at the path it names): the command prints nothing on
    ///   stdout rather than a partial or empty document.
    public static func encode<T: Encodable>(_ value: T) throws(CLIError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            throw .internalFault("the result cannot be written as JSON: \(describe(error))")
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// An encoding error in JSON's terms: `nan at nodes[1].frame.height`.
    static func describe(_ error: any Error) -> String {
        guard case EncodingError.invalidValue(let value, let context)? = error as? EncodingError else { return "\(error)" }
        let path = JSONPath.format(context.codingPath)
        return "\(value) at \(path.isEmpty ? "the top level" : path)"
    }
}

/// A rect in CLI.md's JSON shape `{"x","y","width","height"}`.
public struct JSONRect: Encodable, Sendable, Equatable {
    /// x, y, width, height in points.
    public var x, y, width, height: Double
    /// The JSON form of `rect`.
    public init(_ rect: CGRect) {
        x = Double(rect.minX)
        y = Double(rect.minY)
        width = Double(rect.width)
        height = Double(rect.height)
    }

    /// The rect back as a `CGRect`, for text output.
    public var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

/// Insets in CLI.md's JSON shape `{"top","leading","bottom","trailing"}`.
public struct JSONInsets: Encodable, Sendable, Equatable {
    /// Sides in points.
    public var top, leading, bottom, trailing: Double
    /// The JSON form of `insets`.
    public init(_ insets: EdgeInsets) {
        top = Double(insets.top)
        leading = Double(insets.leading)
        bottom = Double(insets.bottom)
        trailing = Double(insets.trailing)
    }
}

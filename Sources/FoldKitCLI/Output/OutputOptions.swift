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
    public static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else {
            return "{}\n"
        }
        return text + "\n"
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

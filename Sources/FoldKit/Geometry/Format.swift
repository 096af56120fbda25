import Foundation

/// Formats numbers and geometry for people: deterministic across platforms, no trailing `.0`
/// (`455.5`, `40`, `nan`, `inf`). JSON output keeps full precision; this is for people.
///
/// Two precisions, each for one purpose:
/// - ``output(_:)-(Double)``: the one rounding of **text output** of results (frames, widths,
///   distances), to ``outputPrecision`` (0.01 pt), so `foldkit arrange`, `layout`, `grid` and
///   `lint` print one number the same way (`324.67`, never `324.666667` in one command and
///   `324.67` in another); the CLI lays out its text (frames, tables) with it;
/// - ``number(_:)-(Double)``, ``rect(_:)`` and ``size(_:)``: values echoed in messages, to six
///   decimals (so binary noise such as 539.9999999999999 reads 540 but a value a user typed,
///   `0.125`, is shown as given).
public enum Format {
    /// The step text output rounds to, points: 0.01, a thirtieth of a pixel at scale 3 — finer
    /// than any screen shows and coarse enough to hide binary noise.
    public static let outputPrecision: Double = 0.01

    /// `value` rounded to ``outputPrecision`` for text output: `324.67`, `455.5`, `40`.
    public static func output(_ value: Double) -> String {
        guard value.isFinite else { return number(value) }
        return number((value / outputPrecision).rounded() * outputPrecision)
    }

    /// ``output(_:)-(Double)`` for a `CGFloat`.
    public static func output(_ value: CGFloat) -> String { output(Double(value)) }

    /// `455.5`, `40`, `-0.25`; `nan`, `inf`, `-inf` for non-finite values.
    public static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        let value = abs(value) < 1e9 ? (value * 1e6).rounded() / 1e6 : value
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A value echoed from input, as ``number(_:)-(Double)`` writes it, except that a nonzero
    /// value too small for six decimals is written out (`1e-300`, never `0`): a message saying
    /// "must be at least 0.01, got 0" of a value that is not 0 would mislead.
    public static func given(_ value: Double) -> String {
        let text = number(value)
        return value != 0 && (text == "0" || text == "-0") ? "\(value)" : text
    }

    /// ``given(_:)-(Double)`` for a `CGFloat`.
    public static func given(_ value: CGFloat) -> String { given(Double(value)) }

    /// `number` for a `CGFloat`.
    public static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// `(x, y, w, h)` in points, to six decimals (messages): origin and size as given, so a
    /// negative size or a NaN reads as it was passed, not as the edges it would standardize to.
    public static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.origin.x)), \(number(rect.origin.y)), \(number(rect.size.width)), \(number(rect.size.height)))"
    }

    /// `w × h` in points, to six decimals (messages).
    public static func size(_ size: CGSize) -> String { "\(number(size.width)) × \(number(size.height))" }

    /// `word` with its indefinite article, for messages: `a list`, `an image`, `an overlay`
    /// (`an` before a vowel letter; the words FoldKit names — roles and node types — have no
    /// silent or sounded exceptions).
    public static func withArticle(_ word: String) -> String {
        guard let first = word.lowercased().first else { return word }
        return ("aeiou".contains(first) ? "an " : "a ") + word
    }
}

/// Writes text as a JSON string literal: the one escaper behind every JSON FoldKit writes by hand
/// (the storyboard's fold view and the CLI's hand-written reports).
public enum JSONString {
    /// Appends `text` to `out` as a JSON string literal, quotes included.
    ///
    /// `"` and `\` are escaped, `\n`, `\r` and `\t` by name, other control characters (below
    /// U+0020) as `\uXXXX` with four lowercase hex digits. With `forScript`, also `<`, `>`, `&`,
    /// U+2028 and U+2029 as `\uXXXX`, so the literal can neither close an HTML `<script>` element
    /// nor open a comment in it (SPEC 10.1, the HTML page's fold view).
    /// - Complexity: O(n) in the number of Unicode scalars of `text`.
    public static func append(_ text: String, to out: inout String, forScript: Bool = false) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (forScript && scriptUnsafe.contains(scalar)):
                out += unicodeEscape(scalar.value)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// `text` as a JSON string literal, quotes included (see ``append(_:to:forScript:)``).
    public static func quoted(_ text: String, forScript: Bool = false) -> String {
        var out = ""
        append(text, to: &out, forScript: forScript)
        return out
    }

    /// What a literal inside an HTML `<script>` element escapes beyond JSON's own escapes.
    static let scriptUnsafe: Set<Unicode.Scalar> = ["<", ">", "&", "\u{2028}", "\u{2029}"]

    /// `\uXXXX`, four lowercase hex digits.
    static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

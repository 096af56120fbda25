/// Escapes text for XML and HTML: `&`, `<`, `>`, `"` and `'` become entities, and characters XML
/// 1.0 forbids (control characters other than tab, line feed and carriage return, U+FFFE, U+FFFF)
/// become U+FFFD, so any label from a scene file yields a well-formed document.
public enum XMLEscape {
    /// Appends `text`, escaped, to `out`.
    /// - Complexity: O(*n*) in the text's Unicode scalars; no intermediate strings.
    public static func append(_ text: String, to out: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let forbidden = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                out.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
    }

    /// `text`, escaped.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        append(text, to: &out)
        return out
    }
}

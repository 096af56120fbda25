import Foundation

/// The one number formatter of every rendered file: at most three decimals, no trailing zeros,
/// no locale, no exponent (`455.5`, `40`, `0.333`, `-2`). Deterministic on every platform.
///
/// Non-finite values and magnitudes beyond 10¹² (which no drawing holds) print as `0`, so a
/// malformed frame can never produce invalid SVG.
public enum DrawingNumber {
    /// `value` rounded to the nearest thousandth (halves away from zero) and printed.
    public static func format(_ value: CGFloat) -> String {
        var out = ""
        append(value, to: &out)
        return out
    }

    /// Appends the formatted `value` to `out` without an intermediate string per digit group.
    public static func append(_ value: CGFloat, to out: inout String) {
        let scaled = (Double(value) * 1000).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { out += "0"; return }
        let thousandths = Int64(scaled)
        if thousandths < 0 { out += "-" }
        let magnitude = thousandths.magnitude
        out += String(magnitude / 1000)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        out += "."
        out += String(repeating: "0", count: digits - text.count)
        out += text
    }
}

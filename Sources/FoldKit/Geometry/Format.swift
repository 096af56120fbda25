import Foundation

/// Formats numbers and geometry for messages and text output: at most six decimals (so binary
/// noise such as 539.9999999999999 reads 540), no trailing `.0` (`455.5`, `40`, `nan`, `inf`).
/// Deterministic across platforms. JSON output keeps full precision; this is for people.
public enum Format {
    /// `455.5`, `40`, `-0.25`; `nan`, `inf`, `-inf` for non-finite values.
    public static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        let value = abs(value) < 1e9 ? (value * 1e6).rounded() / 1e6 : value
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `number` for a `CGFloat`.
    public static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// `(x, y, w, h)` in points.
    public static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    /// `w × h` in points.
    public static func size(_ size: CGSize) -> String { "\(number(size.width)) × \(number(size.height))" }
}

import Foundation
import FoldKit

/// The rules on one value of a scene — a length within ``SceneLimits``, a ratio, a percentage,
/// an ordered range, an id, a text that says something (SCENE.md) — each a predicate that returns
/// the fault's message, nil when the value is fine.
///
/// The one implementation of each rule, applied by the one value check (``SceneValueCheck``) to a
/// scene file once the decoder has read its structure (``Scene/decode(_:)``) and to a scene built
/// in code (``Scene/validated()``), so the two can never disagree. A
/// message is one phrase without a final period, echoing the value as given (``Format/given(_:)-(Double)``);
/// the caller prefixes the path.
enum SceneValueRules {
    /// NaN and ±∞: `must be a finite number`.
    static func finite(_ value: Double) -> String? {
        value.isFinite ? nil : "must be a finite number"
    }

    /// A length in points (`padding`, `width`, `spacing`, `margin`, `contentHeight`, a point
    /// dimension): finite, ≥ 0 and at most ``SceneLimits/maximumLength``.
    static func length(_ value: Double) -> String? {
        if let fault = finite(value) { return fault }
        guard value >= 0 else { return "must not be negative, got \(Format.given(value))" }
        return atMostMaximumLength(value)
    }

    /// A length in points that must be positive (`rowHeight`, `minItemWidth`): finite,
    /// ``SceneLimits/minimumPositiveLength``…``SceneLimits/maximumLength``.
    static func positiveLength(_ value: Double) -> String? {
        if let fault = finite(value) { return fault }
        guard value >= SceneLimits.minimumPositiveLength else {
            return "must be at least \(Format.number(SceneLimits.minimumPositiveLength)) points, got \(Format.given(value))"
        }
        return atMostMaximumLength(value)
    }

    /// A grid's `itemAspect` (cell height ÷ width): within ``SceneLimits/aspectRange``.
    static func aspect(_ value: Double) -> String? {
        if let fault = finite(value) { return fault }
        let range = SceneLimits.aspectRange
        guard range.contains(CGFloat(value)) else {
            return "must be from \(Format.number(range.lowerBound)) to \(Format.number(range.upperBound)), got \(Format.given(value))"
        }
        return nil
    }

    /// `value` is above ``SceneLimits/maximumLength``.
    private static func atMostMaximumLength(_ value: Double) -> String? {
        guard value <= SceneLimits.maximumLength else {
            return "must be at most \(Format.number(SceneLimits.maximumLength)) points, got \(Format.given(value))"
        }
        return nil
    }

    /// A count (`rows`, `items`): a whole number in 0…`limit`; larger counts are refused, never
    /// attempted.
    static func count(_ value: Double, limit: Int = SceneLimits.maximumCount) -> String? {
        if let fault = finite(value) { return fault }
        guard value == value.rounded() else { return "expected a whole number, got \(Format.given(value))" }
        guard value >= 0 else { return "must not be negative, got \(Format.given(value))" }
        guard value <= Double(limit) else { return "\(Format.given(value)) exceeds the limit of \(limit)" }
        return nil
    }

    /// An arrangement's `ratio` (SPEC 4.1): strictly between 0 and 1.
    static func openUnitFraction(_ value: Double) -> String? {
        if let fault = finite(value) { return fault }
        guard value > 0, value < 1 else { return "must be strictly between 0 and 1, got \(Format.given(value))" }
        return nil
    }

    /// A percentage dimension as its fraction of the container: 0…1 (0 %…100 %); `given` is the
    /// value as the scene writes it, quoted in the message (`"130%"`).
    static func fraction(_ value: Double, given: String) -> String? {
        guard value.isFinite, value >= 0, value <= 1 else { return "percentage must be between 0% and 100%, got \"\(given)\"" }
        return nil
    }

    /// A dimension (SCENE.md): points by ``length(_:)``, a percentage by ``fraction(_:given:)``,
    /// quoted as `given` (the scene file's text), else as the dimension prints.
    static func dimension(_ value: SceneNode.Dimension, given: String? = nil) -> String? {
        switch value {
        case .absolute(let points): return length(Double(points))
        case .fractional(let fraction): return Self.fraction(Double(fraction), given: given ?? value.description)
        }
    }

    /// Dimensions named and listed from the lowest bound up (`min`, `preferred`, `max`) must be
    /// ordered where they share a unit (points with points, percentages with percentages):
    /// `min 500 is greater than max 100`. A minimum of the other unit above a maximum is no fault
    /// (it conflicts only in some containers; the minimum wins, SPEC 4.1).
    static func order(_ bounds: [(String, SceneNode.Dimension?)]) -> String? {
        for (i, (lowerName, lower)) in bounds.enumerated() {
            for (upperName, upper) in bounds[(i + 1)...] {
                guard let a = lower, let b = upper, let order = compare(a, b), order > 0 else { continue }
                return "\(lowerName) \(a) is greater than \(upperName) \(b)"
            }
        }
        return nil
    }

    /// `a − b` for two dimensions of the same unit; nil for points against a percentage.
    private static func compare(_ a: SceneNode.Dimension, _ b: SceneNode.Dimension) -> CGFloat? {
        switch (a, b) {
        case (.absolute(let x), .absolute(let y)), (.fractional(let x), .fractional(let y)): return x - y
        default: return nil
        }
    }

    /// A text that must say something — the scene's name, a title, a symbol, a group: one line
    /// (``line(_:)``) that is not empty or only whitespace and invisible characters
    /// (`String.isBlank`).
    static func text(_ value: String) -> String? {
        line(value) ?? (value.isBlank ? "must not be empty or blank" : nil)
    }

    /// A text printed on one line — a summary, a label, and every text of ``text(_:)``: no control
    /// character (a tab, a line break, the escape that drives a terminal) and no line separator,
    /// so text output shows it as written and cannot be rewritten by it.
    static func line(_ value: String) -> String? {
        guard let found = value.firstLineBreakOrControl else { return nil }
        let code = String(found.scalar.value, radix: 16, uppercase: true)
        return "must be one line of printable text: U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code) at character \(found.offset + 1)"
    }

    /// A node or action id, or a reference to one (``SceneIDs/isValid(_:)``).
    static func id(_ value: String) -> String? {
        SceneIDs.isValid(value) ? nil : "invalid id \"\(value)\": use letters, digits, \"-\" and \"_\""
    }

    /// A `lint.disable` entry that is not one of the format's rule ids (``SceneLintOptions/ruleIDs``):
    /// `unknown rule "FK099" (the rules are FK001–FK021)`; `"fk015"` gets a did-you-mean.
    static func lintRule(_ id: String) -> String? {
        if SceneLintOptions.ruleIDs.contains(id) { return nil }
        let range = "\(SceneLintOptions.ruleIDs.first ?? "")–\(SceneLintOptions.ruleIDs.last ?? "")"
        if SceneLintOptions.ruleIDs.contains(id.uppercased()) { return "unknown rule \"\(id)\"; did you mean \"\(id.uppercased())\"?" }
        return "unknown rule \"\(id)\" (the rules are \(range))"
    }
}

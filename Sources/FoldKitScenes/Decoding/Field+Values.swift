import Foundation
import FoldKit

extension Field {
    /// The value as a length in points (``SceneValueRules/length(_:)``): finite, ≥ 0 and at most
    /// ``SceneLimits/maximumLength``.
    func nonNegative() throws(SceneFault) -> CGFloat { CGFloat(try number(SceneValueRules.length)) }

    /// The value as a length in points that must be positive (``SceneValueRules/positiveLength(_:)``):
    /// ``SceneLimits/minimumPositiveLength``…``SceneLimits/maximumLength`` (a row's height, a
    /// cell's minimum width).
    func positiveLength() throws(SceneFault) -> CGFloat { CGFloat(try number(SceneValueRules.positiveLength)) }

    /// A grid's `itemAspect` (cell height ÷ width), within ``SceneLimits/aspectRange``.
    func aspect() throws(SceneFault) -> CGFloat { CGFloat(try number(SceneValueRules.aspect)) }

    /// The value as a whole number in 0…``SceneLimits/maximumCount``; larger counts are refused,
    /// never attempted.
    func count() throws(SceneFault) -> Int { Int(try number { SceneValueRules.count($0) }) }

    /// The value as a fraction strictly between 0 and 1 (an arrangement's `ratio`, SPEC 4.1).
    func openUnitFraction() throws(SceneFault) -> CGFloat { CGFloat(try number(SceneValueRules.openUnitFraction)) }

    /// The value as a finite number that `rule` accepts.
    /// - Throws: ``SceneFault`` at this value with the rule's message.
    private func number(_ rule: (Double) -> String?) throws(SceneFault) -> Double {
        let value = try number()
        if let message = rule(value) { throw fault(message) }
        return value
    }

    /// The value as one of `E`'s raw values; `what` names the field in the message
    /// (`unknown role "buton"; did you mean "button"?`).
    func choice<E: RawRepresentable & CaseIterable>(_ what: String, as _: E.Type = E.self) throws(SceneFault) -> E where E.RawValue == String {
        let name = try string()
        guard let value = E(rawValue: name) else {
            throw fault("unknown \(what) \(SceneFault.unknownName(name, in: E.allCases.map(\.rawValue)))")
        }
        return value
    }

    /// The value as a node id: a non-empty string of ASCII letters, digits, `-` and `_`.
    func id() throws(SceneFault) -> String {
        let value = try string()
        if let message = SceneValueRules.id(value) { throw fault(message) }
        return value
    }

    /// The value as a node `width`/`height`: a length (``nonNegative()``) or `"fill"`.
    func length() throws(SceneFault) -> SceneNode.Length {
        switch tree.value {
        case .number: return .points(try nonNegative())
        case .string(let text):
            guard text == "fill" else {
                let near = Suggestion.nearest(to: text, in: ["fill"]).map { "; did you mean \"\($0)\"?" } ?? ""
                throw fault("expected a number or \"fill\", got \"\(text)\"\(near)")
            }
            return .fill
        default: throw fault(FieldReader.expected("a number or \"fill\"", tree))
        }
    }

    /// The value as a dimension: a length (``nonNegative()``) or a percentage 0…100 such as `"30%"`.
    func dimension() throws(SceneFault) -> SceneNode.Dimension {
        switch tree.value {
        case .number: return .absolute(try nonNegative())
        case .string(let text):
            guard let percent = SceneIDs.percentage(text) else {
                throw fault("expected a number or a percentage such as \"30%\", got \"\(text)\"")
            }
            let fraction = CGFloat(percent) / 100
            if let message = SceneValueRules.fraction(Double(fraction), given: text) { throw fault(message) }
            return .fractional(fraction)
        default: throw fault(FieldReader.expected("a number or a percentage such as \"30%\"", tree))
        }
    }

    /// The value as `{"min", "preferred", "max"}`, each a dimension; bounds of the same unit
    /// must be ordered (`min ≤ preferred ≤ max`).
    func dimensionRange() throws(SceneFault) -> SceneNode.DimensionRange {
        let object = try object()
        try object.rejectUnknown(["min", "preferred", "max"])
        let range = SceneNode.DimensionRange(minimum: try object.optional("min")?.dimension(),
                                             preferred: try object.optional("preferred")?.dimension(),
                                             maximum: try object.optional("max")?.dimension())
        if let message = SceneValueRules.order([("min", range.minimum), ("preferred", range.preferred), ("max", range.maximum)]) {
            throw fault(message)
        }
        return range
    }
}

import Foundation
import FoldKit

/// What reading needs to make a value of the right Swift type: a number as points, a whole number
/// as an `Int`, a name as one of an enum's cases, a length or a dimension. Whether the value is in
/// range is the value check's (``SceneValueCheck``), for a scene file and a scene built in code
/// alike.
extension Field {
    /// The value as a `CGFloat`: a length in points, a ratio, an aspect (its range is checked by
    /// ``SceneValueRules``).
    func cgFloat() throws(SceneFault) -> CGFloat { CGFloat(try number()) }

    /// The value as a whole number that fits `Int` (a count: `rows`, `items`); a fraction or a
    /// number beyond `Int` is refused with the count rule's message, never attempted.
    func wholeNumber() throws(SceneFault) -> Int {
        let value = try number()
        guard let whole = Int(exactly: value) else {
            throw fault(SceneValueRules.count(value) ?? "expected a whole number, got \(Format.given(value))")
        }
        return whole
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

    /// The value as a node `width`/`height`: a number of points or `"fill"`.
    func length() throws(SceneFault) -> SceneNode.Length {
        switch tree.value {
        case .number: return .points(try cgFloat())
        case .string(let text):
            guard text == "fill" else {
                let near = Suggestion.nearest(to: text, in: ["fill"]).map { "; did you mean \"\($0)\"?" } ?? ""
                throw fault("expected a number or \"fill\", got \"\(text)\"\(near)")
            }
            return .fill
        default: throw fault(FieldReader.expected("a number or \"fill\"", tree))
        }
    }

    /// The value as a dimension: a number of points or a percentage such as `"30%"`.
    func dimension() throws(SceneFault) -> SceneNode.Dimension {
        switch tree.value {
        case .number: return .absolute(try cgFloat())
        case .string(let text):
            guard let percent = SceneIDs.percentage(text) else {
                throw fault("expected a number or a percentage such as \"30%\", got \"\(text)\"")
            }
            return .fractional(CGFloat(percent) / 100)
        default: throw fault(FieldReader.expected("a number or a percentage such as \"30%\"", tree))
        }
    }

    /// The value as `{"min", "preferred", "max"}`, each a dimension.
    func dimensionRange() throws(SceneFault) -> SceneNode.DimensionRange {
        let object = try object()
        try object.rejectUnknown(["min", "preferred", "max"])
        return SceneNode.DimensionRange(minimum: try object.optional("min")?.dimension(),
                                        preferred: try object.optional("preferred")?.dimension(),
                                        maximum: try object.optional("max")?.dimension())
    }
}

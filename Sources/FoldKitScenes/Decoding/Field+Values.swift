import Foundation
import FoldKit

extension Field {
    /// The value as a length in points: finite, ≥ 0 and at most ``SceneLimits/maximumLength``.
    func nonNegative() throws(SceneFault) -> CGFloat {
        let value = try number()
        guard value >= 0 else { throw fault("must not be negative, got \(Format.given(value))") }
        return try atMostMaximumLength(value)
    }

    /// The value as a length in points that must be positive: ``SceneLimits/minimumPositiveLength``
    /// …``SceneLimits/maximumLength`` (a row's height, a cell's minimum width).
    func positiveLength() throws(SceneFault) -> CGFloat {
        let value = try number()
        guard value >= SceneLimits.minimumPositiveLength else {
            throw fault("must be at least \(Format.number(SceneLimits.minimumPositiveLength)) points, got \(Format.given(value))")
        }
        return try atMostMaximumLength(value)
    }

    /// A grid's `itemAspect` (cell height ÷ width), within ``SceneLimits/aspectRange``.
    func aspect() throws(SceneFault) -> CGFloat {
        let value = try number(), range = SceneLimits.aspectRange
        guard range.contains(CGFloat(value)) else {
            throw fault("must be from \(Format.number(range.lowerBound)) to \(Format.number(range.upperBound)), got \(Format.given(value))")
        }
        return CGFloat(value)
    }

    /// `value` unless it exceeds ``SceneLimits/maximumLength``.
    private func atMostMaximumLength(_ value: Double) throws(SceneFault) -> CGFloat {
        guard value <= SceneLimits.maximumLength else {
            throw fault("must be at most \(Format.number(SceneLimits.maximumLength)) points, got \(Format.given(value))")
        }
        return CGFloat(value)
    }

    /// The value as a whole number in 0…`limit`; larger counts are refused, never attempted.
    func count(limit: Int = SceneLimits.maximumCount) throws(SceneFault) -> Int {
        let value = try number()
        guard value == value.rounded() else { throw fault("expected a whole number, got \(Format.given(value))") }
        guard value >= 0 else { throw fault("must not be negative, got \(Format.given(value))") }
        guard value <= Double(limit) else { throw fault("\(Format.given(value)) exceeds the limit of \(limit)") }
        return Int(value)
    }

    /// The value as a fraction strictly between 0 and 1 (an arrangement's `ratio`, SPEC 4.1).
    func openUnitFraction() throws(SceneFault) -> CGFloat {
        let value = try number()
        guard value > 0, value < 1 else { throw fault("must be strictly between 0 and 1, got \(Format.given(value))") }
        return CGFloat(value)
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
        guard SceneIDs.isValid(value) else { throw fault("invalid id \"\(value)\": use letters, digits, \"-\" and \"_\"") }
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
            guard percent <= 100 else { throw fault("percentage must be between 0% and 100%, got \"\(text)\"") }
            return .fractional(CGFloat(percent) / 100)
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
        try Self.checkOrder([("min", range.minimum), ("preferred", range.preferred), ("max", range.maximum)], at: path)
        return range
    }

    /// Checks that the given dimensions, named and listed from the lowest bound up, are ordered
    /// where they share a unit (points with points, percentages with percentages).
    /// - Throws: ``SceneFault`` at `path`: `min 500 is greater than max 100`.
    static func checkOrder(_ bounds: [(name: String, value: SceneNode.Dimension?)], at path: [JSONPathComponent]) throws(SceneFault) {
        for (i, lower) in bounds.enumerated() {
            for upper in bounds[(i + 1)...] {
                guard let a = lower.value, let b = upper.value, let order = compare(a, b), order > 0 else { continue }
                throw SceneFault(path: path, message: "\(lower.name) \(describe(a)) is greater than \(upper.name) \(describe(b))")
            }
        }
    }

    /// Compares two dimensions of the same unit (nil for points against a percentage).
    private static func compare(_ a: SceneNode.Dimension, _ b: SceneNode.Dimension) -> CGFloat? {
        switch (a, b) {
        case (.absolute(let x), .absolute(let y)), (.fractional(let x), .fractional(let y)): return x - y
        default: return nil
        }
    }

    private static func describe(_ d: SceneNode.Dimension) -> String { d.description }
}

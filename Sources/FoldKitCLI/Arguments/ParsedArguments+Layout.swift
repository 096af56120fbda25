import Foundation
import FoldKit

extension ParsedArguments {
    /// The bound names of a RANGE value, in their documented order.
    static let rangeKeys = ["min", "preferred", "max"]

    /// A ``DimensionRange`` from option `name` written `min=V,preferred=V,max=V` (any subset, each
    /// at most once), V in points (`250`) or a percentage of the container (`30%`); nil when absent.
    /// - Throws: ``CLIError`` for an empty value, a part without `=`, an unknown or repeated bound
    ///   (with a near miss), or a V that is not points ≥ 0 or a percentage from 0 % to 100 %.
    public func dimensionRange(_ name: String) throws(CLIError) -> DimensionRange? {
        guard let text = value(name) else { return nil }
        let placeholder = placeholder(name)
        func fail(_ reason: String, suggestion: String? = nil, choices: [String] = []) -> CLIError {
            .invalidValue(flag: name, placeholder: placeholder, value: text, reason: reason, suggestion: suggestion, choices: choices)
        }
        let syntax = "expected min=V,preferred=V,max=V (any subset; V is points like 250 or a percentage like 30%), got"
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail(syntax) }
        var range = DimensionRange()
        var seen: Set<String> = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pieces.count == 2 else { throw fail(syntax) }
            let key = pieces[0].trimmingCharacters(in: .whitespaces)
            guard Self.rangeKeys.contains(key) else {
                throw fail("unknown bound '\(key)' in", suggestion: Suggestion.nearest(to: key, in: Self.rangeKeys), choices: Self.rangeKeys)
            }
            guard seen.insert(key).inserted else { throw fail("bound '\(key)' given more than once in") }
            guard let dimension = LayoutDimension(parsing: String(pieces[1])) else {
                throw fail("'\(key)' must be points ≥ 0 (250) or a percentage from 0% to 100% (30%), got '\(pieces[1])' in")
            }
            switch key {
            case "min": range.minimum = dimension
            case "preferred": range.preferred = dimension
            default: range.maximum = dimension
            }
        }
        return range
    }

    /// The container `--bounds X,Y,W,H` names (window coordinates), or `fallback` when absent.
    /// - Parameter window: when given, the bounds must lie inside it.
    /// - Throws: ``CLIError`` for a malformed rect, a non-positive size, or bounds outside `window`.
    func bounds(default fallback: CGRect, inside window: CGRect?) throws(CLIError) -> CGRect {
        guard let bounds = try rect("--bounds") else { return fallback }
        if let window, !window.containsRect(bounds) {
            throw .invalidValue(flag: "--bounds", placeholder: placeholder("--bounds"), value: value("--bounds") ?? "",
                                reason: "bounds not inside the \(Format.size(window.size)) window:")
        }
        return bounds
    }

    /// A finite number ≥ 0 from option `name`, nil when absent.
    /// - Throws: ``CLIError`` for text that is not a finite number, or a negative one.
    func nonNegativeNumber(_ name: String) throws(CLIError) -> Double? {
        guard let number = try number(name) else { return nil }
        guard number >= 0 else {
            throw .invalidValue(flag: name, placeholder: placeholder(name), value: value(name) ?? "", reason: "expected a number ≥ 0, got")
        }
        return number
    }
}

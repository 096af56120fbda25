import Foundation
import FoldKit

extension Character {
    /// Whether this is one of the ASCII digits 0–9.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension ParsedArguments {
    /// A finite number from option `name`, nil when absent.
    /// - Throws: ``CLIError/invalidValue(flag:placeholder:value:reason:suggestion:choices:)`` for
    ///   text that is not a finite number, or one outside `range`.
    public func number(_ name: String, in range: ClosedRange<Double>? = nil) throws(CLIError) -> Double? {
        guard let text = value(name) else { return nil }
        let number = try Self.parseNumber(text, flag: name, placeholder: placeholder(name))
        if let range, !range.contains(number) {
            throw .invalidValue(flag: name, placeholder: placeholder(name), value: text,
                                reason: "value out of range \(Format.number(range.lowerBound))…\(Format.number(range.upperBound)):")
        }
        return number
    }

    /// A whole number from option `name` in `range`, nil when absent.
    /// - Throws: ``CLIError`` for text that is not a whole number in `range` (huge counts are
    ///   refused here, before any work is attempted).
    public func integer(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw .invalidValue(flag: name, placeholder: placeholder(name), value: text, reason: "expected a whole number, got")
        }
        guard range.contains(number) else {
            throw .invalidValue(flag: name, placeholder: placeholder(name), value: text,
                                reason: "value out of range \(range.lowerBound)…\(range.upperBound):")
        }
        return number
    }

    /// A rect `X,Y,W,H` (points) from option `name`, nil when absent; width and height must be > 0.
    /// - Throws: ``CLIError`` for a malformed list, non-finite numbers or a non-positive size.
    public func rect(_ name: String) throws(CLIError) -> CGRect? {
        guard let text = value(name) else { return nil }
        return try rect(text, flag: name)
    }

    /// Every rect `X,Y,W,H` (points) of repeatable option `name`, in order; empty when absent.
    /// - Throws: ``CLIError`` as ``rect(_:)`` for the first bad one.
    public func rects(_ name: String) throws(CLIError) -> [CGRect] {
        var rects: [CGRect] = []
        for text in all(name) { rects.append(try rect(text, flag: name)) }
        return rects
    }

    /// The rect `text` writes as `X,Y,W,H`, for option `flag`; width and height must be > 0.
    func rect(_ text: String, flag: String) throws(CLIError) -> CGRect {
        let numbers = try list(text, count: 4, flag: flag)
        guard numbers[2] > 0, numbers[3] > 0 else {
            throw .invalidValue(flag: flag, placeholder: placeholder(flag), value: text, reason: "width and height must be greater than 0, got")
        }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A size `W,H` (points) from option `name`, nil when absent; both must be > 0.
    /// - Throws: ``CLIError`` for a malformed pair, non-finite numbers or a non-positive size.
    public func size(_ name: String) throws(CLIError) -> CGSize? {
        guard let text = value(name) else { return nil }
        let numbers = try list(text, count: 2, flag: name)
        guard numbers[0] > 0, numbers[1] > 0 else {
            throw .invalidValue(flag: name, placeholder: placeholder(name), value: text, reason: "width and height must be greater than 0, got")
        }
        return CGSize(width: numbers[0], height: numbers[1])
    }

    /// One of a fixed set of values (an enum's raw values), nil when absent.
    /// - Throws: ``CLIError`` naming the near miss and every valid value.
    public func choice<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type, noun: String) throws(CLIError) -> T? where T.RawValue == String {
        try choice(name, among: T.allCases.map(\.rawValue), noun: noun).flatMap(T.init(rawValue:))
    }

    /// The value of option `name` when it is one of `names`, nil when absent.
    /// - Throws: ``CLIError`` naming the near miss and every valid value.
    public func choice(_ name: String, among names: [String], noun: String) throws(CLIError) -> String? {
        guard let text = value(name) else { return nil }
        if names.contains(text) { return text }
        throw .invalidValue(flag: name, placeholder: placeholder(name), value: text, reason: "unknown \(noun)",
                            suggestion: Suggestion.nearest(to: text, in: names), choices: names)
    }

    func list(_ text: String, count: Int, flag: String) throws(CLIError) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == count else {
            throw .invalidValue(flag: flag, placeholder: placeholder(flag), value: text, reason: "expected \(count) comma-separated numbers, got")
        }
        var numbers: [Double] = []
        for part in parts { numbers.append(try Self.parseNumber(String(part), flag: flag, placeholder: placeholder(flag), whole: text)) }
        return numbers
    }

    /// Whether `text` is a plain decimal number: `[+-]digits[.digits][e[+-]digits]` (no hex, no
    /// `nan`, no `inf`, no digit separators).
    static func isDecimal(_ text: String) -> Bool {
        var chars = Substring(text)
        if let first = chars.first, first == "+" || first == "-" { chars = chars.dropFirst() }
        let mantissa = chars.prefix { $0 != "e" && $0 != "E" }
        let exponent = chars.dropFirst(mantissa.count)
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !mantissa.isEmpty, parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              parts.contains(where: { !$0.isEmpty }) else { return false }
        guard !exponent.isEmpty else { return true }
        var digits = exponent.dropFirst()
        if let sign = digits.first, sign == "+" || sign == "-" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
    }

    static func parseNumber(_ text: String, flag: String, placeholder: String, whole: String? = nil) throws(CLIError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard isDecimal(trimmed), let number = Double(trimmed), number.isFinite else {
            let reason = trimmed.lowercased().contains("nan") || trimmed.lowercased().contains("inf") ? "expected a finite number, got" : "expected a number, got"
            throw .invalidValue(flag: flag, placeholder: placeholder, value: whole ?? text, reason: reason)
        }
        return number
    }
}

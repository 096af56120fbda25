import Foundation

/// Parses a JSON document (RFC 8259, strictly: no trailing commas, no leading zeros, no unknown
/// escapes, no raw control characters in strings, no number too large for a `Double`) into a
/// ``JSONTree`` that remembers where every value starts, for errors with line and column.
///
/// ``StrictJSON/checkEncoding(_:)`` first rejects bad UTF-8 and oversize documents; the parser
/// refuses an object or array nested deeper than ``StrictJSON/maximumDepth`` before entering it,
/// so recursion is bounded; anything unexpected throws, never traps.
/// - Complexity: O(*n*) in the document's bytes.
package struct JSONTreeParser {
    private let bytes: [UInt8]
    private var index = 0
    /// The path to the value being parsed (its keys and indices), for the nesting fault.
    private var path: [JSONPathComponent] = []
    /// Said after the nesting fault: what the limit means in the document's own terms.
    private let depthNote: String

    /// Parses `data` after checking its encoding and size.
    /// - Parameter depthNote: appended to the nesting fault's message, to say what 200 levels are
    ///   in the format's terms (a scene: how deep its nodes may nest).
    /// - Throws: ``JSONInputError`` for any fault ``StrictJSON/checkShape(_:)`` reports; the
    ///   nesting fault names the JSON path of the value too deep (``StrictJSON/depthPath(_:)``).
    package static func parse(_ data: Data, depthNote: String = "") throws(JSONInputError) -> JSONTree {
        try StrictJSON.checkEncoding(data)
        var parser = JSONTreeParser(bytes: [UInt8](data), depthNote: depthNote)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let tree = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.fault("unexpected text after the document") }
        return tree
    }

    private init(bytes: [UInt8], depthNote: String) {
        self.bytes = bytes
        self.depthNote = depthNote
    }

    private mutating func parseValue(depth: Int = 0) throws(JSONInputError) -> JSONTree {
        skipWhitespace()
        let start = index
        guard index < bytes.count else { throw fault("unexpected end of document") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try checkDepth(depth + 1)
            return JSONTree(value: .object(try parseMembers(depth: depth + 1)), offset: start)
        case UInt8(ascii: "["):
            try checkDepth(depth + 1)
            return JSONTree(value: .array(try parseElements(depth: depth + 1)), offset: start)
        case UInt8(ascii: "\""): return JSONTree(value: .string(try parseString()), offset: start)
        case UInt8(ascii: "t"): try expect("true"); return JSONTree(value: .bool(true), offset: start)
        case UInt8(ascii: "f"): try expect("false"); return JSONTree(value: .bool(false), offset: start)
        case UInt8(ascii: "n"): try expect("null"); return JSONTree(value: .null, offset: start)
        default: return JSONTree(value: .number(try parseNumber()), offset: start)
        }
    }

    /// Throws the nesting fault when an object or array opened here would be `depth` levels deep,
    /// beyond ``StrictJSON/maximumDepth``.
    private func checkDepth(_ depth: Int) throws(JSONInputError) {
        guard depth > StrictJSON.maximumDepth else { return }
        let (line, column) = StrictJSON.lineAndColumn(Data(bytes), offset: index)
        throw StrictJSON.nestingFault(at: path, note: depthNote, line: line, column: column)
    }

    /// Parses an object `depth` levels deep (the document's own object is 1).
    private mutating func parseMembers(depth: Int) throws(JSONInputError) -> [JSONTree.Member] {
        index += 1
        var members: [JSONTree.Member] = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") { index += 1; return members }
        while true {
            skipWhitespace()
            let keyOffset = index
            guard peek == UInt8(ascii: "\"") else { throw fault("expected a member name") }
            let key = try parseString()
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw fault("expected \":\"") }
            index += 1
            path.append(.key(key))
            members.append(JSONTree.Member(key: key, keyOffset: keyOffset, value: try parseValue(depth: depth)))
            path.removeLast()
            skipWhitespace()
            if peek == UInt8(ascii: ",") { index += 1; continue }
            guard peek == UInt8(ascii: "}") else { throw fault("expected \",\" or \"}\"") }
            index += 1
            return members
        }
    }

    /// Parses an array `depth` levels deep.
    private mutating func parseElements(depth: Int) throws(JSONInputError) -> [JSONTree] {
        index += 1
        var elements: [JSONTree] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") { index += 1; return elements }
        while true {
            path.append(.index(elements.count))
            elements.append(try parseValue(depth: depth))
            path.removeLast()
            skipWhitespace()
            if peek == UInt8(ascii: ",") { index += 1; continue }
            guard peek == UInt8(ascii: "]") else { throw fault("expected \",\" or \"]\"") }
            index += 1
            return elements
        }
    }

    private mutating func parseString() throws(JSONInputError) -> String {
        index += 1
        var utf8: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: utf8, as: UTF8.self) }
            if byte < 0x20 { index -= 1; throw fault("control character in a string (write it as an escape such as \\n)") }
            guard byte == UInt8(ascii: "\\") else { utf8.append(byte); continue }
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"): utf8.append(contentsOf: String(try parseUnicodeEscape()).utf8)
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
            default: index -= 2; throw fault("invalid escape in a string")
            }
        }
        throw fault("unterminated string")
    }

    /// Reads the hex digits after `\u` (and a following low surrogate); lone surrogates become U+FFFD.
    private mutating func parseUnicodeEscape() throws(JSONInputError) -> Character {
        let high = try parseHex4()
        if (0xD800..<0xDC00).contains(high), index + 1 < bytes.count,
           bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
            let save = index
            index += 2
            let low = try parseHex4()
            if (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                return Character(scalar)
            }
            index = save
        }
        return Character(Unicode.Scalar(high) ?? "\u{FFFD}")
    }

    private mutating func parseHex4() throws(JSONInputError) -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw fault("invalid \\u escape")
        }
        index += 4
        return value
    }

    private mutating func parseNumber() throws(JSONInputError) -> Double {
        let start = index
        while index < bytes.count, Self.numberBytes.contains(bytes[index]) { index += 1 }
        let text = bytes[start..<index]
        guard index > start, Self.isJSONNumber(text), let value = Double(String(decoding: text, as: UTF8.self)) else {
            index = start
            throw fault("expected a value")
        }
        guard value.isFinite else {
            index = start
            throw fault("number too large")
        }
        return value
    }

    private static let numberBytes = Set("+-0123456789.eE".utf8)

    /// Whether `text` follows JSON's number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isJSONNumber(_ text: ArraySlice<UInt8>) -> Bool {
        var i = text.startIndex
        func digits() -> Int {
            let from = i
            while i < text.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[i]) { i += 1 }
            return i - from
        }
        if i < text.endIndex, text[i] == UInt8(ascii: "-") { i += 1 }
        guard i < text.endIndex else { return false }
        if text[i] == UInt8(ascii: "0") { i += 1 } else if digits() == 0 { return false }
        if i < text.endIndex, text[i] == UInt8(ascii: ".") { i += 1; if digits() == 0 { return false } }
        if i < text.endIndex, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") {
            i += 1
            if i < text.endIndex, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") { i += 1 }
            if digits() == 0 { return false }
        }
        return i == text.endIndex
    }

    private mutating func expect(_ literal: String) throws(JSONInputError) {
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw fault("expected \(literal)") }
            index += 1
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func fault(_ message: String) -> JSONInputError {
        let (line, column) = StrictJSON.lineAndColumn(Data(bytes), offset: index)
        let end = "unexpected end of document"
        let text = index >= bytes.count && message != end ? "\(end), \(message)" : message
        return JSONInputError(path: "", message: "invalid JSON: \(text)", line: line, column: column)
    }
}

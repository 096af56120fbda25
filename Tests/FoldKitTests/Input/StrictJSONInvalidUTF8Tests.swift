import Foundation
import Testing
@testable import FoldKit

/// Invalid UTF-8 is reported at its first bad byte, with line and column (CLI.md: the message
/// names the position at fault).
@Suite("StrictJSON: invalid UTF-8")
struct StrictJSONInvalidUTF8Tests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var offset: Int
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "a byte that is never UTF-8", bytes: Array(#"{"a":"x"#.utf8) + [0xFF] + Array(#"yz"}"#.utf8), offset: 7),
        Case(name: "a lone continuation byte", bytes: Array(#"{"a":""#.utf8) + [0x80] + Array(#""}"#.utf8), offset: 6),
        Case(name: "a sequence cut short mid-document", bytes: Array(#"{"a":""#.utf8) + [0xE2, 0x82] + Array(#""}"#.utf8), offset: 6),
        Case(name: "a sequence cut short at the end", bytes: Array(#"{"a":"é"#.utf8) + [0xE2], offset: 8),
    ]

    @Test("the offset is the first invalid byte's", arguments: cases)
    func firstInvalidByte(_ c: Case) {
        #expect(StrictJSON.firstInvalidUTF8Offset(Data(c.bytes)) == c.offset)
        #expect(throws: JSONInputError(path: "", message: "not valid UTF-8 at byte \(c.offset)", line: 1, column: c.offset + 1)) {
            try StrictJSON.checkShape(Data(c.bytes))
        }
    }
}

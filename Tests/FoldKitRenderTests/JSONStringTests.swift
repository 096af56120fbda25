import Foundation
import Testing
@testable import FoldKitRender

/// Scene ids and titles must never break the JSON FoldKit writes by hand, nor the `<script>`
/// element the HTML page carries it in.
struct JSONStringTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let forScript: Bool
        let literal: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "plain", text: "mail-list", forScript: false, literal: #""mail-list""#),
        Case(name: "quote and backslash", text: #"a"b\c"#, forScript: false, literal: #""a\"b\\c""#),
        Case(name: "named controls", text: "a\nb\rc\td", forScript: false, literal: #""a\nb\rc\td""#),
        Case(name: "other controls as \\u", text: "a\u{0}b\u{1B}", forScript: false, literal: #""a\u0000b\u001b""#),
        Case(name: "markup kept outside a script", text: "</script>&", forScript: false, literal: #""</script>&""#),
        Case(name: "markup escaped in a script", text: "</script><!--&", forScript: true,
             literal: #""\u003c/script\u003e\u003c!--\u0026""#),
        Case(name: "line separators escaped in a script", text: "a\u{2028}b\u{2029}", forScript: true,
             literal: #""a\u2028b\u2029""#),
    ]

    @Test(arguments: cases) func writesLiteral(_ c: Case) throws {
        let literal = JSONString.quoted(c.text, forScript: c.forScript)
        #expect(literal == c.literal)
        // Whatever it escapes, JSON reads the same text back.
        let read = try JSONDecoder().decode(String.self, from: Data(literal.utf8))
        #expect(read == c.text)
    }
}

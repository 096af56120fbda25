import Foundation
import Testing
import FoldKit

/// The two number formats: text output (0.01 pt) and values echoed in messages (six decimals).
@Suite("Format: one number format for text output")
struct FormatTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var value: Double
        var output: String
        var number: String
        var testDescription: String { "\(value)" }
    }

    @Test("output rounds to 0.01 pt; number keeps six decimals", arguments: [
        Case(value: 324.6666666666667, output: "324.67", number: "324.666667"),  // 974 / 3, a 1/3-pt boundary
        Case(value: 455.5, output: "455.5", number: "455.5"),
        Case(value: 40, output: "40", number: "40"),
        Case(value: 539.9999999999999, output: "540", number: "540"),          // binary noise
        Case(value: 0.125, output: "0.13", number: "0.125"),                   // halfway rounds away from zero
        Case(value: -0.001, output: "0", number: "-0.001"),                    // no "-0"
        Case(value: -12.345, output: "-12.35", number: "-12.345"),
        Case(value: .nan, output: "nan", number: "nan"),
        Case(value: -.infinity, output: "-inf", number: "-inf"),
    ])
    func formats(_ c: Case) {
        #expect(Format.output(c.value) == c.output)
        #expect(Format.number(c.value) == c.number)
    }

    @Test("rects in messages keep six decimals")
    func geometry() {
        let third = CGFloat(974) / 3
        #expect(Format.rect(CGRect(x: 0, y: third, width: 1, height: 1)) == "(0, 324.666667, 1, 1)")
        #expect(Format.size(CGSize(width: 951, height: third)) == "951 × 324.666667")
    }

    /// Messages name roles and node types with their article: `an image`, `an overlay`, `a list`.
    @Test("a word with its indefinite article", arguments: [("image", "an image"), ("overlay", "an overlay"), ("arrangement", "an arrangement"),
                                                            ("element", "an element"), ("list", "a list"), ("textField", "a textField"), ("", "")])
    func withArticle(_ word: String, _ expected: String) {
        #expect(Format.withArticle(word) == expected)
    }
}

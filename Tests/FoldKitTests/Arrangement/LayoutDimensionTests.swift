import Foundation
import Testing
import FoldKit

/// Dimensions as the CLI and scene files write them: `250` points or `30%` of the container
/// (SPEC 4.1, SCENE.md "dimension").
@Suite("LayoutDimension parsing and coding")
struct DimensionTests {
    @Test("points and percentages parse; the rest does not",
          arguments: [("250", LayoutDimension.absolute(250)), ("30%", .fractional(0.3)), (" 12.5 ", .absolute(12.5)), ("0%", .fractional(0)),
                      ("100%", .fractional(1))])
    func parses(_ text: String, _ expected: LayoutDimension) {
        #expect(LayoutDimension(parsing: text) == expected)
    }

    @Test("invalid text is nil", arguments: ["", "%", "-1", "101%", "nan", "inf", "30 pt", "abc%"])
    func rejects(_ text: String) {
        #expect(LayoutDimension(parsing: text) == nil)
    }

    @Test("a fraction resolves against the container's extent")
    func resolves() {
        #expect(LayoutDimension.fractional(0.3).resolved(in: 600) == 0.3 * 600)
        #expect(LayoutDimension.absolute(250).resolved(in: 600) == 250)
        #expect(DimensionRange(minimum: .absolute(300), maximum: .absolute(200)).bounds(in: 800) == (300, 300))  // minimum wins
    }

    @Test("JSON: numbers are points, \"30%\" strings fractions; a range uses min/preferred/max")
    func coding() throws {
        let json = #"{"min": 250, "preferred": "30%"}"#
        let range = try JSONDecoder().decode(DimensionRange.self, from: Data(json.utf8))
        #expect(range == DimensionRange(minimum: .absolute(250), preferred: .fractional(0.3)))
        let encoded = try JSONDecoder().decode(DimensionRange.self, from: JSONEncoder().encode(range))
        #expect(encoded == range)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LayoutDimension.self, from: Data(#""250""#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LayoutDimension.self, from: Data("-5".utf8)) }
    }
}

import Foundation
import Testing
@testable import FoldKitRender

/// The one number formatter of rendered files (SVG, HTML): at most three decimals, no exponent.
struct DrawingNumberTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var value: CGFloat
        var expected: String
        var testDescription: String { "\(value) → \(expected)" }
    }

    @Test(arguments: [
        Case(value: 455.5, expected: "455.5"),
        Case(value: 40, expected: "40"),
        Case(value: 0, expected: "0"),
        Case(value: -0.0, expected: "0"),
        Case(value: 1.0 / 3.0, expected: "0.333"),
        Case(value: 2.0 / 3.0, expected: "0.667"),
        Case(value: -2.5, expected: "-2.5"),
        Case(value: -0.0004, expected: "0"),
        Case(value: 0.05, expected: "0.05"),
        Case(value: 2207.625, expected: "2207.625"),
        Case(value: 1e20, expected: "0"),
        Case(value: .nan, expected: "0"),
        Case(value: .infinity, expected: "0"),
    ])
    func formats(_ c: Case) {
        #expect(DrawingNumber.format(c.value) == c.expected)
    }
}

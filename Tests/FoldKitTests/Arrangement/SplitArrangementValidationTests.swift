import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Configurations SPEC 4.1 calls errors, and what the solver does with them (never a trap).
@Suite("Split arrangement validation (SPEC 4.1)")
struct SplitArrangementValidationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var style: SplitArrangement
        var container: CGSize?
        var expected: ArrangementError
        var testDescription: String { name }
    }

    static func style(_ change: (inout SplitArrangement) -> Void) -> SplitArrangement {
        var style = SplitArrangement()
        change(&style)
        return style
    }

    static let cases: [Case] = [
        Case(name: "ratio 0", style: style { $0.ratio = 0 }, expected: .invalidRatio(0)),
        Case(name: "ratio 1", style: style { $0.ratio = 1 }, expected: .invalidRatio(1)),
        Case(name: "ratio 1.5", style: style { $0.ratio = 1.5 }, expected: .invalidRatio(1.5)),
        Case(name: "ratio -0.2", style: style { $0.ratio = -0.2 }, expected: .invalidRatio(-0.2)),
        Case(name: "spacing -1", style: style { $0.spacing = -1 }, expected: .invalidSpacing(-1)),
        Case(name: "negative minimum", style: style { $0.primary.width.minimum = .absolute(-5) },
             expected: .invalidDimension(.primary, .width, .absolute(-5))),
        Case(name: "150 %", style: style { $0.secondary.height.preferred = .fractional(1.5) },
             expected: .invalidDimension(.secondary, .height, .fractional(1.5))),
        Case(name: "min > max, points", style: style { $0.primary.width = DimensionRange(minimum: .absolute(300), maximum: .absolute(200)) },
             expected: .minimumExceedsMaximum(.primary, .width, minimum: .absolute(300), maximum: .absolute(200))),
        Case(name: "min 50 % > max 100 pt in a 400-wide container",
             style: style { $0.secondary.width = DimensionRange(minimum: .fractional(0.5), maximum: .absolute(100)) },
             container: CGSize(width: 400, height: 300),
             expected: .minimumExceedsMaximum(.secondary, .width, minimum: .fractional(0.5), maximum: .absolute(100))),
        Case(name: "infinite priority", style: style { $0.primary.layoutPriority = .infinity }, expected: .invalidPriority(.primary, .infinity)),
        Case(name: "negative ideal size", style: style { $0.secondary.idealSize = CGSize(width: -1, height: 10) },
             expected: .invalidIdealSize(.secondary, CGSize(width: -1, height: 10))),
    ]

    @Test("validate() rejects the value at fault", arguments: cases)
    func rejects(_ c: Case) {
        #expect(throws: c.expected) { try c.style.validate(in: c.container) }
        #expect(!c.expected.message.isEmpty)
    }

    @Test("a NaN ratio is an error too")
    func nanRatio() {
        #expect(throws: ArrangementError.self) { try SplitArrangement(ratio: .nan).validate() }
    }

    @Test("min 50 % vs max 100 pt cannot be compared without a container")
    func mixedKindsNeedContainer() throws {
        var style = SplitArrangement()
        style.primary.width = DimensionRange(minimum: .fractional(0.5), maximum: .absolute(100))
        try style.validate()
    }

    @Test("invalid values solve without a trap: ignored, equal halves", arguments: cases)
    func solvesAnyway(_ c: Case) {
        let request = plainRequest(CGRect(x: 0, y: 0, width: 400, height: 300))
        let a = c.style.solve(request)
        #expect(a.mode == .split)
        #expect(arrangementViolations(a, in: request).isEmpty)
    }

    @Test("an empty or non-finite container: primary gets it as given, no trap",
          arguments: [CGRect(x: 0, y: 0, width: 0, height: 100), CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
                      CGRect(x: 0, y: 0, width: -10, height: 10), CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10)])
    func emptyContainer(_ bounds: CGRect) {
        for a in [SplitArrangement().solve(plainRequest(bounds)), OverlayArrangement().solve(plainRequest(bounds))] {
            #expect(a.mode == .single && a.reason == .emptyContainer && !a.secondary.isVisible)
        }
    }
}

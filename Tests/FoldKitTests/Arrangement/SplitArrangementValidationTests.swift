import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Configurations SPEC 4.1 calls errors: validate() and solve() throw them, never trap, never replace them.
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

    @Test("solve throws what validate() finds, before any work: an invalid value is never replaced", arguments: cases)
    func solveThrows(_ c: Case) throws {
        let request = plainRequest(CGRect(x: 0, y: 0, width: c.container?.width ?? 400, height: c.container?.height ?? 300))
        if case .minimumExceedsMaximum(_, _, .fractional, .absolute) = c.expected {
            // Points against a percentage conflict only in some containers: solve lets the
            // minimum win and reports it; validate(in:) refuses it for the CLI.
            #expect(try c.style.solve(request).adjustments.contains(.minimumBeatsMaximum))
        } else {
            #expect(throws: c.expected) { try c.style.solve(request) }
        }
    }

    @Test("paneLengths throws for invalid settings and an invalid extent",
          arguments: [CGFloat.nan, .infinity, -1])
    func paneLengthsThrows(_ extent: CGFloat) {
        #expect(throws: ArrangementError.self) { try SplitArrangement().paneLengths(extent: extent, along: .horizontal) }
        #expect(throws: ArrangementError.invalidRatio(2)) { try SplitArrangement(ratio: 2).paneLengths(extent: 100, along: .vertical) }
    }

    @Test("an empty container is valid: the primary gets it as given, reason emptyContainer",
          arguments: [CGRect(x: 0, y: 0, width: 0, height: 100), CGRect(x: 10, y: 20, width: 300, height: 0)])
    func emptyContainer(_ bounds: CGRect) throws {
        for a in [try SplitArrangement().solve(plainRequest(bounds)), try OverlayArrangement().solve(plainRequest(bounds))] {
            #expect(a.mode == .single && a.reason == .emptyContainer && !a.secondary.isVisible && a.primary.frame == bounds)
        }
    }
}

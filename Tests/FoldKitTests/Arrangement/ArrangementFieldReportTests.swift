import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Field reports whose fault is a two-pane layout (field-reports.md): each a test of ours.
@Suite("Arrangement field reports")
struct ArrangementFieldReportTests {
    /// BR-13's window: 840 × 700, LTR; split fraction 0.3, gap 16.
    static let window = CGRect(x: 0, y: 0, width: 840, height: 700)
    static let style = SplitArrangement(ratio: 0.3, spacing: 16)

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var division: CGRect?
        var primary: CGRect
        var secondary: CGRect
        var testDescription: String { name }
    }

    static let br13: [Case] = [
        // (a) split line at 0.3 × 840 = 252, the 16-pt gap centred on it: 252 ± 8.
        Case(name: "BR-13 (a) no division", division: nil,
             primary: CGRect(x: 0, y: 0, width: 252 - 8, height: 700), secondary: CGRect(x: 252 + 8, y: 0, width: 840 - 260, height: 700)),
        // (b) a zero-width fold at 420 overrides the fraction; margin max(0, 16) / 2 = 8 each side.
        Case(name: "BR-13 (b) zero-width fold", division: CGRect(x: 420, y: 0, width: 0, height: 700),
             primary: CGRect(x: 0, y: 0, width: 420 - 8, height: 700), secondary: CGRect(x: 420 + 8, y: 0, width: 840 - 428, height: 700)),
        // (c) a 20-pt hinge is already ≥ 16 thick: its own edges.
        Case(name: "BR-13 (c) 20-pt hinge", division: CGRect(x: 410, y: 0, width: 20, height: 700),
             primary: CGRect(x: 0, y: 0, width: 410, height: 700), secondary: CGRect(x: 410 + 20, y: 0, width: 840 - 430, height: 700)),
    ]

    @Test("BR-13: the configured gap is kept at a fold, centred on it", arguments: br13)
    func gapAtFold(_ c: Case) throws {
        let request = plainRequest(Self.window, regions: c.division.map { [division($0)] } ?? [], scale: 1)
        let a = try Self.style.solve(request)
        #expect(a.primary.frame == c.primary)
        #expect(a.secondary.frame == c.secondary)
        #expect(arrangementViolations(a, in: request, spacing: 16).isEmpty)
    }

    @Test("BR-14 / BR-12: spanned over a 33.6-pt hinge the panes are the regions; proportions ignored")
    func proportionsIgnoredAtHinge() throws {
        let request = plainRequest(CGRect(x: 0, y: 0, width: 1113.6, height: 720), regions: [division(CGRect(x: 540, y: 0, width: 33.6, height: 720), id: "hinge")])
        let a = try SplitArrangement(ratio: 1.0 / 3).solve(request)  // pane lengths 1* and 2*
        #expect(a.primary.frame == CGRect(x: 0, y: 0, width: 540, height: 720))
        #expect(a.secondary.frame == CGRect(x: 540 + 33.6, y: 0, width: 1113.6 - (540 + 33.6), height: 720))
        #expect(a.primary.frame != CGRect(x: 0, y: 0, width: 371.2, height: 720))  // the bug: 1113.6 / 3, across the hinge
        #expect(a.adjustments.contains(.paneSizesIgnored))
        #expect(arrangementViolations(a, in: request).isEmpty)
        // On one 540 × 720 screen without a division the proportions apply again: 540 / 3 = 180.
        let single = try SplitArrangement(axes: .horizontal, ratio: 1.0 / 3).solve(plainRequest(CGRect(x: 0, y: 0, width: 720, height: 540)))
        #expect(single.primary.frame?.width == 720.0 / 3)
    }

    @Test("BR-10: stacked panes take the hinge's real position in a view below a 24-pt status bar")
    func stackedFromRealHinge() throws {
        // The view (0, 24, 720, 1089.6) in window coordinates; the hinge (0, 540, 720, 33.6) in the same space.
        let view = CGRect(x: 0, y: 24, width: 720, height: 1089.6)
        let request = plainRequest(view, regions: [division(CGRect(x: 0, y: 540, width: 720, height: 33.6), id: "hinge")])
        let a = try SplitArrangement().solve(request)
        #expect(a.axis == .vertical)
        #expect(a.primary.frame == CGRect(x: 0, y: 24, width: 720, height: 540 - 24))
        #expect(a.secondary.frame == CGRect(x: 0, y: 540 + 33.6, width: 720, height: (24 + 1089.6) - (540 + 33.6)))
        // View-local: pane 1 (0, 0, 720, 516), pane 2 (0, 549.6, 720, 540); the naive 528/528 split is 12 pt off.
        let local = a.secondary.frame!.offsetBy(dx: -view.minX, dy: -view.minY)
        #expect(abs(local.minY - 549.6) < 1e-9 && abs(local.height - 540) < 1e-9)
        #expect(a.primary.frame!.height == 516)
        #expect(arrangementViolations(a, in: request).isEmpty)
    }
}

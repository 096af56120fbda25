import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Pane sizes without a division: ratio, ranges, fixed size, priority, unsatisfiable constraints
/// (SPEC 4.1 "Pane sizes").
@Suite("Split arrangement pane sizes (SPEC 4.1)")
struct SplitArrangementSizingTests {
    let wide = plainRequest(CGRect(x: 0, y: 0, width: 800, height: 500))

    func frames(_ style: SplitArrangement, _ request: ArrangementRequest? = nil) throws -> (CGRect?, CGRect?, ArrangementResult) {
        let request = request ?? wide
        let a = try style.solve(request)
        #expect(arrangementViolations(a, in: request, spacing: style.spacing).isEmpty)
        return (a.primary.frame, a.secondary.frame, a)
    }

    @Test("the higher priority takes its ask first; the other gets the rest")
    func priorityFirst() throws {
        var style = SplitArrangement()
        style.secondary = ArrangementViewProperties(width: DimensionRange(preferred: .absolute(200)), layoutPriority: 1)
        let (p, s, _) = try frames(style)
        #expect(p == CGRect(x: 0, y: 0, width: 800 - 200, height: 500))
        #expect(s == CGRect(x: 600, y: 0, width: 200, height: 500))
    }

    /// A view with no size property asks for nothing: when only one view asks, it is served and
    /// the other gets the rest, whatever their priorities (SPEC 4.1 amended).
    struct OneAsksCase: Sendable, CustomTestStringConvertible {
        var id: String
        var style: SplitArrangement
        var direction: LayoutDirection
        var primary: CGRect
        var secondary: CGRect
        var testDescription: String { id }
    }

    static let oneAsksCases: [OneAsksCase] = {
        var secondaryAsks = SplitArrangement()
        secondaryAsks.secondary.width = DimensionRange(preferred: .absolute(100))
        var outranked = secondaryAsks
        outranked.primary.layoutPriority = 5  // the primary outranks it but asks for nothing
        var primaryAsks = SplitArrangement()
        primaryAsks.primary.width = DimensionRange(preferred: .fractional(0.25))
        primaryAsks.secondary.layoutPriority = 1
        return [
            // 300-pt container: the secondary gets its 100, the primary the rest, 200 = 300 − 100.
            OneAsksCase(id: "secondary asks / ltr", style: secondaryAsks, direction: .leftToRight,
                        primary: CGRect(x: 0, y: 0, width: 300 - 100, height: 200), secondary: CGRect(x: 200, y: 0, width: 100, height: 200)),
            OneAsksCase(id: "secondary asks / rtl", style: secondaryAsks, direction: .rightToLeft,
                        primary: CGRect(x: 100, y: 0, width: 200, height: 200), secondary: CGRect(x: 0, y: 0, width: 100, height: 200)),
            OneAsksCase(id: "secondary asks, primary outranks it / ltr", style: outranked, direction: .leftToRight,
                        primary: CGRect(x: 0, y: 0, width: 200, height: 200), secondary: CGRect(x: 200, y: 0, width: 100, height: 200)),
            // 75 = 25 % of 300; the secondary outranks the primary but asks for nothing: 225 = 300 − 75.
            OneAsksCase(id: "primary asks, secondary outranks it / ltr", style: primaryAsks, direction: .leftToRight,
                        primary: CGRect(x: 0, y: 0, width: 75, height: 200), secondary: CGRect(x: 75, y: 0, width: 300 - 75, height: 200)),
            OneAsksCase(id: "primary asks, secondary outranks it / rtl", style: primaryAsks, direction: .rightToLeft,
                        primary: CGRect(x: 300 - 75, y: 0, width: 75, height: 200), secondary: CGRect(x: 0, y: 0, width: 225, height: 200)),
        ]
    }()

    @Test("a view that asks is served before one that asks for nothing (SPEC 4.1)", arguments: oneAsksCases)
    func oneViewAsks(_ c: OneAsksCase) throws {
        let (p, s, a) = try frames(c.style, plainRequest(CGRect(x: 0, y: 0, width: 300, height: 200), direction: c.direction))
        #expect(p == c.primary && s == c.secondary && a.adjustments.isEmpty)
    }

    @Test("a ratio is the primary's ask: with the secondary asking too, the tie goes to the primary")
    func ratioIsPrimaryAsk() throws {
        var style = SplitArrangement(ratio: 0.3)
        style.secondary.width = DimensionRange(preferred: .absolute(100))
        let (p, s, _) = try frames(style, plainRequest(CGRect(x: 0, y: 0, width: 300, height: 200)))
        // 90 = 0.3 × 300; the secondary's preference yields: 210 = 300 − 90.
        #expect(p?.width == 90 && s?.width == 300 - 90)
    }

    @Test("tie: the primary asks first; the secondary's preference yields")
    func tieFavoursPrimary() throws {
        var style = SplitArrangement()
        style.primary.width = DimensionRange(preferred: .absolute(300))
        style.secondary.width = DimensionRange(preferred: .absolute(300))
        let (p, s, _) = try frames(style)
        #expect(p?.width == 300 && s?.width == 800 - 300)
    }

    @Test("both maximums below the extent: leftover empty space after the second pane")
    func leftoverAfterSecond() throws {
        var style = SplitArrangement()
        style.primary.width = DimensionRange(maximum: .absolute(200))
        style.secondary.width = DimensionRange(maximum: .fractional(0.375))  // 300 = 37.5 % of 800
        let (p, s, a) = try frames(style)
        #expect(p == CGRect(x: 0, y: 0, width: 200, height: 500))
        #expect(s == CGRect(x: 200, y: 0, width: 300, height: 500))
        #expect(a.adjustments == .leftoverSpace)
    }

    @Test("leftover is after the second pane in reading order: on the left in RTL")
    func leftoverRightToLeft() throws {
        var style = SplitArrangement()
        style.primary.width = DimensionRange(maximum: .absolute(200))
        style.secondary.width = DimensionRange(maximum: .absolute(300))
        let (p, s, _) = try frames(style, plainRequest(CGRect(x: 0, y: 0, width: 800, height: 500), direction: .rightToLeft))
        #expect(p == CGRect(x: 800 - 200, y: 0, width: 200, height: 500))
        #expect(s == CGRect(x: 600 - 300, y: 0, width: 300, height: 500))
    }

    @Test("a capped second view lets the first grow to fill")
    func firstGrowsWhenOtherCapped() throws {
        var style = SplitArrangement()
        style.secondary.width = DimensionRange(maximum: .absolute(300))
        let (p, s, a) = try frames(style)
        #expect(p?.width == 800 - 300 && s?.width == 300 && a.adjustments.isEmpty)
    }

    @Test("unsatisfiable minimums: the first keeps its minimum, the other gets the rest")
    func unsatisfiableMinimums() throws {
        var style = SplitArrangement()
        style.primary.width = DimensionRange(minimum: .absolute(500))
        style.secondary.width = DimensionRange(minimum: .absolute(400))
        let (p, s, a) = try frames(style)
        #expect(p?.width == 500 && s?.width == 800 - 500)
        #expect(a.adjustments.contains(.unsatisfiableMinimums))
        style.secondary.layoutPriority = 1
        let (p2, s2, _) = try frames(style)
        #expect(s2?.width == 400 && p2?.width == 800 - 400)
    }

    @Test("a minimum larger than the container is capped at the container")
    func minimumBeyondContainer() throws {
        var style = SplitArrangement()
        style.primary.width = DimensionRange(minimum: .absolute(5000))
        let (p, s, _) = try frames(style)
        #expect(p?.width == 800 && s?.width == 0)
    }

    @Test("the first's ask leaves the other its minimum")
    func askLeavesOtherMinimum() throws {
        var style = SplitArrangement()
        style.primary.width = DimensionRange(preferred: .absolute(700))
        style.secondary.width = DimensionRange(minimum: .absolute(250))
        let (p, s, _) = try frames(style)
        #expect(p?.width == 800 - 250 && s?.width == 250)
    }

    @Test("a minimum above a maximum of the other kind in this container wins, reported (SPEC 4.1)", arguments: LayoutDirection.allCases)
    func minimumBeatsMaximum(_ direction: LayoutDirection) throws {
        var style = SplitArrangement()
        // 300 pt against 25 % of 800 = 200 pt: a conflict only in containers narrower than 1200.
        style.primary.width = DimensionRange(minimum: .absolute(300), maximum: .fractional(0.25))
        let (p, s, a) = try frames(style, plainRequest(CGRect(x: 0, y: 0, width: 800, height: 500), direction: direction))
        #expect(p?.width == 300 && s?.width == 800 - 300)
        #expect(a.adjustments == .minimumBeatsMaximum)
        // In a container of 1600 the maximum 400 is above the minimum: no conflict.
        let (wide, _, b) = try frames(style, plainRequest(CGRect(x: 0, y: 0, width: 1600, height: 500), direction: direction))
        #expect(wide?.width == 400 && b.adjustments.isEmpty)  // 400 = min(0.25 × 1600, max(800, 300))
    }

    @Test("a minimum above its maximum of the same kind is an error, thrown by solve")
    func minimumAboveMaximumSameKind() {
        var style = SplitArrangement()
        style.primary.width = DimensionRange(minimum: .absolute(300), maximum: .absolute(200))
        #expect(throws: ArrangementError.minimumExceedsMaximum(.primary, .width, minimum: .absolute(300), maximum: .absolute(200))) {
            try style.solve(wide)
        }
    }

    @Test("prefersFixedSize asks for the ideal size along the axis")
    func fixedSize() throws {
        var style = SplitArrangement()
        style.primary = ArrangementViewProperties(width: DimensionRange(preferred: .absolute(100)), prefersFixedSize: true,
                                                  idealSize: CGSize(width: 320, height: 90))
        let (p, s, _) = try frames(style)
        #expect(p?.width == 320 && s?.width == 800 - 320)
    }

    @Test("stacked: the height range applies, percentages of the container's height")
    func stackedHeights() throws {
        var style = SplitArrangement()
        style.primary.height = DimensionRange(preferred: .fractional(0.25))
        let (p, s, a) = try frames(style, plainRequest(CGRect(x: 0, y: 0, width: 400, height: 800)))
        #expect(a.axis == .vertical)
        #expect(p == CGRect(x: 0, y: 0, width: 400, height: 0.25 * 800))
        #expect(s == CGRect(x: 0, y: 200, width: 400, height: 600))
    }

    @Test("a container with a non-zero origin: panes from its own edges (SPEC 3.4)")
    func nonZeroOrigin() throws {
        let (p, s, _) = try frames(SplitArrangement(ratio: 0.25), plainRequest(CGRect(x: 100, y: 50, width: 800, height: 400)))
        #expect(p == CGRect(x: 100, y: 50, width: 0.25 * 800, height: 400))
        #expect(s == CGRect(x: 300, y: 50, width: 600, height: 400))
    }

    @Test("width ≥ height splits horizontally; a square container too")
    func squareIsHorizontal() throws {
        let (_, _, a) = try frames(SplitArrangement(), plainRequest(CGRect(x: 0, y: 0, width: 700, height: 700)))
        #expect(a.axis == .horizontal)
    }

    @Test("a compact window cannot split without a division; a division still drives the split")
    func compactWithoutDivision() throws {
        let compact = SizeClasses(horizontal: .compact, vertical: .compact)
        let bounds = CGRect(x: 0, y: 0, width: 700, height: 400)
        let single = try SplitArrangement().solve(plainRequest(bounds, sizeClasses: compact))
        #expect(single.mode == .single && single.reason == .compactSizeClass && single.primary.frame == bounds)
        let folded = try SplitArrangement().solve(plainRequest(bounds, regions: [division(CGRect(x: 340, y: 0, width: 20, height: 400))], sizeClasses: compact))
        #expect(folded.mode == .split && folded.primary.frame == CGRect(x: 0, y: 0, width: 340, height: 400))
    }

    @Test("a division that only clips an edge does not split: layout beside it (SPEC 3.5)")
    func clippingDivision() throws {
        let request = plainRequest(CGRect(x: 0, y: 0, width: 800, height: 600), regions: [division(CGRect(x: 0, y: 0, width: 40, height: 600))])
        let (p, s, a) = try frames(SplitArrangement(), request)
        #expect(a.reason == .aspectChoseAxis)
        #expect(p == CGRect(x: 40, y: 0, width: (800 - 40) / 2, height: 600))
        #expect(s == CGRect(x: 420, y: 0, width: 380, height: 600))
    }

    @Test("pixel snapping: boundaries on the 1/scale grid, container edges exact")
    func snapping() throws {
        let request = plainRequest(CGRect(x: 0.2, y: 0, width: 100, height: 50), scale: 2)
        let a = try SplitArrangement(ratio: 1.0 / 3).solve(request)
        // 0.2 + 100 / 3 = 33.53… → 33.5 on the half-point grid; the outer edges stay 0.2 and 100.2.
        #expect(a.primary.frame?.minX == 0.2 && a.primary.frame?.maxX == 33.5)
        #expect(a.secondary.frame?.minX == 33.5 && a.secondary.frame?.maxX == 100.2)
    }
}

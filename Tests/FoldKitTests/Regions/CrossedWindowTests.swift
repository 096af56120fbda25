import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Windows the fold crosses (SPEC 3.5, 4.1, 4.4, 4.5, 5.2, 7): a lone view lies in one region, the
/// region the list takes when split, and a strip too narrow to be useful beside the fold is cut
/// off with it as a clipped strip is (``UsefulRegion``). The field report: the iPhone Duo in book
/// (fold x 455.5 … 495.5, display coordinates), a 500-pt window gave list–detail `single` one pane
/// straddling the fold, and a split view a 4.5-pt column.
@Suite("Windows the fold crosses: lone views and slivers")
struct CrossedWindowTests {
    /// The Duo in book with `window` (display coordinates), and a request over the whole window.
    static func request(_ window: CGRect, _ direction: LayoutDirection) -> ArrangementRequest {
        let space = Builtins.space("iphone-duo", .book, window: window)
        return ArrangementRequest(space: space.with(layoutDirection: direction), bounds: space.bounds)
    }

    struct LoneCase: Sendable, CustomTestStringConvertible {
        var id: String
        /// The window, display coordinates.
        var window: CGRect
        var direction: LayoutDirection
        var rule: ListDetailResult.Rule
        /// The one pane, window coordinates.
        var pane: CGRect
        var testDescription: String { id }
    }

    static let loneCases: [LoneCase] = [
        // 0 … 600: the strip 495.5 … 600 (104.5 < 320, 2 × 104.5 < 455.5) goes with the fold;
        // the pane is the rest, 0 … 455.5, in either direction.
        LoneCase(id: "0,0,600 ltr: strip beyond the fold cut off", window: CGRect(x: 0, y: 0, width: 600, height: 669),
                 direction: .leftToRight, rule: .belowSplitMinimum, pane: CGRect(x: 0, y: 0, width: 455.5, height: 669)),
        LoneCase(id: "0,0,600 rtl: the same part", window: CGRect(x: 0, y: 0, width: 600, height: 669),
                 direction: .rightToLeft, rule: .belowSplitMinimum, pane: CGRect(x: 0, y: 0, width: 455.5, height: 669)),
        // 450 … 951: the fold at window x 5.5 … 45.5; the 5.5-pt strip goes; 45.5 + 455.5 = 501 (compact).
        LoneCase(id: "450,0,501 ltr: the leading sliver cut off", window: CGRect(x: 450, y: 0, width: 501, height: 669),
                 direction: .leftToRight, rule: .compactWidth, pane: CGRect(x: 45.5, y: 0, width: 455.5, height: 669)),
        LoneCase(id: "450,0,501 rtl: the same part", window: CGRect(x: 450, y: 0, width: 501, height: 669),
                 direction: .rightToLeft, rule: .compactWidth, pane: CGRect(x: 45.5, y: 0, width: 455.5, height: 669)),
        // 200 … 800: the fold at window x 255.5 … 295.5; both sides useful (255.5 ≥ 304.5 / 2), so
        // the pane takes the list's region: the leading one, left in LTR, right in RTL.
        LoneCase(id: "200,0,600 ltr: the leading region", window: CGRect(x: 200, y: 0, width: 600, height: 669),
                 direction: .leftToRight, rule: .belowSplitMinimum, pane: CGRect(x: 0, y: 0, width: 255.5, height: 669)),
        LoneCase(id: "200,0,600 rtl: the leading region is the right one", window: CGRect(x: 200, y: 0, width: 600, height: 669),
                 direction: .rightToLeft, rule: .belowSplitMinimum, pane: CGRect(x: 295.5, y: 0, width: 600 - 295.5, height: 669)),
    ]

    @Test("list–detail single lies in one region, the one the arrangement's lone primary takes", arguments: loneCases)
    func loneRegion(_ c: LoneCase) throws {
        let request = Self.request(c.window, c.direction)
        let result = try ListDetailStyle().solve(request)
        #expect(listDetailViolations(result, in: request).isEmpty)
        #expect(result.kind == .single && result.rule == c.rule)
        #expect(result.list.frame == c.pane)
        // One decision: the split arrangement's primary alone takes the same region.
        let lone = try SplitArrangement(isSecondaryVisible: false).solve(request)
        #expect(arrangementViolations(lone, in: request).isEmpty)
        #expect(lone.mode == .single && lone.primary.frame == c.pane)
    }

    @Test("every window 496 … 679 pt wide from the left edge: single, clear of the fold, both directions",
          arguments: LayoutDirection.allCases)
    func reportedWidths(_ direction: LayoutDirection) throws {
        let fold = CGRect(x: 455.5, y: 0, width: 40, height: 669)
        for width in 496...679 {
            let request = Self.request(CGRect(x: 0, y: 0, width: CGFloat(width), height: 669), direction)
            let result = try ListDetailStyle().solve(request)
            #expect(listDetailViolations(result, in: request).isEmpty, "\(width)")
            #expect(result.kind == .single && !fold.touchesInterior(of: result.list.frame), "\(width): \(Format.rect(result.list.frame))")
        }
    }

    struct NarrowCase: Sendable, CustomTestStringConvertible {
        var length: CGFloat
        var other: CGFloat
        var tooNarrow: Bool
        var testDescription: String { "\(Format.number(length)) beside \(Format.number(other))" }
    }

    static let narrowCases: [NarrowCase] = [
        NarrowCase(length: 4.5, other: 455.5, tooNarrow: true),     // the report's 500-pt window
        NarrowCase(length: 104.5, other: 455.5, tooNarrow: true),   // 2 × 104.5 = 209 < 455.5
        NarrowCase(length: 255.5, other: 304.5, tooNarrow: false),  // 511 ≥ 304.5
        NarrowCase(length: 317.5, other: 330, tooNarrow: false),    // the tri-fold's top region in tabletop
        NarrowCase(length: 319, other: 2000, tooNarrow: true),
        NarrowCase(length: 320, other: 2000, tooNarrow: false),     // a phone's width is always useful
        NarrowCase(length: 0, other: 0, tooNarrow: false),
    ]

    @Test("too narrow: under 320 pt and under half the other side", arguments: narrowCases)
    func tooNarrow(_ c: NarrowCase) {
        #expect(UsefulRegion.isTooNarrow(c.length, beside: c.other) == c.tooNarrow)
    }

    @Test("a tri-fold window with a sliver at each end keeps the middle region, unsplit, in either choice")
    func triFoldSlivers() {
        // Window x 191.5 … 834.5: fold-1 at window x 150 … 174, fold-2 at 504 … 528; regions 150, 330, 115.
        let space = Builtins.space("tri-fold", .book, window: CGRect(x: 191.5, y: 0, width: 643, height: 744))
        for choice in [ContainerSplit.Choice.nearestCentre(.leftToRight), .nearestCentre(.rightToLeft), .leadingMost(.leftToRight), .leadingMost(.rightToLeft)] {
            let split = ContainerSplit(container: space.safeAreaFrame, regions: space.regions, choice: choice)
            #expect(split.axis == nil && split.cutSliver, "\(choice)")
            #expect(split.usable == CGRect(x: 174, y: 24, width: 330, height: 744 - 24 - 20), "\(choice)")
        }
    }

    @Test("a split view collapses in the useful part instead of keeping a 4.5-pt column", arguments: LayoutDirection.allCases)
    func splitViewSliver(_ direction: LayoutDirection) throws {
        let request = Self.request(CGRect(x: 0, y: 0, width: 500, height: 669), direction)
        let result = try SplitViewStyle().solve(request)
        #expect(splitViewViolations(result, in: request).isEmpty)
        #expect(result.mode == .collapsed && result.reason == .compactWidth && result.adjustments == .sliverCutOff)
        #expect(result.primary == CGRect(x: 0, y: 0, width: 455.5, height: 669))
    }

    @Test("an overlay lays its views over each other in the useful part, said so", arguments: LayoutDirection.allCases)
    func overlaySliver(_ direction: LayoutDirection) throws {
        // 0 … 507: the strip 495.5 … 507 (11.5 pt) goes with the fold.
        let request = Self.request(CGRect(x: 0, y: 0, width: 507, height: 669), direction)
        let result = try OverlayArrangement().solve(request)
        #expect(arrangementViolations(result, in: request).isEmpty)
        #expect(result.mode == .overlaid && result.reason == .noActiveDivision && result.adjustments.contains(.sliverCutOff))
        #expect(result.secondary.frame == CGRect(x: 0, y: 0, width: 455.5, height: 669))
        #expect(!result.reason.explanation.contains("no active division crosses the container;"))
    }

    @Test("an alert on the outer display's side goes to the other region when that side is a sliver")
    func alertBesideSliver() throws {
        // Book, window 0 … 507 (RTL or not, the outer display's side is physical): its 11.5-pt
        // strip is no region; the alert centres in 0 … 455.5 of the safe area (height 649).
        let space = Builtins.space("iphone-duo", .book, window: CGRect(x: 0, y: 0, width: 507, height: 669))
        let request = PresentationRequest(kind: .alert, size: CGSize(width: 270, height: 150), space: space)
        let placement = try Presentation.solve(request)
        #expect(PresentationInvariants.violations(placement, for: request).isEmpty)
        #expect(placement.fit == .fits)
        // (455.5 − 270) / 2 = 92.75; (649 − 150) / 2 = 249.5.
        #expect(placement.frame == CGRect(x: 92.75, y: 249.5, width: 270, height: 150))
    }

    @Test("in tabletop, interactive content stays on the top region when the bottom one is a sliver")
    func touchSurfaceSliver() throws {
        // Window y 176 … 496: the fold at window y 279.5 … 319.5 leaves a 0.5-pt strip below it.
        let space = Builtins.space("iphone-duo", .tabletop, window: CGRect(x: 0, y: 176, width: 669, height: 320))
        let frame = CGRect(x: 16, y: 200, width: 300, height: 60)
        let request = DisplacementRequest(space: space, frame: frame, purpose: .interactive)
        let result = try Displacement.solve(request)
        #expect(DisplacementInvariants.violations(result, for: request).isEmpty)
        #expect(result.frame == frame && !result.isDisplaced)
    }
}

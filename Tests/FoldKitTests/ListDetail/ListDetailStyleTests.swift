import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The list–detail rule: the `list-detail` cases of contract.json, derived, and its edges (SPEC 4.4) [S0].
@Suite("List–detail rule (SPEC 4.4)")
struct ListDetailLayoutTests {
    func solve(_ preset: PosturePreset, _ layout: ListDetailStyle = ListDetailStyle(), device: String = "iphone-duo",
               direction: LayoutDirection = .leftToRight, bounds: CGRect? = nil) throws -> ListDetailResult {
        let space = Builtins.space(device, preset)
        let request = ArrangementRequest(space: space.with(layoutDirection: direction), bounds: bounds ?? space.bounds)
        let result = try layout.solve(request)
        #expect(listDetailViolations(result, in: request, layout: layout).isEmpty)
        return result
    }

    @Test("flat: rule 4, the list takes 40 % of the window (snapped to 1/3 pt)")
    func flatColumns() throws {
        let r = try solve(.flat)
        let width = DuoNumbers.grid.snap(0.4 * 951)  // 380.4 = 0.4 × 951 (leading inset 0) → 380⅓
        #expect(r.kind == .columns && r.rule == .leadingColumn && r.listWidth == width)
        #expect(r.list.frame == CGRect(x: 0, y: 0, width: width, height: 669))
        #expect(r.detail?.frame == CGRect(x: width, y: 0, width: 951 - width, height: 669))
        #expect(r.detail?.contentInsets.trailing == 56)  // the side bar falls on the detail
    }

    @Test("book: rule 3, the panes meet at the fold's centre; each keeps half the fold as content inset")
    func bookColumns() throws {
        let r = try solve(.book)
        #expect(r.kind == .columns && r.rule == .bookFoldCentre)
        #expect(r.listWidth == 455.5 + 40 / 2)  // 475.5: fold.minX + fold.width / 2
        #expect(r.list.frame == CGRect(x: 0, y: 0, width: 475.5, height: 669))
        #expect(r.detail?.frame == CGRect(x: 475.5, y: 0, width: 951 - 475.5, height: 669))
        #expect(r.list.contentInsets == EdgeInsets(top: 0, leading: 0, bottom: 20, trailing: 40 / 2))
        #expect(r.detail?.contentInsets == EdgeInsets(top: 0, leading: 20, bottom: 20, trailing: 56))
    }

    @Test("tabletop, a stacking screen: rule 1, the detail (map) above the fold, the list below")
    func tabletopStacked() throws {
        let r = try solve(.tabletop, ListDetailStyle(stacksInTabletop: true))
        #expect(r.kind == .stacked && r.rule == .tabletopStacks)
        #expect(r.topHeight == 455.5 && r.gap == 40)  // fold.minY, fold height
        #expect(r.detail?.frame == CGRect(x: 0, y: 0, width: 669, height: 455.5))
        #expect(r.list.frame == CGRect(x: 0, y: 455.5 + 40, width: 669, height: 951 - 495.5))
        #expect(r.listWidth == nil)
    }

    @Test("tabletop, a screen that does not stack: the fold is ignored; 669 < 680 is single")
    func tabletopNotStacking() throws {
        let r = try solve(.tabletop)
        #expect(r.kind == .single && r.rule == .belowSplitMinimum && r.detail == nil)
        #expect(r.list.frame == CGRect(x: 0, y: 0, width: 669, height: 951))
    }

    /// Rule 2: a compact horizontal size class is single however wide the window, in either
    /// direction; the size class is the space's (the window's traits), never the device's.
    struct CompactCase: Sendable, CustomTestStringConvertible {
        var id: String
        var device: String
        var preset: PosturePreset
        var direction: LayoutDirection
        var list: CGRect
        var testDescription: String { id }
    }

    static let compactCases: [CompactCase] = LayoutDirection.allCases.flatMap { direction in [
        // The closed Duo in landscape: 780 × 360, compact/compact; 780 − 54 = 726 ≥ 680 would split.
        CompactCase(id: "duo closed-landscape / \(direction.rawValue)", device: "iphone-duo", preset: .closedLandscape,
                    direction: direction, list: CGRect(x: 0, y: 0, width: 780, height: 360)),
        // An iPhone in landscape: 852 × 393, compact width; 852 − 59 = 793 ≥ 680 would split.
        CompactCase(id: "iphone landscape / \(direction.rawValue)", device: "iphone", preset: .flatRotated,
                    direction: direction, list: CGRect(x: 0, y: 0, width: 852, height: 393)),
    ] }

    @Test("rule 2: a compact horizontal size class is single, however wide [S0][S1]", arguments: compactCases)
    func compactWidthSingle(_ c: CompactCase) throws {
        let r = try solve(c.preset, device: c.device, direction: c.direction)
        #expect(r.kind == .single && r.rule == .compactWidth && r.detail == nil)
        #expect(r.list.frame == c.list)
    }

    @Test("rule 2 reads the request's size classes: the same 780-pt container splits when regular")
    func compactWidthFromRequest() throws {
        let bounds = CGRect(x: 0, y: 0, width: 780, height: 360)
        let compact = ArrangementRequest(space: .plain(around: bounds, sizeClasses: SizeClasses(horizontal: .compact, vertical: .compact), scale: 1),
                                         bounds: bounds)
        let regular = ArrangementRequest(space: .plain(around: bounds, sizeClasses: SizeClasses(horizontal: .regular, vertical: .compact), scale: 1),
                                         bounds: bounds)
        #expect(try ListDetailStyle().solve(compact).kind == .single)
        // 360 = clamp(0.4 × 780, 360, 440) on the 1-pt grid.
        #expect(try ListDetailStyle().solve(regular).listWidth == 360)
    }

    @Test("closed: single, the list is the phone's screen")
    func closedSingle() throws {
        let r = try solve(.closed)
        #expect(r.kind == .single && r.list.frame == CGRect(x: 0, y: 0, width: 360, height: 780))
        #expect(r.listWidth == nil && r.topHeight == nil && r.gap == nil)
    }

    @Test("flat RTL: the side bar is the leading inset; 56 + clamp(0.4 × 895, 360, 440) = 416")
    func flatRightToLeft() throws {
        let r = try solve(.flat, direction: .rightToLeft)
        #expect(r.listWidth == CGFloat(56 + 360))  // 0.4 × (951 − 56) = 358 → 360
        #expect(r.list.frame == CGRect(x: 951 - 416, y: 0, width: 416, height: 669))
        #expect(r.detail?.frame == CGRect(x: 0, y: 0, width: 535, height: 669))
        #expect(r.list.contentInsets.leading == 56)
    }

    @Test("iPad portrait: 0.4 × 820 = 328, clamped to the minimum 360")
    func iPadMinimum() throws {
        let r = try solve(.flat, device: "ipad")  // the natural orientation: portrait, 820 wide
        #expect(r.kind == .columns && r.listWidth == 360)
    }

    @Test("wide bounds: 0.4 × 1300 = 520, clamped to the maximum 440")
    func wideMaximum() throws {
        let r = try solve(.flat, bounds: CGRect(x: 0, y: 0, width: 1300, height: 800))
        #expect(r.kind == .columns && r.listWidth == 440)
    }

    @Test("book RTL with an off-centre fold: the list reaches the fold's centre from the right")
    func offCentreFoldRightToLeft() throws {
        let bounds = CGRect(x: 0, y: 0, width: 1000, height: 700)
        let request = ArrangementRequest(space: .plain(around: bounds, regions: [division(CGRect(x: 600, y: 0, width: 20, height: 700))], scale: 1,
                                                       layoutDirection: .rightToLeft), bounds: bounds)
        let r = try ListDetailStyle().solve(request)
        #expect(r.listWidth == CGFloat(1000 - 610))  // the fold's centre is x 610
        #expect(r.list.frame == CGRect(x: 610, y: 0, width: 390, height: 700))
        #expect(r.list.contentInsets.trailing == 10 && r.detail?.contentInsets.leading == 10)
        #expect(listDetailViolations(r, in: request).isEmpty)
    }

    @Test("a fold outside the container drives neither rule 1 nor rule 3")
    func foldOutsideBounds() throws {
        let regions = [division(CGRect(x: 1000, y: 0, width: 40, height: 800))]
        let bounds = CGRect(x: 0, y: 0, width: 900, height: 800)
        let request = ArrangementRequest(space: .plain(around: bounds, regions: regions, scale: 1), bounds: bounds)
        let r = try ListDetailStyle().solve(request)
        #expect(r.rule == .leadingColumn && r.listWidth == 360)  // 0.4 × 900
    }

    @Test("a container below a header (non-zero origin): panes from its own edges")
    func nonZeroOrigin() throws {
        let r = try solve(.book, bounds: CGRect(x: 0, y: 30, width: 951, height: 639))
        #expect(r.list.frame == CGRect(x: 0, y: 30, width: 475.5, height: 639))
        let stacked = try solve(.tabletop, ListDetailStyle(stacksInTabletop: true), bounds: CGRect(x: 0, y: 100, width: 669, height: 851))
        #expect(stacked.topHeight == 455.5 - 100 && stacked.detail?.frame.minY == 100)
    }

    @Test("a custom split minimum: narrower than list + detail minimums is single")
    func customMinimums() throws {
        let layout = ListDetailStyle(listMinimumWidth: 400, detailMinimumWidth: 600)
        #expect(layout.splitMinimumWidth == 1000)
        #expect(try solve(.flat, layout).kind == .single)
    }

    @Test("single at a book fold: the list's region, as the arrangement's lone primary, in either direction",
          arguments: LayoutDirection.allCases)
    func singleAtBookFold(_ direction: LayoutDirection) throws {
        // Window x 200 … 800 of the Duo in book: the fold at window x 255.5 … 295.5; 600 < 680 is
        // single. The pane takes the leading region: 0 … 255.5 in LTR, 295.5 … 600 in RTL.
        let space = Builtins.space("iphone-duo", .book, window: CGRect(x: 200, y: 0, width: 600, height: 669))
        let request = ArrangementRequest(space: space.with(layoutDirection: direction), bounds: space.bounds)
        let r = try ListDetailStyle().solve(request)
        #expect(listDetailViolations(r, in: request).isEmpty)
        let pane = direction == .leftToRight ? CGRect(x: 0, y: 0, width: 255.5, height: 669)
                                             : CGRect(x: 295.5, y: 0, width: 600 - 295.5, height: 669)
        #expect(r.kind == .single && r.rule == .belowSplitMinimum && r.list.frame == pane)
        let lone = try SplitArrangement(isSecondaryVisible: false).solve(request)
        #expect(lone.primary.frame == pane)
    }
}

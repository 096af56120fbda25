import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// SPEC 3.4 (amended): any finite rect of positive size is a view, inside the window or not.
@Suite("Reserved-region queries from views past the window (SPEC 3.4)")
struct RegionQueryViewTests {
    let book = Builtins.space("iphone-duo", .book)

    struct ViewCase: CustomTestStringConvertible, Sendable {
        var name: String
        var view: CGRect
        var direction: LayoutDirection
        var testDescription: String { "\(name) \(direction.rawValue)" }
    }

    static let views: [ViewCase] = LayoutDirection.allCases.flatMap { direction in [
        ViewCase(name: "reaching past the window's right and bottom edges", view: CGRect(x: 300, y: 50, width: 800, height: 500), direction: direction),
        ViewCase(name: "around the whole window", view: CGRect(x: -100, y: -100, width: 1151, height: 869), direction: direction),
        ViewCase(name: "entirely right of the window", view: CGRect(x: 2000, y: 0, width: 300, height: 300), direction: direction),
        ViewCase(name: "entirely above and left of the window", view: CGRect(x: -500, y: -500, width: 100, height: 100), direction: direction),
    ] }

    @Test("the regions it overlaps, unclipped, in its own coordinates; the fold only when it crosses the view", arguments: views)
    func viewsPastTheWindow(_ c: ViewCase) {
        #expect(RegionQueryInvariants.violations(book, view: c.view, direction: c.direction) == [])
    }

    @Test("a view reaching past the window: the fold at (155.5, −50), crossing the view's 500 pt")
    func reachingPast() throws {
        let view = CGRect(x: 300, y: 50, width: 800, height: 500)
        let fold = try #require(book.fold(in: view))
        #expect(fold.frame == CGRect(x: 455.5 - 300, y: 0 - 50, width: 40, height: 669))
        #expect(fold.posture == .book)
        // RTL mirrors in the view's 800-pt width: 800 − (155.5 + 40) = 604.5.
        #expect(book.with(layoutDirection: .rightToLeft).fold(in: view)?.frame.minX == 800 - (155.5 + 40))
    }

    struct FoldCase: CustomTestStringConvertible, Sendable {
        var name: String
        var posture: PosturePreset
        var view: CGRect
        /// The fold's frame in the view's coordinates (LTR), nil for none.
        var expected: CGRect?
        var testDescription: String { "\(name) (\(posture.rawValue))" }
    }

    /// The fold is the division crossing the view's visible part, the view within the window
    /// (SPEC 3.4, 3.5). Book: the Duo's 951 × 669 window, fold x 455.5 … 495.5 the window's
    /// height; tabletop: 669 × 951, fold y 455.5 … 495.5 the window's width.
    static let foldCases: [FoldCase] = [
        FoldCase(name: "the window", posture: .book, view: CGRect(x: 0, y: 0, width: 951, height: 669),
                 expected: CGRect(x: 455.5, y: 0, width: 40, height: 669)),
        FoldCase(name: "taller than the window (scrolling content)", posture: .book, view: CGRect(x: 0, y: 0, width: 951, height: 5000),
                 expected: CGRect(x: 455.5, y: 0, width: 40, height: 669)),
        FoldCase(name: "1e308 × 1e308 from the window's origin", posture: .book, view: CGRect(x: 0, y: 0, width: 1e308, height: 1e308),
                 expected: CGRect(x: 455.5, y: 0, width: 40, height: 669)),
        // Around the window by 100 on every side: the fold at x 455.5 + 100, y 0 + 100.
        FoldCase(name: "around the whole window", posture: .book, view: CGRect(x: -100, y: -100, width: 1151, height: 869),
                 expected: CGRect(x: 555.5, y: 100, width: 40, height: 669)),
        // Visible x 0 … 500 holds the fold with 4.5 pt beside it: x 455.5 + 100 in the view.
        FoldCase(name: "partly outside, the fold across its visible part", posture: .book, view: CGRect(x: -100, y: -300, width: 600, height: 2000),
                 expected: CGRect(x: 555.5, y: 300, width: 40, height: 669)),
        // Visible x 0 … 470: the fold only clips its trailing edge.
        FoldCase(name: "partly outside, the fold only clipping its visible part", posture: .book, view: CGRect(x: -100, y: 0, width: 570, height: 5000),
                 expected: nil),
        FoldCase(name: "entirely below the window", posture: .book, view: CGRect(x: 0, y: 669, width: 951, height: 5000), expected: nil),
        FoldCase(name: "wider than the window", posture: .tabletop, view: CGRect(x: -50, y: 0, width: 5000, height: 951),
                 expected: CGRect(x: 50, y: 455.5, width: 669, height: 40)),
        FoldCase(name: "entirely right of the window", posture: .tabletop, view: CGRect(x: 669, y: 0, width: 5000, height: 951), expected: nil),
    ]

    @Test("the fold of a view reaching past the window is the one crossing its visible part", arguments: foldCases)
    func foldOfTheVisiblePart(_ c: FoldCase) {
        let space = Builtins.space("iphone-duo", c.posture)
        for direction in LayoutDirection.allCases {
            #expect(RegionQueryInvariants.violations(space, view: c.view, direction: direction) == [], "\(direction.rawValue)")
        }
        let fold = space.fold(in: c.view)
        #expect(fold?.frame == c.expected)
        if c.expected != nil { #expect(fold?.posture == (c.posture == .book ? .book : .tabletop)) }
        // The fold is among the regions the view sees (SPEC 3.4): reported together, never apart.
        let divisions = space.reservedRegions(kind: .division, in: c.view)
        if let fold { #expect(divisions.contains(fold.region)) }
    }

    @Test("a view entirely outside the window: no regions, no fold")
    func outside() {
        let view = CGRect(x: 2000, y: -900, width: 300, height: 300)
        #expect(book.reservedRegions(options: .includeInactive, in: view) == [])
        #expect(book.fold(in: view) == nil)
        var visited = 0
        book.forEachReservedRegion(options: .includeInactive, in: view) { _ in visited += 1 }
        #expect(visited == 0)
    }

    @Test("a rect that is no view (not finite, or no positive size) overlaps nothing", arguments: [
        CGRect(x: 400, y: 0, width: 0, height: 669), CGRect(x: 400, y: 0, width: 100, height: -5),
        CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100),
        CGRect(x: 1e308, y: 0, width: 1e308, height: 100),
    ])
    func noView(_ view: CGRect) {
        #expect(book.reservedRegions(options: .includeInactive, in: view) == [])
        #expect(book.fold(in: view) == nil)
    }
}

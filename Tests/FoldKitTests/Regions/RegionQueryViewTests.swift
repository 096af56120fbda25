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
        #expect(book.fold(in: view, layoutDirection: .rightToLeft)?.frame.minX == 800 - (155.5 + 40))
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

import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// SPEC 6 (amended): a row whose controls move off the fold lays itself out with the division,
/// and the row's other children make room: a moved control never overlaps its siblings.
@Suite("List rows at the fold: siblings make room")
struct ListRowRoomTests {
    /// A title 0…417.67 and a 60-pt button 417.67…477.67 in a full-width row of the Duo in book;
    /// the button holds 455.5 − 417.67 = 37.83 pt left of the fold and none right of 495.5.
    static let title = CGRect(x: 0, y: 100, width: 1253.0 / 3, height: 44)
    static let button = CGRect(x: 1253.0 / 3, y: 100, width: 60, height: 44)
    static let detail = CGRect(x: 1433.0 / 3, y: 100, width: 895 - 1433.0 / 3, height: 44)

    static func solve(direction: LayoutDirection) throws -> ListRowResult {
        let row = CGRect(x: 0, y: 100, width: 895, height: 44)
        let mirror = { (rect: CGRect) in direction == .rightToLeft ? rect.mirrored(in: row) : rect }
        return try ListRowSolver.solve(ListRowRequest(space: Builtins.space("iphone-duo", .book, layoutDirection: direction), row: row,
                                                      controls: [mirror(button)], content: [mirror(title), mirror(detail)]))
    }

    @Test("the sibling the button moved onto ends 8 pt before it", arguments: LayoutDirection.allCases)
    func titleMakesRoom(direction: LayoutDirection) throws {
        let layout = try Self.solve(direction: direction)
        let row = CGRect(x: 0, y: 100, width: 895, height: 44)
        // The fold is physical: the mirrored button spans 895 − 1433 / 3 = 417.33…477.33 in RTL,
        // still mostly left of it. Either way it lands next to the fold at 455.5 − 60 = 395.5, and
        // the sibling on its left (the title in LTR, the detail in RTL) keeps 0…395.5 − 8 = 387.5.
        #expect(layout.controls == [CGRect(x: 395.5, y: 100, width: 60, height: 44)])
        let madeRoom = CGRect(x: 0, y: 100, width: 387.5, height: 44)
        let expected = direction == .leftToRight ? [madeRoom, Self.detail] : [Self.title.mirrored(in: row), madeRoom]
        #expect(layout.content == expected)
        for frame in layout.content { #expect(!frame.overlapsWithArea(layout.controls[0])) }
    }

    @Test("a row no division touches leaves its content as given")
    func untouchedRow() throws {
        let row = CGRect(x: 0, y: 0, width: 400, height: 44)
        let layout = try ListRowSolver.solve(ListRowRequest(space: .plain(around: row), row: row,
                                                            controls: [Self.button.offsetBy(dx: -100, dy: -100)],
                                                            content: [Self.title.offsetBy(dx: 0, dy: -100)]))
        #expect(layout.content == [Self.title.offsetBy(dx: 0, dy: -100)] && layout.moved.isEmpty)
    }

    @Test("a content frame that is not a finite rect is refused, naming it")
    func invalidContent() {
        let row = CGRect(x: 0, y: 0, width: 400, height: 44)
        #expect(throws: ListRowError.self) {
            try ListRowSolver.solve(ListRowRequest(space: .plain(around: row), row: row, controls: [],
                                                   content: [CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)]))
        }
    }
}

import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// Grids and list rows through the scene layer on the Duo (SPEC 6): the fold-aware grid keeps its
/// columns, the legacy opt-out does not; a row's controls step off a book fold.
@Suite("Scene layout: grids and rows")
struct GridAndRowLayoutTests {
    typealias F = SceneFixtures
    typealias L = SceneLayoutFixtures

    /// A grid like the fitness scene's: margin 16, spacing 12, cells at least 150 wide.
    static func grid(foldAware: Bool?) -> String {
        #"{"type":"grid","id":"g","items":12,"minItemWidth":150,"spacing":12,"margin":16,"interactive":true"#
            + (foldAware.map { #","foldAware":\#($0)"# } ?? "") + "}"
    }

    static func columns(_ result: SceneLayoutResult) -> Int? {
        if case .grid(let columns, _, _) = result["g"]?.details { return columns }
        return nil
    }

    @Test("fold-aware by default: the same even column count flat and folded, no cell on the fold [SPEC 6]")
    func foldAwareKeepsColumns() {
        for foldAware in [nil, true] {
            let flat = L.layout(root: Self.grid(foldAware: foldAware), .flat), book = L.layout(root: Self.grid(foldAware: foldAware), .book)
            // 5 fit flat, (895 − 32 + 12) / 162 = 5.4, reduced to the even 4 on a device with a crease.
            #expect(Self.columns(flat) == 4 && Self.columns(book) == 4)
            for node in book.nodes where node.role == .cell {
                #expect(node.region == .leading || node.region == .trailing, "\(node.id) straddles the fold")
            }
        }
    }

    /// The legacy opt-out (FK004's subject): naive columns in the largest usable region.
    @Test("\"foldAware\": false lays the grid out naively in the largest usable region: 5 columns flat, 2 in book")
    func legacyGridReflows() throws {
        let flat = L.layout(root: Self.grid(foldAware: false), .flat), book = L.layout(root: Self.grid(foldAware: false), .book)
        // Flat: 5 = ⌊(895 − 2 × 16 + 12) / (150 + 12)⌋ in the whole safe width, no even preference.
        #expect(Self.columns(flat) == 5)
        // Book: the leading region 0 … 455.5 is the larger one: 2 = ⌊(455.5 − 32 + 12) / 162⌋.
        #expect(Self.columns(book) == 2)
        for node in book.nodes where node.role == .cell {
            let frame = try #require(node.frame)
            #expect(frame.maxX <= 455.5 + 1e-9, "\(node.id) stays in the leading region")
        }
    }

    /// SPEC 6: a row may straddle the fold, its controls may not: they step to the side holding
    /// most of them, next to the fold.
    @Test("a list row's control steps off a book fold; the row itself stays [SPEC 6]")
    func rowControlsLeaveTheFold() throws {
        let root = #"{"type":"list","id":"l","rows":3,"rowHeight":60,"row":{"type":"overlay","id":"r","children":["#
            + F.element("label") + "," + #"{"type":"element","id":"star","role":"control","interactive":true,"width":60,"height":44}]}}"#
        let flat = L.layout(root: root, .flat), book = L.layout(root: root, .book)
        // Centred in the 895-wide row: x = (895 − 60) / 2 = 417.5 → 1253 / 3 on the pixel grid,
        // across the fold 455.5 … 495.5; most of it is leading, so it ends at the fold: 455.5 − 60.
        #expect(flat.frame("star-0")?.minX == 1253.0 / 3)
        let star = try #require(book.frame("star-1"))
        #expect(star.minX.isApproximatelyEqual(to: 455.5 - 60) && star.width == 60 && book["star-1"]?.region == .leading)
        #expect(book.frame("r-1") == CGRect(0, 60, 895, 60), "the row keeps its frame")
    }

    /// Scrolling content taller than the window passes the fold as it scrolls: a book fold, which
    /// runs the window's whole height, divides all of it, not just its first screen. (Seen: a grid
    /// in a 1400-pt scroll view put every cell below the window, in the fold-free part under the
    /// fold's end; on a tri-fold, all in the third panel.)
    @Test("a grid in scroll content taller than the window starts at its top, its cells off the fold, in every row",
          arguments: [669.0, 1400, 5000], [true, false])
    func gridInTallScrollContent(contentHeight: Double, foldAware: Bool) throws {
        let root = #"{"type":"scroll","id":"s","contentHeight":\#(contentHeight),"content":{"type":"grid","id":"g","items":40,"minItemWidth":100,"foldAware":\#(foldAware)}}"#
        let book = L.layout(root: root, .book)
        let first = try #require(book.frame("g-0"))
        #expect(first.minY == 0, "the first row starts at the top of the content")
        for node in book.nodes where node.role == .cell {
            let cell = try #require(node.frame)
            // The fold is x 455.5 … 495.5: no cell may overlap it, in any row.
            #expect(cell.maxX <= 455.5 + 1e-9 || cell.minX >= 495.5 - 1e-9, "\(node.id) \(cell) on the fold")
        }
    }

    /// The same for list rows: a row far below the window scrolls past the fold too, so its
    /// controls step off it like those of the first rows.
    @Test("a row's control steps off a book fold in rows below the window too [SPEC 6]")
    func rowControlsLeaveTheFoldBelowTheWindow() throws {
        let root = #"{"type":"list","id":"l","rows":30,"rowHeight":60,"row":{"type":"overlay","id":"r","children":["#
            + F.element("label") + "," + #"{"type":"element","id":"star","role":"control","interactive":true,"width":60,"height":44}]}}"#
        let book = L.layout(root: root, .book)
        for row in [1, 15, 29] {
            // Row 29 lies at y 1740 = 29 × 60, far below the 669-pt window.
            let star = try #require(book.frame("star-\(row)"))
            #expect(star.minX.isApproximatelyEqual(to: 455.5 - 60) && star.width == 60, "star-\(row) at \(star)")
        }
    }
}

/// SPEC 6 (amended) through a scene: a row's title makes room for the button moved off the fold.
@Suite("Scene layout: a row's siblings make room")
struct RowRoomLayoutTests {
    static let root = #"{"type":"list","id":"tasks","rows":2,"rowHeight":56,"row":{"type":"stack","id":"task","axis":"horizontal","children":["#
        + #"{"type":"element","id":"title","role":"text"},{"type":"element","id":"done","role":"control","width":60},"#
        + #"{"type":"element","id":"due","role":"text"}]}}"#

    @Test("the sibling the button moved onto stops 8 pt before it, in both directions", arguments: LayoutDirection.allCases)
    func titleMakesRoom(direction: LayoutDirection) {
        let result = SceneLayoutFixtures.layout(root: Self.root, .book, direction: direction)
        // Flat the button sits at snap((895 − 60) / 2) = 1253 / 3 … 1433 / 3 (in RTL the stack runs
        // from the right and its boundaries snap to the same pixels), on the fold and mostly left of
        // it: it moves to 455.5 − 60 = 395.5, and the node on its left — the title in LTR, the due
        // date in RTL — keeps 0 … 395.5 − 8; the one on its right keeps 1433 / 3 … 895.
        #expect(result.frame("done-0") == CGRect(395.5, 0, 60, 56))
        let left = direction == .leftToRight ? "title-0" : "due-0", right = direction == .leftToRight ? "due-0" : "title-0"
        #expect(result.frame(left) == CGRect(0, 0, 387.5, 56))
        #expect(result.frame(right) == CGRect(1433.0 / 3, 0, 895 - 1433.0 / 3, 56))
    }
}

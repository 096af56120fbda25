import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// List rows whose controls fall in the crease lay them out with the division; the row itself
/// may straddle the fold (SPEC 6, last rule; SPEC 5.1) [S1].
@Suite("List rows at the fold")
struct ListRowTests {
    /// The Duo in book: fold frame (455.5, 0, 40, 669).
    static let book = Builtins.space("iphone-duo", .book).regions
    /// A full-width row of the Duo's safe area, 44 high at y 100.
    static let row = CGRect(x: 0, y: 100, width: 895, height: 44)

    /// A control frame at `x`, `width` wide, vertically inside ``row``.
    static func control(_ x: CGFloat, _ width: CGFloat) -> CGRect { CGRect(x: x, y: 106, width: width, height: 31) }

    static func solve(_ controls: [CGRect], row: CGRect = row, regions: [ReservedRegion] = book,
                      direction: LayoutDirection = .leftToRight) throws -> ListRowResult {
        try ListRowSolver.solve(ListRowRequest(space: .plain(around: row, regions: regions, layoutDirection: direction), row: row, controls: controls))
    }

    @Test("a switch mostly left of the fold moves left, next to it; a button mostly right moves right")
    func movesToTheSideHoldingMost() throws {
        // Switch 440 … 491: 15.5 pt left of 455.5, none right of 495.5 → left, ending at 455.5.
        // Button 470 … 530: 34.5 pt right of 495.5 → right, starting at 495.5.
        let layout = try Self.solve([Self.control(440, 51), Self.control(470, 60)])
        let left: CGFloat = 455.5 - 51
        #expect(layout.controls[0] == Self.control(left, 51))
        #expect(layout.controls[1] == Self.control(495.5, 60))
        #expect(layout.straddlesFold && layout.divisionIDs == ["fold"])
        #expect(layout.moved == [0, 1] && layout.unresolved.isEmpty)
    }

    @Test("neighbours are pushed away from the fold, order kept, spacing 8")
    func pushesNeighbours() throws {
        // Left: label button 380 … 420 and the switch moved to 404.5 … 455.5 → the button ends 8 before it.
        // Right: the switch's partner moved to 495.5 … 555.5 pushes the chevron at 535 to 563.5.
        let layout = try Self.solve([Self.control(380, 40), Self.control(440, 51), Self.control(470, 60), Self.control(535, 44)])
        let expected: [CGFloat] = [404.5 - 8 - 40, 404.5, 495.5, 555.5 + 8]
        #expect(layout.controls.map(\.minX) == expected)
        #expect(layout.moved == [0, 1, 2, 3])
        for (a, b) in zip(layout.controls, layout.controls.dropFirst()) { #expect(a.maxX <= b.minX) }
    }

    @Test("flat (inactive fold) or a row beside the fold: nothing moves, the row does not straddle")
    func nothingToDo() throws {
        let flat = try Self.solve([Self.control(440, 51)], regions: Builtins.space("iphone-duo", .flat).regions)
        #expect(flat.controls == [Self.control(440, 51)] && !flat.straddlesFold && flat.moved.isEmpty)
        let beside = try Self.solve([Self.control(300, 51)], row: CGRect(x: 0, y: 100, width: 400, height: 44))
        #expect(beside.controls == [Self.control(300, 51)] && !beside.straddlesFold)
    }

    @Test("tabletop: a fold running through the row cannot be avoided in it; controls on it are reported")
    func tabletop() throws {
        let space = Builtins.space("iphone-duo", .tabletop)  // fold (0, 455.5, 669, 40)
        let control = CGRect(x: 600, y: 446, width: 44, height: 32)
        let layout = try Self.solve([control, CGRect(x: 16, y: 446, width: 44, height: 4)], row: CGRect(x: 0, y: 440, width: 669, height: 44),
                                    regions: space.regions)
        #expect(layout.straddlesFold)
        #expect(layout.controls[0] == control && layout.unresolved == [0] && layout.moved.isEmpty)
    }

    @Test("a control held equally by both sides goes to the leading one", arguments: LayoutDirection.allCases)
    func tieGoesLeading(_ direction: LayoutDirection) throws {
        // 465 … 486 lies inside the fold, 20 pt from each side's edge.
        let layout = try Self.solve([Self.control(465, 21)], direction: direction)
        let expected: CGFloat = direction == .leftToRight ? 455.5 - 21 : 495.5
        #expect(layout.controls[0].minX == expected)
    }

    @Test("RTL is the mirror of LTR (SPEC 3.4)")
    func mirror() throws {
        let controls = [Self.control(380, 40), Self.control(440, 51), Self.control(470, 60), Self.control(535, 44)]
        let rtl = try Self.solve(controls, direction: .rightToLeft)
        let mirroredRegions = Self.book.map { var r = $0; r.frame = $0.frame.mirrored(in: Self.row); return r }
        let ltr = try Self.solve(controls.map { $0.mirrored(in: Self.row) }, regions: mirroredRegions)
        #expect(rtl.controls == ltr.controls.map { $0.mirrored(in: Self.row) })
    }

    @Test("a zero-width active crease through a control: it moves to the side holding most")
    func zeroWidthCrease() throws {
        let crease = [ReservedRegion(id: "crease", kind: .division, frame: CGRect(x: 400, y: 0, width: 0, height: 669), isActive: true)]
        let layout = try Self.solve([Self.control(380, 50)], regions: crease)  // 20 left, 30 right
        #expect(layout.controls[0].minX == 400)
    }

    @Test("a side too narrow for a control: it goes to the side that can hold it")
    func narrowSide() throws {
        // Row 0 … 500: the right side is 495.5 … 500, too narrow for 20 pt.
        let layout = try Self.solve([Self.control(480, 20)], row: CGRect(x: 0, y: 100, width: 500, height: 44))
        #expect(layout.controls[0].maxX == 455.5)
        #expect(layout.unresolved.isEmpty)
    }

    @Test("invalid input is a typed error naming the field")
    func invalid() {
        #expect(throws: ListRowError(field: "controls[1]", value: "(nan, 106, 4, 31)", requirement: "a finite rect of non-negative size")) {
            try Self.solve([Self.control(0, 4), Self.control(.nan, 4)])
        }
        #expect(throws: ListRowError(field: "row", value: "(0, 100, 895, 0)", requirement: "a finite rect of positive size")) {
            try Self.solve([], row: CGRect(x: 0, y: 100, width: 895, height: 0))
        }
        #expect(throws: ListRowError.self) {
            try ListRowSolver.solve(ListRowRequest(space: .plain(around: Self.row, regions: Self.book), row: Self.row, controls: [], spacing: -1))
        }
    }

    @Test("random rows across the book fold: off the fold or reported, never out of the row, order kept")
    func randomRows() throws {
        var rng = SeededGenerator.fromEnvironment(fallback: 0x2_0_1D_0006)
        for run in 0..<200 {
            var x = CGFloat(Int.random(in: 0...40, using: &rng))
            var controls: [CGRect] = []
            while controls.count < 6 {
                let width = CGFloat(Int.random(in: 20...90, using: &rng))
                if x + width > Self.row.maxX { break }
                controls.append(Self.control(x, width))
                x += width + CGFloat(Int.random(in: 0...60, using: &rng))
            }
            let direction: LayoutDirection = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
            let layout = try Self.solve(controls, direction: direction)
            let fold = Self.book[0].frame
            for (index, frame) in layout.controls.enumerated() where !layout.unresolved.contains(index) {
                #expect(!frame.overlapsWithArea(fold), "run \(run): control \(index) \(Format.rect(frame)) on the fold")
                #expect(Self.row.containsRect(frame), "run \(run): control \(index) \(Format.rect(frame)) leaves the row")
            }
            let resolved = layout.controls.indices.filter { !layout.unresolved.contains($0) }.map { layout.controls[$0] }
            for (a, b) in zip(resolved, resolved.dropFirst()) {
                #expect(a.maxX <= b.minX, "run \(run): \(Format.rect(a)) and \(Format.rect(b)) overlap or swap")
            }
            #expect(layout.controls.allSatisfy { $0.minX >= Self.row.minX && $0.maxX <= Self.row.maxX }, "run \(run): a control leaves the row")
        }
    }
}

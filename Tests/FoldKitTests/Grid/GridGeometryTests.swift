import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The grid's coordinate handling and fall-backs: RTL as a mirror, non-zero origins, zero-width
/// inactive folds, one column, narrow regions, large counts (SPEC 3.3, 3.4, 6).
@Suite("Grid geometry and fall-backs")
struct GridGeometryTests {
    /// A window with one vertical division, active or not, as `LayoutSpace` builds it directly.
    static func space(width: CGFloat = 951, height: CGFloat = 669, fold: CGRect, active: Bool, scale: CGFloat = 3) -> LayoutSpace {
        LayoutSpace(scale: scale, window: CGRect(x: 0, y: 0, width: width, height: height),
                    regions: [ReservedRegion(id: "fold", kind: .division, frame: fold, isActive: active)])
    }

    /// A named RTL scenario.
    struct MirrorCase: CustomTestStringConvertible, Sendable {
        var name: String
        var request: GridRequest
        var testDescription: String { name }
    }

    static let mirrorCases: [MirrorCase] = [
        MirrorCase(name: "Duo book", request: GridRequest(space: Builtins.space("iphone-duo", .book), itemCount: 11, minItemWidth: 150)),
        MirrorCase(name: "Duo flat", request: GridRequest(space: Builtins.space("iphone-duo", .flat), itemCount: 11, minItemWidth: 150)),
        MirrorCase(name: "tri-fold book", request: GridRequest(space: Builtins.space("tri-fold", .book), itemCount: 7, minItemWidth: 150)),
        // BR-10: the hinge need not sit at the centre.
        MirrorCase(name: "off-centre fold, scale 2", request: GridRequest(
            space: space(width: 900, height: 700, fold: CGRect(x: 300, y: 0, width: 40, height: 700), active: true, scale: 2),
            bounds: CGRect(x: 0, y: 0, width: 900, height: 700), itemCount: 9, minItemWidth: 100, spacing: 10, margin: 12)),
    ]

    @Test("RTL is the mirror of LTR: item 0 at the right (SPEC 3.4)", arguments: mirrorCases)
    func rightToLeftMirrors(_ scenario: MirrorCase) throws {
        var rtl = scenario.request
        rtl.space.layoutDirection = .rightToLeft
        let layout = try GridSolver.solve(rtl)
        let mirror = try GridSolver.solve(GridExpect.mirrored(rtl))
        #expect(GridInvariants.violations(layout, rtl) == [])
        #expect(layout.columns == mirror.columns)
        for (index, (frame, ltr)) in zip(layout.itemFrames, mirror.itemFrames).enumerated() {
            #expect(GridExpect.close(frame, ltr.mirrored(in: rtl.bounds)), "item \(index)")
        }
        for (gutter, ltr) in zip(layout.gutters, mirror.gutters) {
            #expect(GridExpect.close(gutter.frame, ltr.frame.mirrored(in: rtl.bounds)))
        }
        // Item 0 is the leading (right) one and ends at the leading margin.
        #expect(GridExpect.close(layout.itemFrames[0].maxX, rtl.bounds.maxX - rtl.margin))
        #expect(layout.itemFrames[0].minX > layout.itemFrames[1].minX)
    }

    @Test("a container not at the window's origin: frames shift by the origin (SPEC 3.4)", arguments: LayoutDirection.allCases)
    func nonZeroOrigin(_ direction: LayoutDirection) throws {
        let duo = GridRequest(space: Builtins.space("iphone-duo", .book).with(layoutDirection: direction), itemCount: 10, minItemWidth: 150)
        // The same container and fold, 100 right and 50 down in a larger window.
        let shifted = GridRequest(
            space: Self.space(width: 1200, height: 900, fold: CGRect(x: 555.5, y: 0, width: 40, height: 900), active: true).with(layoutDirection: direction),
            bounds: CGRect(x: 100, y: 50, width: 895, height: 649), itemCount: 10, minItemWidth: 150)
        let base = try GridSolver.solve(duo)
        let moved = try GridSolver.solve(shifted)
        #expect(GridInvariants.violations(moved, shifted) == [])
        let expected = base.itemFrames.map { $0.offsetBy(dx: 100, dy: 50) }
        #expect(zip(moved.itemFrames, expected).allSatisfy { GridExpect.close($0, $1) } && moved.itemFrames.count == expected.count)
        #expect(moved.itemFrames[0].minY == 50 + 16 as CGFloat)
    }

    @Test("an inactive zero-width fold still makes the columns even (SPEC 3.3 zeroWidth)")
    func zeroWidthInactiveFold() throws {
        let bounds = CGRect(x: 0, y: 0, width: 895, height: 649)
        let flat = Self.space(fold: CGRect(x: 475.5, y: 0, width: 0, height: 669), active: false)
        let book = Self.space(fold: CGRect(x: 455.5, y: 0, width: 40, height: 669), active: true)
        let flatLayout = try GridSolver.solve(GridRequest(space: flat, bounds: bounds, itemCount: 12, minItemWidth: 150))
        let bookLayout = try GridSolver.solve(GridRequest(space: book, bounds: bounds, itemCount: 12, minItemWidth: 150))
        #expect(flatLayout.columns == 4 && bookLayout.columns == 4)  // 5 fit; even: 4
        #expect(flatLayout.gutters.isEmpty && bookLayout.gutters.count == 1)
    }

    @Test("not even 2 columns fit: one column, flat and folded, in the widest region (GridNote.singleColumn)", arguments: LayoutDirection.allCases)
    func singleColumn(_ direction: LayoutDirection) throws {
        // ⌊(895 − 32 + 8) / (500 + 8)⌋ = 1 < 2.
        let book = GridRequest(space: Builtins.space("iphone-duo", .book).with(layoutDirection: direction), itemCount: 3, minItemWidth: 500)
        let flat = GridRequest(space: Builtins.space("iphone-duo", .flat).with(layoutDirection: direction), itemCount: 3, minItemWidth: 500)
        let folded = try GridSolver.solve(book)
        let open = try GridSolver.solve(flat)
        #expect(GridInvariants.violations(folded, book) == [])
        #expect(folded.columns == 1 && open.columns == 1)
        #expect(folded.notes == [.singleColumn, .narrowerThanMinimum] && open.notes == [.singleColumn])
        // Folded: the widest region is the left one, 16 … 455.5 (439.5) against 495.5 … 879 (383.5).
        #expect(folded.unroundedCellSize.width == 439.5)
        #expect(folded.itemFrames.allSatisfy { $0.minX == 16 })
        #expect(open.unroundedCellSize.width == 895 - 32 as CGFloat)
    }

    @Test("not even one column fits at the minimum width: one narrower column, said so")
    func narrowerThanMinimum() throws {
        let layout = try GridSolver.solve(GridRequest(space: Builtins.space("iphone-duo", .flat), itemCount: 2, minItemWidth: 1000))
        #expect(layout.columns == 1)
        #expect(layout.notes == [.singleColumn, .narrowerThanMinimum])
    }

    @Test("a region too narrow for its columns: all move to the widest, the count stays")
    func narrowRegion() throws {
        // Fold (201, 0, 40, 600) in a 642.5-wide window, margins 200.5: the left span 200.5 … 201
        // holds no column, yet the region 0 … 201 is no sliver (201 ≥ (642.5 − 241) / 2 = 200.75,
        // UsefulRegion), so it stays and the columns move out of it.
        #expect(!UsefulRegion.isTooNarrow(201, beside: 401.5))
        let bounds = CGRect(x: 0, y: 0, width: 642.5, height: 600)
        let folded = GridRequest(space: Self.space(width: 642.5, height: 600, fold: CGRect(x: 201, y: 0, width: 40, height: 600), active: true, scale: 1),
                                 bounds: bounds, itemCount: 8, minItemWidth: 40, margin: 200.5)
        var flat = folded
        flat.space.regions[0].isActive = false
        let layout = try GridSolver.solve(folded)
        #expect(GridInvariants.violations(layout, folded) == [])
        // ⌊(642.5 − 401 + 8) / 48⌋ = 5, even: 4 columns, flat and folded; folded, (442 − 241 − 3 × 8) / 4 = 44.25 → 44 px.
        let flatColumns = try GridSolver.solve(flat).columns
        #expect(layout.columns == 4 && flatColumns == 4)
        #expect(layout.unroundedCellSize.width == 44.25)
        #expect(layout.cellSize.width == 44)
        #expect(layout.regionOfColumn == [1, 1, 1, 1])
        #expect(layout.columnOrigins[3] + 44 == 442 as CGFloat)  // the trailing margin, 642.5 − 200.5
        #expect(layout.notes == [.columnsMovedOutOfNarrowRegion])
    }

    @Test("a group that fills its span beside a division exactly leaves one pixel of room")
    func exactFillLeavesRoom() throws {
        // As above, 641.5 wide: (441 − 241 − 3 × 8) / 4 = 44 exactly, so the cells give up a pixel
        // (43) and floating-point sums can always step off the fold's edge.
        let folded = GridRequest(space: Self.space(width: 641.5, height: 600, fold: CGRect(x: 201, y: 0, width: 40, height: 600), active: true, scale: 1),
                                 bounds: CGRect(x: 0, y: 0, width: 641.5, height: 600), itemCount: 8, minItemWidth: 40, margin: 200.5)
        let layout = try GridSolver.solve(folded)
        #expect(GridInvariants.violations(layout, folded) == [])
        #expect(layout.unroundedCellSize.width == 44)
        #expect(layout.cellSize.width == 43)
        #expect(layout.columnOrigins[3] + 43 == 441 as CGFloat)
        #expect(layout.columnOrigins[0] > 241)
    }

    @Test("a strip too narrow to be useful beside a fold is cut off with it, as a clipped one: margins from the fold, both directions",
          arguments: LayoutDirection.allCases)
    func sliverCutOff(_ direction: LayoutDirection) throws {
        // Fold (20, 0, 40, 600) in an 801-wide window: the strip 0 … 20 is a sliver (20 < 320 and
        // 2 × 20 < 741, UsefulRegion), so the grid lays out in 60 … 801 as if the fold clipped it.
        let space = Self.space(width: 801, height: 600, fold: CGRect(x: 20, y: 0, width: 40, height: 600), active: true, scale: 1)
        let folded = GridRequest(space: space.with(layoutDirection: direction),
                                 bounds: CGRect(x: 0, y: 0, width: 801, height: 600), itemCount: 8, minItemWidth: 150)
        let layout = try GridSolver.solve(folded)
        #expect(GridInvariants.violations(layout, folded) == [])
        // 4 columns (⌊(801 − 32 + 8) / 158⌋); (801 − 60 − 32 − 3 × 8) / 4 = 171.25 → 171 px.
        #expect(layout.columns == 4)
        #expect(layout.unroundedCellSize.width == 171.25)
        #expect(layout.cellSize.width == 171)
        #expect(layout.regions.count == 1)
        #expect(layout.notes == [])
        let cells = (0..<4).map { layout.frame(at: $0) }
        // Physical x: from 60 + 16 = 76, whichever edge leads; the 171-px cells and 8-pt gaps end
        // at 76 + 4 × 171 + 3 × 8 = 784 in LTR, and start 785 − 708 = 77 in RTL (from the right).
        let (low, high): (CGFloat, CGFloat) = direction == .leftToRight ? (76, 784) : (77, 785)
        #expect(cells.map(\.minX).min() == low && cells.map(\.maxX).max() == high)
    }

    @Test("counts up to the maximum: every item placed, frame(at:) equals the array")
    func largeCounts() throws {
        let request = GridRequest(space: Builtins.space("iphone-duo", .book), itemCount: GridSolver.maximumItemCount, minItemWidth: 150)
        let layout = try GridSolver.solve(request)
        #expect(layout.itemFrames.count == 1_000_000)
        #expect(layout.rows == 250_000)
        for index in [0, 1, 2, 3, 4, 499_999, 999_999] { #expect(layout.frame(at: index) == layout.itemFrames[index]) }
        #expect(layout.contentSize.height == layout.itemFrames[999_999].maxY + 16)
    }

    @Test("deterministic: the same request gives the same layout")
    func deterministic() throws {
        let request = GridRequest(space: Builtins.space("tri-fold", .book).with(layoutDirection: .rightToLeft), itemCount: 25, minItemWidth: 90)
        let first = try GridSolver.solve(request)
        let second = try GridSolver.solve(request)
        #expect(first == second)
    }
}

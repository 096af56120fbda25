import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// SPEC 6 (amended): "where the cells that fit flat also fit beside the active fold, bending
/// changes no cell frame; only a grid that no longer fits gets narrower cells" — on every built-in
/// foldable, book and (not scrolling) tabletop, both layout directions. Expected numbers are
/// derived below; `px` values are whole device pixels at the display's scale.
@Suite("Grid: bending changes no cell that fits beside the fold (SPEC 6)")
struct GridBendingTests {
    /// A grid on a built-in foldable held in one orientation, flat (180°) and folded (90°).
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var device: String
        var orientation: Orientation
        /// The container, window coordinates; nil for the safe area.
        var bounds: CGRect?
        var items: Int
        var minItemWidth: CGFloat
        var itemAspect: CGFloat = 1
        var spacing: CGFloat
        var margin: CGFloat = 16
        var scrolls: Bool
        /// The cell size, derived by hand.
        var cell: CGSize
        /// The columns' minimum x, left to right, LTR, derived by hand.
        var columns: [CGFloat]
        /// The rows' minimum y, top first, derived by hand.
        var rows: [CGFloat]
        var testDescription: String { name }

        /// The request at `angle`° in `direction`.
        func request(angle: Double, _ direction: LayoutDirection) throws -> GridRequest {
            let space = try GridFoldTests.PairCase(device: device, orientation: orientation, scrolls: scrolls).space(angle: angle)
            return GridRequest(space: space.with(layoutDirection: direction), bounds: bounds, itemCount: items, minItemWidth: minItemWidth, itemAspect: itemAspect,
                               spacing: spacing, margin: margin, scrolls: scrolls)
        }
    }

    static let fits: [Case] = [
        // iPhone Duo, landscape, fold x 455.5 … 495.5, scale 3; the whole window 951 wide.
        // Columns ⌊(951 − 32 + 48) / (100 + 48)⌋ = 6; cell (919 − 5 × 48) / 6 = 113.17 → 339 px = 113;
        // pitch 161: columns at 16 + 161 j; column 2 ends 338 + 113 = 451 ≤ 455.5, column 3 starts 499 ≥ 495.5.
        Case(name: "iphone-duo book, scrolling", device: "iphone-duo", orientation: .landscape,
             bounds: CGRect(x: 0, y: 0, width: 951, height: 669), items: 12, minItemWidth: 100, spacing: 48, scrolls: true,
             cell: CGSize(width: 113, height: 113), columns: [16, 177, 338, 499, 660, 821], rows: [16, 177]),
        // iPhone Duo, portrait, fold y 455.5 … 495.5, not scrolling; the whole window 669 × 951.
        // Columns ⌊(637 + 48) / 148⌋ = 4; width fit (637 − 3 × 48) / 4 = 123.25, but 24 items make 6 rows
        // and the height fits (919 − 5 × 48) / 6 = 113.17 → 113 (shrunk, flat too); rows at 16 + 161 j:
        // row 2 ends 451 ≤ 455.5, row 3 starts 499 ≥ 495.5.
        Case(name: "iphone-duo tabletop, not scrolling", device: "iphone-duo", orientation: .portrait,
             bounds: CGRect(x: 0, y: 0, width: 669, height: 951), items: 24, minItemWidth: 100, spacing: 48, scrolls: false,
             cell: CGSize(width: 113, height: 113), columns: [16, 177, 338, 499], rows: [16, 177, 338, 499, 660, 821]),
        // Book-style foldable, landscape 841 × 701 at scale 2.625, fold x 408.5 … 432.5 (a line at 420.5 flat).
        // Columns ⌊(809 + 32) / 132⌋ = 6; cell (809 − 5 × 32) / 6 = 108.17 → 283 px; pitch 283 + 32 × 2.625 = 367 px:
        // column 2 ends 16 + 1017 / 2.625 = 403.4 ≤ 408.5, column 3 starts 16 + 1101 / 2.625 = 435.4 ≥ 432.5.
        Case(name: "book-foldable book, scrolling", device: "book-foldable", orientation: .landscape,
             bounds: CGRect(x: 0, y: 0, width: 841, height: 701), items: 12, minItemWidth: 100, spacing: 32, scrolls: true,
             cell: CGSize(width: 283 / 2.625, height: 283 / 2.625),
             columns: (0..<6).map { 16 + CGFloat($0) * 367 / 2.625 }, rows: [16, 16 + 367 / 2.625]),
        // Flip-style foldable, portrait 412 × 1006 at scale 2.625, fold y 491 … 515, not scrolling.
        // Columns ⌊(380 + 32) / 182⌋ = 2; width (380 − 32) / 2 = 174 → 456 px; height 174 × 2.7 = 469.8 fits
        // (974 − 32) / 2 = 471 for 2 rows; 456 / 2.625 × 2.7 = 469.03 → 1231 px; row pitch 1231 + 84 = 1315 px:
        // row 0 ends 16 + 1231 / 2.625 = 485 ≤ 491, row 1 starts 16 + 1315 / 2.625 = 517 ≥ 515.
        Case(name: "flip-foldable tabletop, not scrolling", device: "flip-foldable", orientation: .portrait,
             bounds: CGRect(x: 0, y: 0, width: 412, height: 1006), items: 4, minItemWidth: 150, itemAspect: 2.7, spacing: 32, scrolls: false,
             cell: CGSize(width: 456 / 2.625, height: 1231 / 2.625),
             columns: [16, 16 + 540 / 2.625], rows: [16, 16 + 1315 / 2.625]),
        // Tri-fold, 1061 × 744 at scale 3, folds x 341.5 … 365.5 and 695.5 … 719.5.
        // Columns ⌊(1029 + 32) / 92⌋ = 11 → 9 (a multiple of 3); cell (1029 − 8 × 32) / 9 = 85.89 → 257 px; pitch 353 px:
        // columns 2 | 3 at 337 | 369 around the first fold, 5 | 6 at 690 | 722 around the second.
        Case(name: "tri-fold book, scrolling", device: "tri-fold", orientation: .landscape,
             bounds: CGRect(x: 0, y: 0, width: 1061, height: 744), items: 18, minItemWidth: 60, spacing: 32, scrolls: true,
             cell: CGSize(width: 257.0 / 3, height: 257.0 / 3),
             columns: (0..<9).map { 16 + CGFloat($0) * 353 / 3 }, rows: [16, 16 + 353.0 / 3]),
        // Dual-screen device: the hinge gap is active flat too, so flat and spanned are one layout.
        Case(name: "dual-screen, scrolling", device: "dual-screen", orientation: .landscape,
             bounds: CGRect(x: 0, y: 24, width: 1113.6, height: 696), items: 8, minItemWidth: 100, spacing: 40, scrolls: true,
             // Columns ⌊(1081.6 + 40) / 140⌋ = 8, 4 a side. Each side (16 … 540, 573.6 … 1097.6) fits
             // (524 − 3 × 40) / 4 = 101, but a cell is never wider than without the hinge (every division
             // inactive): (1081.6 − 7 × 40) / 8 = 100.2 → 250 px at scale 2.5 = 100. Pitch 140: column 3 ends
             // 436 + 100 = 536 ≤ 540, column 4 starts 576 ≥ 573.6, so the columns stay at 16 + 140 j.
             cell: CGSize(width: 100, height: 100),
             columns: (0..<8).map { 16 + CGFloat($0) * 140 }, rows: [40]),
    ]

    @Test("flat cells that fit beside the fold keep their frames when it bends", arguments: fits, LayoutDirection.allCases)
    func bendingMovesNothing(_ c: Case, _ direction: LayoutDirection) throws {
        let flatRequest = try c.request(angle: 180, direction)
        let foldedRequest = try c.request(angle: 90, direction)
        let flat = try GridSolver.solve(flatRequest)
        let folded = try GridSolver.solve(foldedRequest)
        #expect(GridInvariants.violations(flat, flatRequest) == [])
        #expect(GridInvariants.violations(folded, foldedRequest) == [])
        #expect(folded.itemFrames == flat.itemFrames, "bending moved cells: flat \(flat.itemFrames.prefix(4).map(Format.rect)), folded \(folded.itemFrames.prefix(4).map(Format.rect))")
        #expect(folded.cellSize == flat.cellSize)
        let tolerance: CGFloat = 1e-9
        #expect(abs(folded.cellSize.width - c.cell.width) <= tolerance && abs(folded.cellSize.height - c.cell.height) <= tolerance,
                "cell \(Format.size(folded.cellSize)), derived \(Format.size(c.cell))")
        let width = flatRequest.bounds.width
        let expectedColumns = direction == .leftToRight ? c.columns
            : c.columns.map { flatRequest.bounds.minX + (width - ($0 - flatRequest.bounds.minX) - c.cell.width) }
        #expect(folded.columnOrigins.count == expectedColumns.count
                && zip(folded.columnOrigins, expectedColumns).allSatisfy { abs($0 - $1) <= tolerance },
                "columns \(folded.columnOrigins.map(Format.number)), derived \(expectedColumns.map(Format.number))")
        let rows = (0..<folded.rows).map(folded.rowOrigin)
        #expect(rows.count == c.rows.count && zip(rows, c.rows).allSatisfy { abs($0 - $1) <= tolerance },
                "rows \(rows.map(Format.number)), derived \(c.rows.map(Format.number))")
    }

    @Test("a grid that no longer fits beside the fold gets narrower cells, the smaller side's fit", arguments: LayoutDirection.allCases)
    func narrowerWhenItNoLongerFits(_ direction: LayoutDirection) throws {
        // iPhone Duo, the safe area (0, 0, 895, 649), 8 items at 100 pt, spacing 8: flat 8 columns of
        // (863 − 7 × 8) / 8 = 100.875 → 302 px. Book: 4 a side; leading 16 … 455.5 fits (439.5 − 24) / 4 = 103.875,
        // trailing 495.5 … 879 fits (383.5 − 24) / 4 = 89.875 → 269 px = 89.67, narrower than flat.
        let flatRequest = try Case(name: "", device: "iphone-duo", orientation: .landscape, bounds: nil, items: 8, minItemWidth: 100,
                                   spacing: 8, scrolls: true, cell: .zero, columns: [], rows: []).request(angle: 180, direction)
        var foldedRequest = flatRequest
        foldedRequest.space.regions = try Case(name: "", device: "iphone-duo", orientation: .landscape, bounds: nil, items: 8, minItemWidth: 100,
                                         spacing: 8, scrolls: true, cell: .zero, columns: [], rows: []).request(angle: 90, direction).space.regions
        let flat = try GridSolver.solve(flatRequest)
        let folded = try GridSolver.solve(foldedRequest)
        #expect(flat.cellSize.width == 302.0 / 3)
        #expect(folded.cellSize.width == 269.0 / 3)
        // Pitch 269 + 24 = 293 px; the leading half from 16, the trailing half ending at 879:
        // 879 − (3 × 293 + 269) / 3 = 496.33.
        let ltr: [CGFloat] = [16, 16 + 293.0 / 3, 16 + 586.0 / 3, 16 + 879.0 / 3,
                              879 - 1148.0 / 3, 879 - 855.0 / 3, 879 - 562.0 / 3, 879 - 269.0 / 3]
        let expected = direction == .leftToRight ? ltr : ltr.map { 895 - $0 - 269.0 / 3 }
        #expect(zip(folded.columnOrigins, expected).allSatisfy { abs($0 - $1) <= 1e-9 } && folded.columns == 8,
                "\(folded.columnOrigins.map(Format.number)) ≠ \(expected.map(Format.number))")
        #expect(GridInvariants.violations(folded, foldedRequest) == [])
    }
}

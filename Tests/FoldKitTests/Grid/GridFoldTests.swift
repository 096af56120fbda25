import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The fold-aware grid around real folds: cells whole in one region, the hinge gutter widened,
/// the same column count flat and folded (SPEC 6) [S1][S4].
@Suite("Grid at the fold")
struct GridFoldTests {
    /// The seed's fitness grid [S4]: every cell interactive; folded, the outer margins stay and
    /// the spacing at the hinge widens so each cell stays inside its region.
    static func fitness(_ space: LayoutSpace, direction: LayoutDirection = .leftToRight) -> GridRequest {
        GridRequest(space: space.with(layoutDirection: direction), itemCount: 6, minItemWidth: 180, itemAspect: 0.75, spacing: 12, margin: 20)
    }

    @Test("fitness grid [S4]: cells whole in one region in book, gutter widened, same columns as flat")
    func fitnessGrid() throws {
        let book = Builtins.space("iphone-duo", .book)
        let request = Self.fitness(book)
        let folded = try GridSolver.solve(request)
        let flat = try GridSolver.solve(Self.fitness(Builtins.space("iphone-duo", .flat)))
        #expect(GridInvariants.violations(folded, request) == [])
        // ⌊(895 − 2 × 20 + 12) / (180 + 12)⌋ = ⌊867 / 192⌋ = 4, already even.
        #expect(flat.columns == 4 && folded.columns == 4)
        // Left 20 … 455.5 fits (435.5 − 12) / 2 = 211.75; right 495.5 … 875 fits (379.5 − 12) / 2 = 183.75.
        let rightFit: CGFloat = (875 - 495.5 - 12) / 2
        #expect(folded.unroundedCellSize.width == rightFit)
        #expect(folded.notes.isEmpty)  // 183.75 ≥ 180
        let regions = UsableRegions(container: request.bounds, regions: book.regions).regions
        for (index, frame) in folded.itemFrames.enumerated() {
            #expect(regions.contains { $0.containsRect(frame) }, "item \(index) \(Format.rect(frame)) is not whole inside one region")
        }
        // The outer margins stay: leading column at 20, trailing column ends at 895 − 20.
        #expect(folded.columnOrigins[0] == 20)
        #expect(folded.columnOrigins[3] + folded.cellSize.width == 875)
        // Only the spacing at the hinge widens: 12 between neighbours in a region, more at the fold.
        #expect(GridExpect.close(folded.columnOrigins[1] - folded.columnOrigins[0] - folded.cellSize.width, 12, 1.0 / 3))
        #expect(folded.gutters.count == 1 && folded.gutters[0].frame.width > 12 + 40)
    }

    /// A foldable held in one orientation, flat and then folded (90°): the same display and window.
    struct PairCase: CustomTestStringConvertible, Sendable {
        var device: String
        var orientation: Orientation
        var scrolls: Bool
        var testDescription: String { "\(device) \(orientation.rawValue)\(scrolls ? "" : " not scrolling")" }

        /// The space at `angle`°.
        func space(angle: Double) throws -> LayoutSpace {
            let profile = Builtins.profile(device)
            var state = try profile.state(for: .flat)
            state.orientation = orientation
            state.hingeAngle = angle
            return try profile.resolve(state)
        }
    }

    static let pairs: [PairCase] = DeviceProfile.builtInIDs.filter { Builtins.profile($0).hinge != nil }.flatMap { id in
        Orientation.allCases.flatMap { orientation in [true, false].map { PairCase(device: id, orientation: orientation, scrolls: $0) } }
    }

    @Test("every built-in foldable, each orientation: same column count flat and folded, invariants hold", arguments: pairs)
    func sameColumnsFlatAndFolded(_ pair: PairCase) throws {
        var layouts: [GridResult] = []
        for angle in [180.0, 90.0] {
            let request = GridRequest(space: try pair.space(angle: angle), itemCount: 8, minItemWidth: 120, scrolls: pair.scrolls)
            let layout = try GridSolver.solve(request)
            #expect(GridInvariants.violations(layout, request) == [], "\(angle)°")
            layouts.append(layout)
        }
        #expect(layouts[0].columns == layouts[1].columns)
    }

    @Test("tri-fold book: columns a multiple of 3, two gutters (SPEC 6)")
    func triFold() throws {
        let space = Builtins.space("tri-fold", .book)
        let request = GridRequest(space: space, itemCount: 12, minItemWidth: 150, spacing: 8, margin: 16)
        let layout = try GridSolver.solve(request)
        #expect(GridInvariants.violations(layout, request) == [])
        // Safe area (0, 24, 1061, 700); ⌊(1061 − 32 + 8) / 158⌋ = 6, a multiple of 3: two per region.
        #expect(layout.columns == 6)
        #expect(try GridSolver.solve(GridRequest(space: Builtins.space("tri-fold", .flat), itemCount: 12, minItemWidth: 150)).columns == 6)
        #expect(layout.regionOfColumn == [0, 0, 1, 1, 2, 2])
        // Spans 16 … 341.5 (325.5), 365.5 … 695.5 (330), 719.5 … 1045 (325.5): cell (325.5 − 8) / 2.
        let outerFit: CGFloat = (341.5 - 16 - 8) / 2
        #expect(layout.unroundedCellSize.width == outerFit)
        let w = layout.cellSize.width
        #expect(w == GridExpect.px(158.75))
        #expect(layout.columnOrigins[0] == 16)
        #expect(layout.columnOrigins[5] + w == 1045)
        // The middle pair is centred in its region: 365.5 + (330 − (2w + 8)) / 2.
        let middle: CGFloat = 365.5 + (330 - (2 * w + 8)) / 2
        #expect(GridExpect.close(layout.columnOrigins[2], middle, 0.5 / 3))
        #expect(layout.gutters.map(\.divisionIDs) == [["fold-1"], ["fold-2"]])
        #expect(layout.gutters.allSatisfy { $0.frame.width > 24 })  // the division's 24 plus what is left, more than the spacing 8
    }

    @Test("tabletop: a non-scrolling grid splits its rows at the fold, a scrolling one lets them pass under (SPEC 6)")
    func tabletop() throws {
        let space = Builtins.space("iphone-duo", .tabletop)
        let fold = try #require(space.activeDivisions.first?.frame)  // (0, 455.5, 669, 40)
        // Safe area (0, 56, 669, 875); ⌊(669 − 32 + 8) / 158⌋ = 4 columns; a horizontal fold does not make them even.
        let scrolling = GridRequest(space: space, itemCount: 12, minItemWidth: 150, spacing: 8, margin: 16, scrolls: true)
        var fixed = scrolling
        fixed.scrolls = false
        let passes = try GridSolver.solve(scrolling)
        let splits = try GridSolver.solve(fixed)
        #expect(GridInvariants.violations(passes, scrolling) == [])
        #expect(GridInvariants.violations(splits, fixed) == [])
        #expect(passes.columns == 4 && splits.columns == 4)
        let w = passes.cellSize.width
        #expect(w == GridExpect.px((669 - 32 - 3 * 8) / 4))  // 153.25 → 459 px
        // Scrolling: rows at 72 + r × (w + 8); the third (y 394 … 547) would straddle the fold, so at
        // rest it starts after the fold's frame, at 495.5, and the fourth follows it by the same
        // shift (SPEC 6, amended 2026-12-02); scrolling then carries rows past the fold.
        #expect(passes.rowOrigin(0) == 56 + 16 as CGFloat)
        #expect(passes.rowOrigin(2) == fold.maxY && fold.maxY == 495.5)
        let shift = 495.5 - (72 + 2 * (w + 8))
        #expect(passes.itemFrames.count == 12 && !passes.itemFrames.contains { $0.overlapsWithArea(fold) })
        // The content, from the container's top (the safe area's, y 56): margins, three rows, two
        // spacings and the shift: 16 + 3w + 2 × 8 + 101.5 + 16 = 608.5.
        #expect(GridExpect.close(passes.contentSize.height, 16 + 3 * w + 2 * 8 + shift + 16))
        #expect(passes.splitAxis == nil && passes.gutters.isEmpty)
        // Not scrolling: 2 rows above the fold from the top margin, 1 below ending at the bottom margin (56 + 875 − 16).
        #expect(splits.splitAxis == .vertical)
        #expect(splits.rowOrigin(0) == 72 && GridExpect.close(splits.rowOrigin(1), 72 + w + 8))
        #expect(splits.rowOrigin(2) + splits.cellSize.height == 915)
        #expect(!splits.itemFrames.contains { $0.overlapsWithArea(fold) })
        #expect(splits.gutters.count == 1 && splits.gutters[0].divisionIDs == ["fold"])
        #expect(splits.region(ofItem: 0) == 0 && splits.region(ofItem: 8) == 1)
    }

    @Test("a non-scrolling grid with too many rows shrinks its cells, keeping the aspect")
    func shrinksToFitHeight() throws {
        let request = GridRequest(space: Builtins.space("iphone-duo", .flat), itemCount: 40, minItemWidth: 150,
                                  spacing: 8, margin: 16, scrolls: false)
        let layout = try GridSolver.solve(request)
        #expect(GridInvariants.violations(layout, request) == [])
        #expect(layout.columns == 4 && layout.rows == 10)
        // Ten rows in 649 − 32: (617 − 9 × 8) / 10 = 54.5 high, so 54.5 wide at aspect 1.
        #expect(layout.unroundedCellSize.width == 54.5)
        #expect(layout.cellSize.width == GridExpect.px(54.5))
        #expect(layout.notes == [.shrunkToFitHeight])
    }
}

import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The three `grid` cases of contract.json as engine tests, each number written as its derivation
/// (SPEC 6) [S1][S4]. The solver rounds the cell size down to whole pixels (scale 3) and track
/// origins to the nearest pixel; the contract's exact values hold within one pixel.
@Suite("Grid contract cases")
struct GridContractTests {
    /// What `foldkit grid --items N --min-item-width 150 --spacing 8 --margin 16` asks.
    static func request(_ space: LayoutSpace, items: Int) -> GridRequest {
        GridRequest(space: space, itemCount: items, minItemWidth: 150, spacing: 8, margin: 16)
    }

    @Test("grid book: even columns, hinge gutter widened [S1][S4] (SPEC 6)")
    func book() throws {
        let space = Builtins.space("iphone-duo", .book)
        // Safe area (0, 0, 895, 649): 951 − 56 (trailing side bar) × 669 − 20; fold (455.5, 0, 40, 669).
        #expect(space.safeAreaFrame == CGRect(x: 0, y: 0, width: 895, height: 649))
        let request = Self.request(space, items: 12)
        let layout = try GridSolver.solve(request)
        #expect(GridInvariants.violations(layout, request) == [])
        // fit = ⌊(895 − 2 × 16 + 8) / (150 + 8)⌋ = 5 → the even 4 (the fold makes 2 regions).
        #expect(layout.columns == 4)
        #expect(layout.rows == 12 / 4)
        // Left 16 … 455.5 fits (439.5 − 8) / 2 = 215.75; right 495.5 … 879 fits (383.5 − 8) / 2 = 187.75.
        let leftFit: CGFloat = (455.5 - 16 - 8) / 2          // 215.75
        let rightFit: CGFloat = (895 - 16 - 495.5 - 8) / 2    // 187.75
        #expect(layout.unroundedCellSize.width == min(leftFit, rightFit))
        #expect(layout.cellSize.width == GridExpect.px(187.75))  // 563 px at scale 3
        #expect(layout.cellSize.height == layout.cellSize.width)  // aspect 1
        let w = layout.cellSize.width
        let f = layout.itemFrames
        #expect(f[0].minX == 16)                                   // the leading margin
        #expect(GridExpect.close(f[1].minX, 16 + w + 8))           // 211.75 = 16 + 187.75 + 8
        #expect(f[3].maxX == 895 - 16 as CGFloat)                             // the trailing half ends at the trailing margin, 879
        #expect(GridExpect.close(f[2].minX, 879 - w - 8 - w))      // 495.5 = 879 − 187.75 − 8 − 187.75
        #expect(f[2].minX >= 455.5 + 40 as CGFloat)                           // clear of the fold's frame
        #expect(f[0].minY == 16 && GridExpect.close(f[4].minY, 16 + w + 8))  // rows at 16, 211.75
        // The contract's exact numbers, within one pixel.
        let contract: [(CGFloat, CGFloat)] = [(f[0].width, 187.75), (f[1].minX, 211.75), (f[2].minX, 495.5),
                                              (f[3].minX, 691.25), (f[4].minY, 211.75)]
        for (actual, expected) in contract { #expect(GridExpect.close(actual, expected, GridExpect.contractTolerance)) }
        // The hinge gutter: from the second column's end to the third's start, wider than the spacing.
        #expect(layout.gutters.count == 1)
        #expect(layout.gutters.first?.divisionIDs == ["fold"])
        #expect(layout.gutters.first.map { GridExpect.close($0.frame.minX, f[1].maxX) && GridExpect.close($0.frame.maxX, f[2].minX) } == true)
        #expect((layout.gutters.first?.frame.width ?? 0) > 8 + 40)
        #expect(layout.regionOfColumn == [0, 0, 1, 1])
        #expect(layout.notes.isEmpty)
    }

    @Test("grid flat: same column count, regular spacing (SPEC 6, inactive fold counted)")
    func flat() throws {
        let space = Builtins.space("iphone-duo", .flat)
        let request = Self.request(space, items: 12)
        let layout = try GridSolver.solve(request)
        #expect(GridInvariants.violations(layout, request) == [])
        // 5 fit, but the inactive fold still makes 2 potential regions: 4, as in book.
        #expect(layout.columns == 4)
        // (895 − 32 − 3 × 8) / 4 = 209.75, rounded down to 629 px.
        let fit: CGFloat = (895 - 32 - 3 * 8) / 4
        #expect(layout.unroundedCellSize.width == fit)
        let w = layout.cellSize.width
        #expect(w == GridExpect.px(209.75))
        let x = layout.itemFrames.map(\.minX)
        #expect(x[0] == 16)
        #expect(GridExpect.close(x[1], 16 + w + 8))        // 233.75 = 16 + 209.75 + 8
        #expect(GridExpect.close(x[2], 16 + 2 * (w + 8)))  // 451.5 = 16 + 2 × 217.75
        for (actual, expected) in zip(x, [16, 233.75, 451.5, 669.25] as [CGFloat]) {
            #expect(GridExpect.close(actual, expected, GridExpect.contractTolerance))
        }
        #expect(layout.gutters.isEmpty)
        #expect(layout.splitAxis == nil)
    }

    @Test("grid flat without any division: 5 columns, no even preference (SPEC 6)")
    func flatWithoutDivision() throws {
        var space = Builtins.space("iphone-duo", .flat)
        space.regions = []
        let layout = try GridSolver.solve(Self.request(space, items: 12))
        #expect(layout.columns == 5)  // ⌊(895 − 32 + 8) / 158⌋ = 5
    }

    @Test("grid iPhone: no fold, no even-column preference (SPEC 6)")
    func iPhone() throws {
        let space = Builtins.space("iphone", .flat)
        // Safe area: top 59, bottom 34 of 393 × 852.
        #expect(space.safeAreaFrame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        let request = Self.request(space, items: 6)
        let layout = try GridSolver.solve(request)
        #expect(GridInvariants.violations(layout, request) == [])
        #expect(layout.columns == 2)  // ⌊(393 − 32 + 8) / 158⌋ = 2
        let fit: CGFloat = (393 - 32 - 8) / 2  // 176.5
        #expect(layout.unroundedCellSize.width == fit)
        let first = layout.itemFrames[0]
        #expect(first.minX == 16)
        #expect(first.minY == 59 + 16 as CGFloat)  // 75: the safe area top plus the margin
        #expect(GridExpect.close(first, CGRect(x: 16, y: 75, width: 176.5, height: 176.5), GridExpect.contractTolerance))
        #expect(layout.rows == 3)
    }
}

/// The example of the DocC article "The fold-aware grid and list rows", compiled and checked.
@Suite("Grid article example")
struct GridArticleExampleTests {
    @Test("the article's Duo book example gives what it says")
    func example() throws {
        let space = try DeviceProfile.builtIn("iphone-duo").resolve(DeviceState(hingeAngle: 90, orientation: .landscape))
        let layout = try GridSolver.solve(GridRequest(space: space, itemCount: 12, minItemWidth: 150))
        let first = layout.frame(at: 0)
        #expect(first == layout.itemFrames[0])
        #expect(layout.columns == 4 && GridExpect.close(layout.cellSize.width, 187.67, 0.01))
        #expect(layout.itemFrames[3].maxX == 879 && GridExpect.close(layout.gutters[0].frame.width, 96.33, 0.01))
    }
}

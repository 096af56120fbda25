import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// SPEC 6 (amended 2026-12-02), on the built-in scenes in tabletop (the Duo: 669 × 951, the fold's
/// frame y 455.5 … 495.5): before scrolling, no row with controls and no interactive cell
/// straddles the fold; the crossing one starts after the fold's frame and the rest follow.
struct RowsAtRestTests {
    static func layout(_ id: String, _ direction: LayoutDirection) throws -> SceneLayoutResult {
        SceneLayout.solve(unchecked: try Scene.builtIn(id), in: Builtins.space("iphone-duo", .tabletop), layoutDirection: direction)
    }

    /// Reminders' rows are 56 high from y 100 (56 + the 44-pt title bar): row 6 would span
    /// 436 … 492 across the fold, so it rests at 495.5 and row 7 follows 56 below; its done
    /// button stays inside it. The lists without controls ("My Lists") may straddle.
    @Test("Reminders in tabletop: the row with a done button across the fold starts after it [SPEC 6]",
          arguments: LayoutDirection.allCases)
    func remindersRows(direction: LayoutDirection) throws {
        let result = try Self.layout("reminders", direction)
        // The row template pads by 4: the row's stack lies at 495.5 + 4.
        #expect(result.frame("reminder-5")?.minY == 100 + 5 * 56 + 4 as CGFloat)
        #expect(result.frame("reminder-6")?.minY == 495.5 + 4 as CGFloat)
        #expect(result.frame("reminder-7")?.minY == 495.5 + 56 + 4 as CGFloat)
        let done = try #require(result.frame("done-6"))
        #expect(done.minY >= 495.5 && done.width == 44)
        #expect(result.frame("lists-6")?.minY == 100 + 6 * 52 as CGFloat, "a row without controls keeps its place")
    }

    /// The Fitness grid's cells, 4 columns of 150 at x 16, 178, 340, 502 (mirrored in RTL: the
    /// first at 669 − 16 − 150 = 503): the third row would cross the fold, so it starts at 495.5.
    @Test("Fitness in tabletop: the row of tiles across the fold starts after it [SPEC 6]", arguments: LayoutDirection.allCases)
    func fitnessTiles(direction: LayoutDirection) throws {
        let result = try Self.layout("fitness-grid", direction)
        let cell = try #require(result.frame("workouts-8"))
        #expect(cell.minY == 495.5)
        #expect(cell.minX == (direction == .leftToRight ? 16 : 669 - 16 - 150) as CGFloat)
        let fold = CGRect(x: 0, y: 455.5, width: 669, height: 40)
        #expect(!result.nodes.contains { $0.isInteractive && ($0.visibleFrame?.intersectsInterior(of: fold) ?? false) })
    }
}

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

/// SPEC 6: a row template that is itself one button narrower than its row keeps off a book fold
/// as a control inside a row does; a row-wide tap target is a row and may straddle.
struct ButtonRowTests {
    /// Book (fold frame x 455.5 … 495.5): the 44-pt button centred in the 895-pt row would lie at
    /// 425.67 … 469.67 across the fold; it moves to the nearer side, ending at 455.5.
    @Test("a row that is one button moves off the book fold [SPEC 6]", arguments: LayoutDirection.allCases)
    func buttonRow(direction: LayoutDirection) throws {
        let scene = try Scene.decode(Data(#"""
        {"name": "Buttons", "summary": "Rows that are buttons.",
         "root": {"type": "list", "id": "b", "rows": 3, "rowHeight": 60,
           "row": {"type": "element", "id": "go", "role": "control", "label": "Go", "width": 44}}}
        """#.utf8))
        let result = SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", .book), layoutDirection: direction)
        #expect(result.frame("go-0") == CGRect(455.5 - 44, 0, 44, 60))
        #expect(result.frame("go-2") == CGRect(455.5 - 44, 120, 44, 60))
    }

    @Test("a row-wide interactive row may straddle the fold: it is not moved [SPEC 6]")
    func wideRow() throws {
        let result = SceneLayout.solve(unchecked: try Scene.builtIn("search"), in: Builtins.space("iphone-duo", .book))
        // The result rows keep their 4-pt padding inside the 895-pt content width, below the
        // 60-pt search band (a 44-pt field and its 8-pt padding): y = 60 + 4.
        #expect(result.frame("result-0") == CGRect(4, 60 + 4, 895 - 8, 48))
    }
}

/// SPEC 9: a screen's padding holds below its title bar too.
struct PaddingUnderTitleTests {
    /// Book (sideBar mode): the column's 44-pt title bar at the top; the root stack pads by 16, so
    /// its first child starts at 44 + 16 = 60, not at the bar's edge.
    @Test("a padded root keeps its padding below its title bar [SPEC 9]", arguments: LayoutDirection.allCases)
    func paddingBelowTheBar(direction: LayoutDirection) throws {
        let scene = try Scene.decode(Data(#"""
        {"name": "Player", "summary": "A padded screen with a title.",
         "root": {"type": "stack", "id": "player", "axis": "vertical", "padding": 16, "title": "Now Playing", "children": [
           {"type": "element", "id": "artwork", "role": "image", "height": 220},
           {"type": "element", "id": "rest", "role": "text"}]}}
        """#.utf8))
        let result = SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", .flat), layoutDirection: direction)
        #expect(result.frame("artwork")?.minY == 44 + 16 as CGFloat)
    }
}

import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint

/// FK001's fix names where content may go beside the division, and never a position outside the
/// window: a division that only clips the window's edge leaves one side (SPEC 3.5; the iPhone Duo's
/// fold x 455.5 … 495.5 clipping a 470-pt window).
struct DivisionFixTextTests {
    typealias B = PanelBuilder

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var window: CGRect
        var division: CGRect
        var control: CGRect
        var sides: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // The Duo's fold in a 470 × 669 window at the display's left: it clips the trailing 14.5 pt.
        Case(name: "clips the right edge: only the left side", window: B.rect(0, 0, 470, 669),
             division: B.rect(455.5, 0, 40, 669), control: B.rect(420, 300, 44, 44), sides: "left of x 455.5"),
        // A 481-pt window at display x 470: the fold at 455.5 − 470 = −14.5 … 25.5 clips the leading edge.
        Case(name: "clips the left edge: only the right side", window: B.rect(0, 0, 481, 669),
             division: B.rect(-14.5, 0, 40, 669), control: B.rect(10, 300, 44, 44), sides: "right of x 25.5"),
        Case(name: "crosses the window: both sides", window: B.rect(0, 0, 951, 669),
             division: B.rect(455.5, 0, 40, 669), control: B.rect(440, 300, 44, 44), sides: "left of x 455.5 or right of x 495.5"),
        // Tabletop, a 669 × 470 window: the fold y 455.5 … 495.5 clips its bottom.
        Case(name: "clips the bottom edge: only above", window: B.rect(0, 0, 669, 470),
             division: B.rect(0, 455.5, 669, 40), control: B.rect(300, 430, 44, 44), sides: "above y 455.5"),
        Case(name: "the window within the division: no side", window: B.rect(0, 0, 30, 669),
             division: B.rect(-5, 0, 40, 669), control: B.rect(0, 300, 30, 44), sides: "outside it (the window lies within it)"),
    ]

    @Test("the fix names only the sides inside the window", arguments: cases, LayoutDirection.allCases)
    func sidesInsideTheWindow(_ c: Case, _ direction: LayoutDirection) throws {
        let space = LayoutSpace(window: c.window, regions: [ReservedRegion(id: "fold", kind: .division, frame: c.division, isActive: true)])
        var b = B(.book, space: space, direction: direction)
        b.add("go", frame: c.control, interactive: true)
        let diagnostics = Linter.lint(PreparedScene(unchecked: B.scene), sceneID: "t", deviceID: "d", panels: [b.panel]).filter { $0.rule == .fk001 }
        let fix = try #require(diagnostics.first?.fix)
        #expect(fix == "lay it out with the division, \(c.sides): split at the fold (an arrangement) or displace it")
        #expect(B.positionsOutside(fix, window: c.window) == [])
    }
}

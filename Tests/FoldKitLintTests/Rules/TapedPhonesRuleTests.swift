import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint

/// FK015 on hand-built panels: BR-02's 800 × 900 window with its fold (380, 0, 40, 900) inactive,
/// as a foldable open flat; two panes meeting on it (SPEC 8.4 [S0]).
struct TapedPhonesRuleTests {
    typealias B = PanelBuilder

    /// The flat space: the fold kept, inactive (SPEC 3.3, `inactiveDivisionFrame: full`).
    static var flat: LayoutSpace {
        var fold = B.division
        fold.isActive = false
        return LayoutSpace(window: B.rect(0, 0, 800, 900), regions: [fold])
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var role: SceneLayoutNode.Role
        var panes: [CGRect]
        var found: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // 400 = 800 / 2: the seam at x 400, the fold's centre (380 + 40 / 2).
        Case(name: "a stack's equal halves on the fold", role: .node(.stack), panes: [B.rect(0, 0, 400, 900), B.rect(400, 0, 400, 900)], found: true),
        Case(name: "a split view's, with a 1-pt seam", role: .node(.splitView), panes: [B.rect(0, 0, 399.5, 900), B.rect(400.5, 0, 399.5, 900)], found: true),
        Case(name: "a list–detail's, seam inside the fold's frame", role: .node(.listDetail), panes: [B.rect(0, 0, 390, 900), B.rect(410, 0, 390, 900)], found: true),
        // 320 + 480: the seam follows the content.
        Case(name: "unequal panes", role: .node(.listDetail), panes: [B.rect(0, 0, 320, 900), B.rect(320, 0, 480, 900)], found: false),
        // Equal, but the seam at x 360 lies outside the fold's frame 380…420.
        Case(name: "equal panes beside the fold", role: .node(.stack), panes: [B.rect(0, 0, 360, 900), B.rect(360, 0, 360, 900)], found: false),
        // Two 44-pt buttons meeting at x 400 are no columns: each spans 44 < 900 / 2 along the fold.
        Case(name: "two buttons meeting in the middle", role: .node(.stack), panes: [B.rect(356, 400, 44, 44), B.rect(400, 400, 44, 44)], found: false),
        // The platform's own default [S1].
        Case(name: "an arrangement's equal split", role: .node(.arrangement), panes: [B.rect(0, 0, 400, 900), B.rect(400, 0, 400, 900)], found: false),
    ]

    @Test(arguments: cases)
    func tapedPhones(_ c: Case) {
        var b = B(.flat, space: Self.flat)
        b.add("columns", c.role, frame: B.rect(0, 0, 800, 900))
        for (index, pane) in c.panes.enumerated() { b.add("pane-\(index)", .element(.text), in: "columns", frame: pane) }
        let found = B.lint([b.panel]).filter { $0.contains(": FK015: ") }
        #expect(found.count == (c.found ? 1 : 0))
        if c.found {
            #expect(found.first?.hasPrefix("t: d/flat: warning: FK015: \(c.role.name) 'columns' shows two equal panes,") == true)
            #expect(found.first?.hasSuffix("meeting at x 400 on region 'fold' (inactive): two phones taped together") == true)
        }
    }

    /// Folded, laying the panes out with the fold is right: an active fold is never judged.
    @Test func activeFoldIsNotJudged() {
        var b = B()
        b.add("columns", .node(.stack), frame: B.rect(0, 0, 800, 900))
        b.add("left", .element(.text), in: "columns", frame: B.rect(0, 0, 380, 900))
        b.add("right", .element(.text), in: "columns", frame: B.rect(420, 0, 380, 900))
        #expect(B.lint([b.panel]).filter { $0.contains(": FK015: ") } == [])
    }
}

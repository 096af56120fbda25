import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint

/// FK003 and FK004, the rules that compare postures, on hand-built panels (SPEC 4.1, 4.4, 4.5,
/// 5.3, 6).
struct PostureRuleTests {
    typealias B = PanelBuilder

    static let flatSpace = LayoutSpace(window: B.rect(0, 0, 800, 900))

    /// [S1][S4] SPEC 5.3: only the outermost removed node is reported, once per posture it is
    /// missing from, naming the first posture that shows it.
    @Test func removedSubtreeIsReportedOnce() {
        var flat = B(.flat, space: Self.flatSpace)
        flat.add("panel", .node(.stack), frame: B.rect(0, 0, 300, 900))
        flat.add("button", in: "panel", frame: B.rect(0, 0, 300, 44), interactive: true)
        var book = B(.book)
        book.add("panel", .node(.stack), frame: nil)
        book.add("button", in: "panel", frame: nil, interactive: true)
        var tabletop = B(.tabletop, space: Self.flatSpace)
        tabletop.add("panel", .node(.stack), frame: B.rect(0, 0, 0, 900))   // no room: 0 wide
        tabletop.add("button", in: "panel", frame: B.rect(0, 0, 0, 44), interactive: true)
        #expect(B.lint([flat.panel, book.panel, tabletop.panel]) == [
            "t: d/book: warning: FK003: stack 'panel' is hidden here but shown in flat (300 × 900pt)",
            "t: d/tabletop: warning: FK003: stack 'panel' has no room here (0 × 900pt) but is shown in flat (300 × 900pt)",
        ])
    }

    /// A node missing from a layout entirely counts as removed (layouts computed elsewhere).
    @Test func missingNodeIsRemoved() {
        var flat = B(.flat, space: Self.flatSpace)
        flat.add("badge", .element(.image), frame: B.rect(0, 0, 20, 20))
        let book = B(.book)
        #expect(B.lint([flat.panel, book.panel]) == ["t: d/book: warning: FK003: image 'badge' is missing here but shown in flat (20 × 20pt)"])
    }

    /// SPEC 4.1/4.4/4.5: a two-view container that cannot split hides its second view by its
    /// own rule: info, not warning.
    @Test(arguments: [
        SceneLayoutNode.Details.arrangement(mode: .single, axis: nil),
        .listDetail(kind: .single, listWidth: nil, topHeight: nil, gap: nil),
        .splitView(primaryWidth: nil, columns: 1),
    ])
    func secondaryOfAContainerThatCannotSplitIsInfo(_ single: SceneLayoutNode.Details) {
        var flat = B(.flat, space: Self.flatSpace, rootRole: .node(.arrangement), rootDetails: .arrangement(mode: .split, axis: .horizontal))
        flat.add("list", .element(.text), frame: B.rect(0, 0, 400, 900))
        flat.add("detail", .element(.text), frame: B.rect(400, 0, 400, 900))
        var closed = B(.closed, space: LayoutSpace(window: B.rect(0, 0, 360, 780)), rootRole: .node(.arrangement), rootDetails: single)
        closed.add("list", .element(.text), frame: B.rect(0, 0, 360, 780))
        closed.add("detail", .element(.text), frame: nil)
        let found = B.lint([flat.panel, closed.panel])
        #expect(found.count == 1 && found[0].hasPrefix("t: d/closed: info: FK003: text 'detail' is hidden because "))
        #expect(found[0].hasSuffix(" shows one view here; shown in flat (400 × 900pt)"))
    }

    /// Scrolled out of view is not removed: it is one scroll away.
    @Test func scrolledOutIsNotRemoved() {
        var flat = B(.flat, space: Self.flatSpace)
        flat.add("row-9", .row, frame: B.rect(0, 500, 800, 60), scrolling: true)
        var book = B(.book)
        book.add("row-9", .row, frame: B.rect(0, 950, 800, 60), visible: .some(nil), scrolling: true)
        #expect(B.lint([flat.panel, book.panel]) == [])
    }

    /// [S1][S4] SPEC 6: columns compared only between postures of one display in one
    /// orientation; the first is the reference.
    @Test func gridReflowOnTheSameDisplayOnly() {
        func panel(_ posture: PosturePreset, _ display: DisplaySpec.Role, _ size: CGSize, columns: Int) -> LintPanel {
            var b = B(posture, space: LayoutSpace(display: display, window: CGRect(origin: .zero, size: size)))
            b.add("photos", .node(.grid), frame: CGRect(origin: .zero, size: size), details: .grid(columns: columns, rows: 4, contentSize: size))
            return b.panel
        }
        let landscape = CGSize(width: 951, height: 669), portrait = CGSize(width: 669, height: 951)
        let panels = [
            panel(.closed, .outer, CGSize(width: 360, height: 780), columns: 2),
            panel(.flat, .inner, landscape, columns: 5),
            panel(.flatRotated, .inner, portrait, columns: 3),
            panel(.book, .inner, landscape, columns: 4),
            panel(.tabletop, .inner, portrait, columns: 3),
        ]
        #expect(B.lint(panels) == ["t: d/book: warning: FK004: grid 'photos' has 4 columns here but 5 in flat"])
    }

    /// A grid with no room for a cell folded (0 columns, its cells hidden): the columns flat
    /// chose do not fit the regions beside the fold with their spacing. A minimum of 1 pt with
    /// 12-pt spacing and 16-pt margins gives 66 columns flat on the Duo: ⌊(863 + 12) / (1 + 12)⌋
    /// = 67 (863 = 895 − 2 × 16), less to a multiple of 2; in book 33 of them, 32 × 12 = 384 pt of
    /// spacing, do not fit the 383.5-pt region (399.5 − 16).
    @Test func gridWithoutRoomSaysSo() {
        func panel(_ posture: PosturePreset, columns: Int) -> LintPanel {
            let size = CGSize(width: 951, height: 669)
            var b = B(posture, space: LayoutSpace(display: .inner, window: CGRect(origin: .zero, size: size)))
            b.add("workouts", .node(.grid), frame: CGRect(origin: .zero, size: size), details: .grid(columns: columns, rows: columns == 0 ? 0 : 1, contentSize: size))
            return b.panel
        }
        #expect(B.lint([panel(.flat, columns: 66), panel(.book, columns: 0)])
                == ["t: d/book: warning: FK004: grid 'workouts' has no room for a cell here (its 66 columns in flat do not fit the regions beside the fold with their spacing)"])
    }
}

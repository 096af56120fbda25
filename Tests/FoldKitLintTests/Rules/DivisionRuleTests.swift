import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint

/// FK001 and FK010 on hand-built panels (BR-02's 800 × 900 window, division x 380…420): who is
/// judged, what is exempt, and that one fault gives one finding (SPEC 3.2, 5.1, 6).
struct DivisionRuleTests {
    typealias B = PanelBuilder

    @Test func controlInTheDivisionIsAnError() {
        var b = B()
        b.add("send", frame: B.rect(350, 800, 44, 44), interactive: true)   // 394 − 380 = 14 into the division
        #expect(B.lint([b.panel]) == ["t: d/book: error: FK001: control 'send' overlaps region 'fold' by 14pt"])
    }

    @Test func touchingTheDivisionIsNoOverlap() {
        var b = B()
        b.add("send", frame: B.rect(336, 800, 44, 44), interactive: true)   // ends at 380 exactly
        b.add("reply", frame: B.rect(420, 800, 44, 44), interactive: true)  // starts at 420 exactly
        #expect(B.lint([b.panel]) == [])
    }

    /// [S1] important content that is not media is FK001's whether it reaches into the division
    /// or lies across it; important media across the hardware is FK010's only (one finding per
    /// fault, SCENE.md amended 2026-12-02).
    @Test func importantContentIsFK001MediaIsFK010() {
        var b = B()
        b.add("caption", .element(.text), frame: B.rect(300, 100, 100, 40), important: true)    // 380…400: 20 in
        b.add("notice", .element(.card), frame: B.rect(250, 400, 300, 120), important: true)    // across: the division's 40
        b.add("photo", .element(.image), frame: B.rect(250, 600, 300, 120), important: true)    // 380 − 250 = 130 left, 550 − 420 = 130 right
        #expect(B.lint([b.panel]) == [
            "t: d/book: error: FK001: text 'caption' overlaps region 'fold' by 20pt",
            "t: d/book: error: FK001: card 'notice' overlaps region 'fold' by 40pt",
            "t: d/book: warning: FK010: image 'photo' crosses region 'fold' with 130pt left of it and 130pt right of it",
        ])
    }

    /// [S1][S4] A crease whose hardware has no width (the tri-fold's) is a line, and it counts: an
    /// important photo across it anywhere — here 2.83 pt before it — straddles it (FK010, issue 18;
    /// a new user's tri-fold photo was silent); FK001 leaves it to FK010 (one finding per fault).
    @Test func photoAcrossAZeroWidthCrease() {
        let crease = ReservedRegion(id: "fold", kind: .division, frame: B.rect(368, 0, 24, 900),
                                    margins: EdgeInsets(leading: 12, trailing: 12), isActive: true)   // hardware x 380, no width
        var b = B(space: LayoutSpace(window: B.rect(0, 0, 800, 900), regions: [crease]))
        b.add("photo", .element(.image), frame: B.rect(377.17, 100, 360, 360), important: true)
        #expect(B.lint([b.panel]) == ["t: d/book: warning: FK010: image 'photo' crosses region 'fold' with 2.83pt left of it and 357.17pt right of it"])
    }

    /// [S1][S4] SPEC 5.1/6: scrolling text may run under the crease; a row's control is judged
    /// at rest, whichever way the fold runs (SCENE.md amended 2026-12-02: a tile or star left in
    /// the tabletop crease is one a designer rejects).
    @Test func scrollingContent() {
        var text = B()
        text.add("article", .element(.text), frame: B.rect(0, 0, 800, 2000), visible: .some(B.rect(0, 0, 800, 900)), important: true, scrolling: true)
        #expect(B.lint([text.panel]) == [])
        var book = B()
        book.add("star", frame: B.rect(370, 40, 44, 44), interactive: true, scrolling: true)
        let tabletopSpace = LayoutSpace(window: B.rect(0, 0, 800, 900), regions: [
            ReservedRegion(id: "fold", kind: .division, frame: B.rect(0, 430, 800, 40), isActive: true)])
        var tabletop = B(.tabletop, space: tabletopSpace)
        tabletop.add("star", frame: B.rect(20, 440, 44, 44), interactive: true, scrolling: true)
        #expect(B.lint([book.panel]) == ["t: d/book: error: FK001: control 'star' overlaps region 'fold' by 34pt"])
        #expect(B.lint([tabletop.panel]) == ["t: d/tabletop: error: FK001: control 'star' overlaps region 'fold' by 30pt"])   // 30 = 470 − 440: the star's top to the fold's bottom
    }

    /// An inactive division is no obstacle (SPEC 3.3): the flat Duo keeps its fold's frame.
    @Test func inactiveDivisionIsIgnored() {
        var inactive = PanelBuilder.division
        inactive.isActive = false
        var b = B(.flat, space: LayoutSpace(window: B.rect(0, 0, 800, 900), regions: [inactive]))
        b.add("send", frame: B.rect(380, 800, 44, 44), interactive: true, important: true)
        b.add("notice", .element(.card), frame: B.rect(250, 400, 300, 120), important: true)
        #expect(B.lint([b.panel]) == [])
    }

    /// Hidden and scrolled-out nodes are not on screen.
    @Test func hiddenNodesAreNotJudged() {
        var b = B()
        b.add("gone", frame: nil, interactive: true)
        b.add("below", frame: B.rect(380, 1200, 44, 44), visible: .some(nil), interactive: true, scrolling: true)
        #expect(B.lint([b.panel]) == [])
    }
}

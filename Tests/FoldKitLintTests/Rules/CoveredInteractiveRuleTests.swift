import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// FK017 on hand-built panels: which layers cover which, what covers (the leaves a later layer
/// draws), the one-pixel tolerance, the exemptions and the fix by container (SPEC 4.2, 8.1, 8.4).
/// The window is 800 × 900 without regions, so no other rule's finding depends on these frames;
/// only FK017's are read.
struct CoveredInteractiveRuleTests {
    typealias B = PanelBuilder

    /// An 800 × 900 window at `scale`, nothing reserved.
    static func space(scale: CGFloat = 1) -> LayoutSpace {
        LayoutSpace(scale: scale, window: B.rect(0, 0, 800, 900))
    }

    /// FK017's findings of `panel`, as `headline` and `fix` lines.
    static func findings(_ panel: LintPanel) -> [String] {
        Linter.lint(PreparedScene(unchecked: B.scene), sceneID: "t", deviceID: "d", panels: [panel])
            .filter { $0.rule == .fk017 }.flatMap { [$0.headline, "fix: " + $0.fix] }
    }

    /// One overlay `layers` over the window: `play` (88 × 44 at (100, 800)) in layer `playLayer`,
    /// a text `front` at `front` in the other of two layers.
    struct Pair: CustomTestStringConvertible, Sendable {
        var name: String
        var front: CGRect
        var scale: CGFloat = 1
        /// 1 or 2; the text takes the other layer.
        var playLayer = 1
        /// The overlap lint reports, nil for no finding.
        var expected: String?
        var testDescription: String { name }
    }

    static let pairs: [Pair] = [
        // The text spans y 780…900: the button, y 800…844, lies wholly inside it.
        Pair(name: "wholly covered", front: B.rect(0, 780, 800, 120), expected: "88 × 44pt"),
        // x 150…250 over the button's 100…188: 188 − 150 = 38 wide, all 44 high.
        Pair(name: "partly covered", front: B.rect(150, 780, 100, 120), expected: "38 × 44pt"),
        // At 3× a pixel is 1/3 pt: the text from y 843.67 meets the button (to 844) by 0.33 pt.
        Pair(name: "a pixel at 3× is no finding", front: B.rect(0, 843.67, 800, 56.33), scale: 3),
        // From y 843.5 it overlaps by 0.5 pt, more than 1/3 pt.
        Pair(name: "more than a pixel at 3×", front: B.rect(0, 843.5, 800, 56.5), scale: 3, expected: "88 × 0.5pt"),
        // Edges that touch share no area.
        Pair(name: "touching edges", front: B.rect(0, 844, 800, 56)),
        // The text is in the earlier layer: the button is drawn over it.
        Pair(name: "an earlier layer covers nothing", front: B.rect(0, 780, 800, 120), playLayer: 2),
    ]

    @Test(arguments: pairs)
    func overlayLayers(_ c: Pair) {
        var b = B(space: Self.space(scale: c.scale))
        b.add("layers", .node(.overlay), frame: B.rect(0, 0, 800, 900))
        let play = { (b: inout B) in b.add("play", in: "layers", frame: B.rect(100, 800, 88, 44), interactive: true) }
        if c.playLayer == 1 { play(&b) }
        b.add("front", .element(.text), in: "layers", frame: c.front)
        if c.playLayer == 2 { play(&b) }
        let expected = c.expected.map { [
            "t: d/book: error: FK017: control 'play' is covered by text 'front' in layer 2 of overlay 'layers' by \($0)",
            "fix: move it out from under text 'front' (another alignment or padding), or into a layer of overlay 'layers' after layer 2, so it is drawn in front",
        ] } ?? []
        #expect(Self.findings(b.panel) == expected)
    }

    /// A later layer covers with its leaves, never its own frame: the stack spans the window but
    /// draws only its title at the top, so the button at the bottom stays reachable. The covering
    /// leaf named is the one that covers most (the badge, 30 × 44, over the banner's 88 × 10),
    /// and the layers are counted among all the overlay's children, hidden ones and presentations
    /// included (the stack is the fourth).
    @Test func leavesCoverNotContainers() {
        var b = B(space: Self.space())
        b.add("layers", .node(.overlay), frame: B.rect(0, 0, 800, 900))
        b.add("play", in: "layers", frame: B.rect(100, 800, 88, 44), interactive: true)
        b.add("hidden-layer", .element(.text), in: "layers", frame: nil)
        b.add("tip", .node(.presentation), in: "layers", frame: B.rect(600, 0, 100, 50),
              details: .presentation(kind: .popover, anchorFrame: nil, arrowDirection: nil))
        b.add("hud", .node(.stack), in: "layers", frame: B.rect(0, 0, 800, 900))
        b.add("title", .element(.text), in: "hud", frame: B.rect(0, 0, 800, 44))
        b.add("banner", .element(.text), in: "hud", frame: B.rect(0, 790, 800, 20))
        b.add("badge", .element(.image), in: "hud", frame: B.rect(158, 780, 30, 120))
        #expect(Self.findings(b.panel).first == "t: d/book: error: FK017: control 'play' is covered by image 'badge' in layer 4 of overlay 'layers' by 30 × 44pt")
    }

    /// The keyboard covers like a layer in front of all content (SPEC 10.2, "or by the
    /// keyboard"): a control at (100, 800, 88, 44) under a keyboard from y 600 is covered by all
    /// of it, 88 × 44; a row of scrolling content there is exempt (it has a content inset).
    @Test func keyboardCoversLikeALayerInFront() {
        var b = B(space: Self.space())
        b.add("play", frame: B.rect(100, 800, 88, 44), interactive: true)
        b.add("feed", .node(.list), frame: B.rect(0, 0, 800, 900))
        b.add("like-0", in: "feed", frame: B.rect(0, 700, 60, 60), interactive: true, scrolling: true)
        b.bars = [SystemBar(id: "system.keyboard", kind: .keyboard, frame: B.rect(0, 600, 800, 300))]
        let found = Self.findings(b.panel)
        #expect(found.first == "t: d/book: error: FK017: control 'play' is covered by the keyboard by 88 × 44pt", "\(found)")
        #expect(found.filter { $0.hasPrefix("t:") }.count == 1)
    }

    /// What is exempt: scrolling content, a presentation and its content over content, and
    /// content over a presentation's content. An overlay inside a presentation still stacks: its
    /// later layer covers the OK button.
    @Test func exemptions() {
        var b = B(space: Self.space())
        b.add("layers", .node(.overlay), frame: B.rect(0, 0, 800, 900))
        b.add("feed", .node(.list), in: "layers", frame: B.rect(0, 0, 800, 900))
        b.add("like-0", in: "feed", frame: B.rect(0, 0, 60, 60), interactive: true, scrolling: true)
        b.add("sheet", .node(.presentation), in: "layers", frame: B.rect(0, 0, 400, 300), interactive: true,
              details: .presentation(kind: .popover, anchorFrame: nil, arrowDirection: nil))
        b.add("sheet-layers", .node(.overlay), in: "sheet", frame: B.rect(0, 0, 400, 300))
        b.add("ok", in: "sheet-layers", frame: B.rect(160, 256, 80, 44), interactive: true)
        b.add("note", .element(.text), in: "sheet-layers", frame: B.rect(0, 240, 400, 60))
        b.add("cover", .element(.card), in: "layers", frame: B.rect(0, 0, 800, 900))
        #expect(Self.findings(b.panel) == [
            "t: d/book: error: FK017: control 'ok' is covered by text 'note' in layer 2 of overlay 'sheet-layers' by 80 × 44pt",
            "fix: move it out from under text 'note' (another alignment or padding), or into a layer of overlay 'sheet-layers' after layer 2, so it is drawn in front",
        ])
    }

    /// A control in an inner overlay's back layer is covered by the outer overlay's later layer;
    /// the finding names the outer overlay, where the covering layer lies.
    @Test func nestedOverlays() {
        var b = B(space: Self.space())
        b.add("outer", .node(.overlay), frame: B.rect(0, 0, 800, 900))
        b.add("inner", .node(.overlay), in: "outer", frame: B.rect(0, 0, 800, 900))
        b.add("map", .element(.map), in: "inner", frame: B.rect(0, 0, 800, 900))
        b.add("locate", in: "inner", frame: B.rect(16, 16, 44, 44), interactive: true)
        b.add("banner", .element(.text), in: "outer", frame: B.rect(0, 0, 800, 40))
        #expect(Self.findings(b.panel).first == "t: d/book: error: FK017: control 'locate' is covered by text 'banner' in layer 2 of overlay 'outer' by 44 × 24pt")
    }

    /// An overlay arrangement's primary over a control of its secondary, at each edge; the fix pads
    /// the secondary's content at the edge needing the least (the primary's far side to the
    /// container's edge) and names it in the layout direction. A primary that fills the
    /// arrangement leaves no edge to pad.
    struct Edge: CustomTestStringConvertible, Sendable {
        var name: String
        var primary: CGRect
        var direction: LayoutDirection = .leftToRight
        /// The overlap: the primary's whole frame (the control fills it).
        var overlap: String
        /// The fix's first action.
        var expected: String
        var testDescription: String { name }
    }

    static let edges: [Edge] = [
        // 12 pt above the bottom, like the Accessibility Reader's bar: 900 − 816 = 84.
        Edge(name: "bottom", primary: B.rect(240, 816, 320, 72), overlap: "320 × 72pt", expected: "pad the secondary's content 84pt at the bottom edge, clear of the primary"),
        // At the top: 72 − 0 = 72.
        Edge(name: "top", primary: B.rect(0, 0, 800, 72), overlap: "800 × 72pt", expected: "pad the secondary's content 72pt at the top edge, clear of the primary"),
        // A column at the right edge: 800 − 520 = 280; in LTR the right is trailing, in RTL leading.
        Edge(name: "right, LTR", primary: B.rect(520, 0, 280, 900), overlap: "280 × 900pt", expected: "pad the secondary's content 280pt at the trailing edge, clear of the primary"),
        Edge(name: "right, RTL", primary: B.rect(520, 0, 280, 900), direction: .rightToLeft, overlap: "280 × 900pt", expected: "pad the secondary's content 280pt at the leading edge, clear of the primary"),
        // Every edge would need the whole 800 or 900 pt.
        Edge(name: "filling the arrangement", primary: B.rect(0, 0, 800, 900), overlap: "800 × 900pt", expected: "keep it clear of the primary"),
    ]

    @Test(arguments: edges)
    func arrangementFix(_ c: Edge) {
        var b = B(space: Self.space(), direction: c.direction)
        b.add("reader", .node(.arrangement), frame: B.rect(0, 0, 800, 900), details: .arrangement(mode: .overlaid, axis: nil))
        b.add("controls", .node(.stack), in: "reader", frame: c.primary)
        b.add("speak", in: "controls", frame: c.primary, interactive: true)
        b.add("form", .node(.stack), in: "reader", frame: B.rect(0, 0, 800, 900))
        b.add("submit", in: "form", frame: c.primary, interactive: true)
        let direction = c.direction == .leftToRight ? "" : " rtl"
        #expect(Self.findings(b.panel) == [
            "t: d/book\(direction): error: FK017: control 'submit' is covered by control 'speak' in the primary of arrangement 'reader' (stacked over the secondary) by \(c.overlap)",
            "fix: \(c.expected), or make arrangement 'reader' a split so neither view covers the other",
        ])
    }

    /// An arrangement stacks only in mode `overlaid`: split, side by side or with one view shown,
    /// its views' controls cover nothing (their frames overlap here only to show it; FK009 judges
    /// that).
    @Test(arguments: [SceneLayoutNode.ArrangementMode.split, .sideBySide, .single])
    func arrangementThatDoesNotStack(_ mode: SceneLayoutNode.ArrangementMode) {
        var b = B(space: Self.space())
        b.add("reader", .node(.arrangement), frame: B.rect(0, 0, 800, 900), details: .arrangement(mode: mode, axis: nil))
        b.add("speak", in: "reader", frame: B.rect(0, 0, 400, 900), interactive: true)
        b.add("submit", in: "reader", frame: B.rect(0, 0, 800, 900), interactive: true)
        #expect(Self.findings(b.panel) == [])
    }
}

import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint

/// FK005 and FK006 on hand-built panels: how far a displaced child went, whether it left its
/// group or anchor, and scrolling content inside a displacement (SPEC 5.1).
struct DisplacementRuleTests {
    typealias B = PanelBuilder

    /// Adds a displacement `id` whose child `child` moved from `original` to `moved`.
    static func displace(_ b: inout B, _ id: String, child: String, from original: CGRect, to moved: CGRect,
                         purpose: SceneNode.Displace.Purpose = .interactive, group: String? = nil) {
        b.add(id, .node(.displace), frame: original, details: .displacement(
            purpose: purpose, group: group, originalFrame: original, isDisplaced: original != moved,
            distance: hypot(moved.midX - original.midX, moved.midY - original.midY)))
        b.add(child, in: id, frame: moved, interactive: true)
    }

    /// [S1][S4] BR-02's 800-pt window: a third is 266.67 pt; the move across the fold is
    /// 690 − 350 = 340 (centres), so it is too far; 420 − 375 = 45 is not.
    @Test func tooFarAlongTheSplitAxis() {
        var b = B()
        Self.displace(&b, "menu-move", child: "menu", from: B.rect(300, 100, 100, 44), to: B.rect(640, 100, 100, 44), purpose: .transient)
        Self.displace(&b, "bar-move", child: "bar", from: B.rect(350, 300, 50, 44), to: B.rect(420, 300, 50, 44))
        #expect(B.lint([b.panel]) == ["t: d/book: warning: FK005: control 'menu' moved 340pt, more than a third of the window's width (266.67pt)"])
    }

    /// [S1] SPEC 5.1: a context menu that leaves its photo's side. The gap grows from 10 to
    /// 640 − 360 = 280: by 270, more than the division's 40 pt of slack.
    @Test func awayFromItsGroup() {
        var b = B()
        Self.displace(&b, "photo-move", child: "photo", from: B.rect(60, 100, 300, 300), to: B.rect(60, 100, 300, 300), group: "ctx")
        Self.displace(&b, "menu-move", child: "menu", from: B.rect(370, 100, 200, 200), to: B.rect(640, 100, 150, 200), group: "ctx")
        #expect(B.lint([b.panel]) == ["t: d/book: warning: FK005: control 'menu' moved 270pt away from control 'photo' (now 280pt apart, was 10pt)"])
    }

    /// SPEC 5.1: a group split at the fold keeps each member next to it: the gap grows by the
    /// division's width at most (10 → 45: by 35 < 40), which is allowed.
    @Test func splitAtTheFoldIsAllowed() {
        var b = B()
        Self.displace(&b, "a-move", child: "a", from: B.rect(200, 100, 190, 44), to: B.rect(190, 100, 190, 44), group: "g")
        Self.displace(&b, "b-move", child: "b", from: B.rect(400, 100, 100, 44), to: B.rect(425, 100, 100, 44), group: "g")
        #expect(B.lint([b.panel]) == [])
    }

    /// The anchor of a contextual displacement is a partner: the scene names it.
    @Test func awayFromItsAnchor() {
        let photo = SceneNode(id: "photo", kind: .element(.init(role: .image)))
        let menu = SceneNode(id: "menu-move", kind: .displace(.init(purpose: .contextual, anchor: "photo",
                                                                    child: SceneNode(id: "menu", kind: .element(.init(role: .control))))))
        let scene = Scene(name: "T", summary: "S", root: SceneNode(id: "root", kind: .overlay(.init(children: [photo, menu]))))
        var b = B()
        b.add("photo", .element(.image), frame: B.rect(60, 100, 300, 300))
        Self.displace(&b, "menu-move", child: "menu", from: B.rect(370, 100, 200, 200), to: B.rect(600, 100, 150, 200), purpose: .contextual)
        #expect(B.lint([b.panel], scene: scene) == ["t: d/book: warning: FK005: control 'menu' moved 230pt away from image 'photo' (now 240pt apart, was 10pt)"])
    }

    /// [S1][S4] SPEC 5.1: only the outermost scrolling node under a displacement that may move
    /// it; purpose `scrolling` itself is fine.
    @Test func scrollingContentInsideADisplacement() {
        var b = B()
        b.add("feed-move", .node(.displace), frame: B.rect(0, 0, 800, 900),
              details: .displacement(purpose: .farViewing, group: nil, originalFrame: B.rect(0, 0, 800, 900), isDisplaced: false, distance: 0))
        b.add("feed", .node(.scroll), in: "feed-move", frame: B.rect(0, 0, 800, 900))
        b.add("inner", .node(.list), in: "feed", frame: B.rect(0, 0, 800, 900), scrolling: true)
        b.add("calm", .node(.displace), frame: B.rect(0, 0, 800, 900),
              details: .displacement(purpose: .scrolling, group: nil, originalFrame: B.rect(0, 0, 800, 900), isDisplaced: false, distance: 0))
        b.add("other", .node(.list), in: "calm", frame: B.rect(0, 0, 800, 900))
        #expect(B.lint([b.panel]) == ["t: d/book: warning: FK006: scroll 'feed' scrolls inside displace 'feed-move' with purpose 'farViewing'"])
    }
}

import Foundation
import Testing
import FoldKit
@testable import FoldKitScenes

/// Overlays and elements: children over each other in order, each placed by its size and
/// alignment inside the slot (SCENE.md); the Duo in book, safe area (0, 0, 895, 649).
@Suite("Scene layout: overlays and elements")
struct OverlayLayoutTests {
    typealias F = SceneFixtures
    typealias L = SceneLayoutFixtures

    @Test("overlay children stack up in order, the last on top")
    func zOrder() {
        let result = L.layout(root: #"{"type":"overlay","id":"o","children":["# + F.element("a") + "," + F.element("b") + "," + F.element("c") + "]}")
        #expect(["o", "a", "b", "c"].map { result[$0]?.zIndex } == [0, 0, 1, 2])
        #expect(["a", "b", "c"].allSatisfy { result.frame($0) == CGRect(0, 0, 895, 649) })
    }

    @Test("a fixed-size element sits at its alignment inside its padded slot; trailing is left in RTL", arguments: LayoutDirection.allCases)
    func cornerAlignment(direction: LayoutDirection) {
        let result = L.layout(root: #"{"type":"overlay","id":"o","children":["# + F.element("map")
            + #",{"type":"element","id":"locate","role":"control","interactive":true,"width":44,"height":44,"padding":16,"alignment":"bottomTrailing"}]}"#,
            direction: direction)
        // Padded slot (16, 16, 863, 617): bottom-trailing corner at (879, 633) in LTR.
        let x: CGFloat = direction == .leftToRight ? 16 + 863 - 44 : 16
        #expect(result.frame("locate") == CGRect(x, 16 + 617 - 44, 44, 44))
    }

    @Test("a centred element snaps to the pixel grid; one larger than its slot is clamped to it")
    func centringAndClamping() {
        let result = L.layout(root: #"{"type":"overlay","id":"o","children":["#
            + F.element("card", #""width":270,"height":150"#) + "," + F.element("banner", #""width":2000,"height":50,"alignment":"top""#) + "]}")
        // x = (895 − 270) / 2 = 312.5 → 938 / 3; y = (649 − 150) / 2 = 249.5 → 749 / 3
        #expect(result.frame("card") == CGRect(938.0 / 3, 749.0 / 3, 270, 150))
        #expect(result.frame("banner") == CGRect(0, 0, 895, 50))
    }

    @Test("an element carries its role, label and flags into the result")
    func elementFlags() throws {
        let result = L.layout(root: #"{"type":"element","id":"send","role":"control","interactive":true,"important":true,"label":"Send"}"#)
        let send = try #require(result["send"])
        #expect(send.role == .element(.control) && send.role.name == "control")
        #expect(send.isInteractive && send.isImportant && send.label == "Send")
        #expect(send.parentID == nil && !send.isScrollingContent)
    }
}

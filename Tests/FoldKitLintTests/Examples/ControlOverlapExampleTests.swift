import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// FK009's note example. FoldKit's layout engine makes room for a displaced element (SPEC 5.3,
/// amended 2026-12-02), so no scene file triggers FK009 through `foldkit lint`; the rule guards
/// layouts computed elsewhere. The example is such a layout: a composer bar on the Duo held as a
/// book whose attach button another engine moved onto the send button.
struct ControlOverlapExampleTests {
    /// The note's layout on the book Duo (951 × 669): the bar (0, 605, 640, 44), attach at
    /// `attach`, send at (540, 605, 100, 44).
    static func lint(attach: CGRect) -> [Diagnostic] {
        let bar = CGRect(x: 0, y: 605, width: 640, height: 44), send = CGRect(x: 540, y: 605, width: 100, height: 44)
        return LintExamples.lintLayout([
            SceneLayoutNode(id: "composer-bar", role: .node(.stack), parentID: nil, frame: bar, visibleFrame: bar, zIndex: 0, region: .whole),
            SceneLayoutNode(id: "attach", role: .element(.control), parentID: "composer-bar", frame: attach, visibleFrame: attach,
                            zIndex: 0, region: .trailing, isInteractive: true),
            SceneLayoutNode(id: "send", role: .element(.control), parentID: "composer-bar", frame: send, visibleFrame: send,
                            zIndex: 0, region: .trailing, isInteractive: true),
        ], posture: .book, name: "Composer", id: "composer", root: "composer-bar")
    }

    /// [S1][S4] attach moved next to the fold, x 495.5…595.5, over send (x 540…640): 55.5 × 44.
    @Test func triggerYieldsExactlyFK009() {
        let found = Self.lint(attach: CGRect(x: 495.5, y: 605, width: 100, height: 44))
        #expect(found.map(\.headline) == ["composer: iphone-duo/book: error: FK009: control 'attach' overlaps control 'send' by 55.5 × 44pt"])
        let note = LintExamples.note("FK009.md")
        for diagnostic in found { #expect(note.contains(diagnostic.headline), "docs/lint/FK009.md does not quote:\n\(diagnostic.headline)") }
    }

    /// Side by side, clear of the fold (455.5…495.5): nothing.
    @Test func fixedYieldsNothing() {
        #expect(Self.lint(attach: CGRect(x: 340, y: 605, width: 100, height: 44)) == [])
    }

    /// FoldKit lays the old trigger out with room made: send follows attach, nothing overlaps.
    @Test("the same bar laid out by FoldKit: send makes room for the moved attach button [SPEC 5.3]")
    func foldKitMakesRoom() throws {
        let text = #"""
        {"name": "Composer", "summary": "A composer bar whose attach button is displaced alone.",
         "root": {"type": "stack", "id": "composer-bar", "axis": "horizontal", "width": 640, "height": 44, "alignment": "bottomLeading",
          "children": [
            {"type": "element", "id": "draft", "role": "text", "label": "Message"},
            {"type": "displace", "id": "attach-move", "purpose": "interactive", "width": 100,
             "child": {"type": "element", "id": "attach", "role": "control", "interactive": true, "label": "Attach"}},
            {"type": "element", "id": "send", "role": "control", "interactive": true, "label": "Send", "width": 100}]}}
        """#
        let scene = try Scene.decode(Data(text.utf8))
        let result = SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", .book))
        // 605 = 669 − 20 − 44 (the bar sits at the safe area's bottom); send from 495.5 + 100 to 640.
        #expect(result["attach"]?.frame == CGRect(x: 495.5, y: 605, width: 100, height: 44))
        #expect(result["send"]?.frame == CGRect(x: 595.5, y: 605, width: 640 - 595.5, height: 44))
        #expect(result["send"]?.askedSize == CGSize(width: 100, height: 44))
        #expect(Linter.lint(PreparedScene(unchecked: scene), sceneID: "composer", deviceID: "iphone-duo",
                            panels: [LintPanel(posture: .book, space: Builtins.space("iphone-duo", .book), layout: result)])
            .filter { $0.rule == .fk009 }.isEmpty)
    }
}

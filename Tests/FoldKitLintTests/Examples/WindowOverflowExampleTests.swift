import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// FK008's note example. FoldKit's layout engine keeps every frame inside the window (its
/// scene-layout invariants), so no scene file triggers FK008 through `foldkit lint`; the rule
/// guards layouts computed elsewhere and handed to ``Linter/lint(_:sceneID:deviceID:panels:)``.
/// The example is such a layout: a banner 991 pt wide placed 20 pt left of the flat Duo's window.
struct WindowOverflowExampleTests {
    /// The note's layout on the flat Duo (951 × 669): a screen and a banner at `banner`.
    static func lint(banner: CGRect) -> [Diagnostic] {
        let bounds = Builtins.space("iphone-duo", .flat).bounds
        return LintExamples.lintLayout([
            SceneLayoutNode(id: "screen", role: .node(.stack), parentID: nil, frame: bounds, visibleFrame: bounds, zIndex: 0, region: .whole),
            SceneLayoutNode(id: "banner", role: .element(.image), parentID: "screen", frame: banner, visibleFrame: banner, zIndex: 0, region: .whole),
        ], posture: .flat, name: "Banner", id: "banner", root: "screen")
    }

    /// [S3] x −20: 20 pt past the leading edge (the right edge at 971 is past 951 by 20 too; ties
    /// go to the first side in the order top, left, bottom, right).
    @Test func triggerYieldsExactlyFK008() {
        let found = Self.lint(banner: CGRect(x: -20, y: 0, width: 991, height: 120))
        #expect(found.map(\.headline) == ["banner: iphone-duo/flat: error: FK008: image 'banner' extends 20pt past the window's leading edge"])
        let note = LintExamples.note("FK008.md")
        for diagnostic in found { #expect(note.contains(diagnostic.text), "docs/lint/FK008.md does not quote:\n\(diagnostic.text)") }
    }

    /// Inside the window: nothing.
    @Test func fixedYieldsNothing() {
        #expect(Self.lint(banner: CGRect(x: 0, y: 0, width: 951, height: 120)) == [])
    }
}

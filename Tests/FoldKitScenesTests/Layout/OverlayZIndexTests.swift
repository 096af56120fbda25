import Foundation
import Testing
import FoldKit
import FoldKitScenes
import _FoldKitTestSupport

/// `overlayArrangementZIndex` on a layout result [S4, SPEC 8.1]: the Accessibility Reader's
/// controls (the primary) over its article (the secondary) while flat, side by side at the fold
/// in book; nil for what is no view of an overlay arrangement.
struct OverlayZIndexTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var preset: PosturePreset
        var controls: Int
        var testDescription: String { preset.rawValue }
    }

    static let cases = [Case(preset: .flat, controls: 1), Case(preset: .book, controls: 0)]

    @Test("the reader's controls over the article while flat, beside it in book", arguments: cases)
    func reader(c: Case) throws {
        let result = SceneLayout.solve(unchecked: try Scene.builtIn("accessibility-reader"), in: Builtins.space("iphone-duo", c.preset))
        #expect(result.overlayArrangementZIndex(of: "reader-controls") == c.controls)
        #expect(result.overlayArrangementZIndex(of: "article") == 0)
        #expect(result.overlayArrangementZIndex(of: "speak") == nil, "a control inside a view is no view")
        #expect(result.overlayArrangementZIndex(of: "reader") == nil && result.overlayArrangementZIndex(of: "missing") == nil)
    }

    @Test("a split arrangement's views have none")
    func split() throws {
        let result = SceneLayout.solve(unchecked: try Scene.builtIn("voice-notes"), in: Builtins.space("iphone-duo", .book))
        let views = result.nodes.filter { $0.parentID == "voice-notes" }
        #expect(!views.isEmpty && views.allSatisfy { result.overlayArrangementZIndex(of: $0.id) == nil })
    }
}

import Foundation
import Testing
import FoldKit
import FoldKitScenes
import _FoldKitTestSupport

/// List–detail panes in scenes: panes meet at the fold's centre, content keeps out of its half
/// (SPEC 4.4 rule 3), also when a pane is a single element.
struct ListDetailPaneLayoutTests {
    static let scene: Scene = {
        let text = #"""
        {"name": "Notes", "summary": "Notes beside the open note.",
         "root": {"type": "listDetail", "id": "notes",
           "list": {"type": "list", "id": "note-rows", "rows": 3, "rowHeight": 60},
           "detail": {"type": "element", "id": "note", "role": "text", "important": true}}}
        """#
        do { return try Scene.decode(Data(text.utf8)) } catch { fatalError("\(error)") }
    }()

    @Test("A leaf detail pane starts after the fold, not at its centre line", arguments: LayoutDirection.allCases)
    func leafPaneKeepsOutOfTheFold(_ direction: LayoutDirection) throws {
        let layout = SceneLayout.layout(Self.scene, in: Builtins.space("iphone-duo", .book), layoutDirection: direction)
        let note = try #require(layout["note"]?.frame)
        if direction == .leftToRight {
            // The pane starts at the fold's centre 475.5 = 455.5 + 40 / 2; its content 20 pt later.
            #expect(note.minX == 495.5)
            #expect(note.maxX == 895)   // the safe area ends at 951 − 56
        } else {
            #expect(note.maxX == 455.5)  // mirrored: the detail is on the left, up to the fold
        }
    }

    @Test("On a tri-fold the list reaches the first fold from the leading edge, in both directions")
    func triFoldLeadingFold() throws {
        let space = Builtins.space("tri-fold", .book)
        for direction in LayoutDirection.allCases {
            let request = ArrangementRequest(space: space, bounds: space.bounds, layoutDirection: direction)
            let result = try ListDetailLayout().solve(request)
            // fold-1's centre: 341.5 + 24 / 2 = 353.5; fold-2's: 695.5 + 12 = 707.5, 1061 − 707.5 = 353.5 from the right.
            #expect(result.listWidth == 353.5, "\(direction)")
            let list = result.list.frame
            #expect(direction == .leftToRight ? list.minX == 0 : list.maxX == 1061)
        }
    }
}

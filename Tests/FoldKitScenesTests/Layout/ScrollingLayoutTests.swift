import Foundation
import Testing
import FoldKit
@testable import FoldKitScenes

/// Lists and scroll views: content that scrolls, may run past its viewport and under the fold,
/// with rows expanded from the template (SCENE.md, SPEC 5.1, 6); the Duo in book, safe area
/// (0, 0, 895, 649).
@Suite("Scene layout: lists and scroll views")
struct ScrollingLayoutTests {
    typealias F = SceneFixtures
    typealias L = SceneLayoutFixtures

    @Test("plain rows are laid out as <list>-<index>, one below the other from the top")
    func plainRows() throws {
        let result = L.layout(root: #"{"type":"list","id":"messages","rows":24,"rowHeight":76}"#)
        #expect(result.ids == ["messages"] + (0..<24).map { "messages-\($0)" })
        #expect(result["messages"]?.details == .list(rows: 24, rowHeight: 76, contentHeight: 24 * 76))
        #expect(result.frame("messages-3") == CGRect(0, 3 * 76, 895, 76))
        let row = try #require(result["messages-3"])
        #expect(row.role == .row && row.isScrollingContent && row.parentID == "messages")
        #expect(row.details == .item(index: 3, column: nil, row: nil))
    }

    @Test("rows past the viewport keep their frames; what shows is clipped to the list")
    func rowsPastTheViewport() throws {
        let result = L.layout(root: #"{"type":"list","id":"messages","rows":24,"rowHeight":76}"#)
        // Row 8 spans 608 … 684; the list reaches the window's bottom edge at 669 under the home
        // indicator (SPEC 9, amended 2026-12-02), so 61 pt of it show.
        let partial = try #require(result["messages-8"])
        #expect(partial.frame == CGRect(0, 608, 895, 76) && partial.visibleFrame == CGRect(0, 608, 895, 669 - 608))
        #expect(result["messages"]?.contentInsets == EdgeInsets(bottom: 669 - 649, trailing: 951 - 895))  // and under the side bar
        let past = try #require(result["messages-9"])
        #expect(past.frame == CGRect(0, 9 * 76, 895, 76))
        #expect(past.visibleFrame == nil && past.isVisible, "scrolled out of view, not hidden")
    }

    @Test("a row template is repeated with every id suffixed by the row index")
    func rowTemplate() throws {
        let result = L.layout(root: #"{"type":"list","id":"inbox","rows":3,"rowHeight":60,"row":{"type":"stack","id":"row","axis":"horizontal","spacing":12,"padding":8,"children":["#
            + #"{"type":"element","id":"avatar","role":"image","width":40,"height":40,"alignment":"top"},"# + F.element("summary") + "]}}")
        #expect(result.ids == ["inbox"] + (0..<3).flatMap { ["row-\($0)", "avatar-\($0)", "summary-\($0)"] })
        // Row 2's slot is (0, 120, 895, 60); padding 8 leaves (8, 128, 879, 44).
        #expect(result.frame("row-2") == CGRect(8, 128, 879, 44))
        #expect(result.frame("avatar-2") == CGRect(8, 128, 40, 40))
        // 827 = 879 − 40 − 12
        #expect(result.frame("summary-2") == CGRect(8 + 40 + 12, 128, 879 - 40 - 12, 44))
        #expect(result["avatar-2"]?.parentID == "row-2" && result["row-2"]?.parentID == "inbox")
    }

    @Test("scroll content is as wide as the viewport and contentHeight high, clipped to the viewport")
    func scrollContent() throws {
        let result = L.layout(root: #"{"type":"scroll","id":"body","contentHeight":1400,"content":"# + F.element("text", #""padding":16"#) + "}")
        #expect(result["body"]?.details == .scroll(contentSize: CGSize(width: 895, height: 1400)))
        let text = try #require(result["text"])
        #expect(text.frame == CGRect(16, 16, 895 - 32, 1400 - 32))
        #expect(text.visibleFrame == CGRect(16, 16, 895 - 32, 669 - 16))  // the viewport reaches the window's bottom
        #expect(text.isScrollingContent && !(result["body"]?.isScrollingContent ?? true))
    }

    @Test("without contentHeight the content's own height, else the viewport's")
    func scrollContentHeightDefaults() {
        let fixed = L.layout(root: #"{"type":"scroll","id":"body","content":"# + F.element("text", #""height":300,"padding":10"#) + "}")
        #expect(fixed["body"]?.details == .scroll(contentSize: CGSize(width: 895, height: 300 + 2 * 10)))
        let fill = L.layout(root: #"{"type":"scroll","id":"body","content":"# + F.element("text") + "}")
        // The viewport 669 high less its bottom inset: 669 − 20 = 649.
        #expect(fill["body"]?.details == .scroll(contentSize: CGSize(width: 895, height: 669 - 20)))
    }

    @Test("a hidden list keeps every row id, with no frames, so every posture has the same ids")
    func hiddenRowsKeepIDs() throws {
        let result = L.layout(root: #"{"type":"arrangement","id":"a","secondaryVisible":false,"primary":"# + F.element("player")
            + #","secondary":{"type":"list","id":"queue","rows":2,"row":"# + F.element("note") + "}}")
        #expect(result.ids == ["a", "player", "queue", "note-0", "note-1"])
        #expect(["queue", "note-0", "note-1"].allSatisfy { result[$0]?.frame == nil && result[$0]?.isVisible == false })
        #expect(result["a"]?.details == .arrangement(mode: .single, axis: nil))
    }
}

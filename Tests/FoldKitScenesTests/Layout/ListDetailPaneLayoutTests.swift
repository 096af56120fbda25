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
        let layout = SceneLayout.solve(unchecked: Self.scene, in: Builtins.space("iphone-duo", .book), layoutDirection: direction)
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
            let request = ArrangementRequest(space: space.with(layoutDirection: direction), bounds: space.bounds)
            let result = try ListDetailStyle().solve(request)
            // fold-1's centre: 341.5 + 24 / 2 = 353.5; fold-2's: 695.5 + 12 = 707.5, 1061 − 707.5 = 353.5 from the right.
            #expect(result.listWidth == 353.5, "\(direction)")
            let list = result.list.frame
            #expect(direction == .leftToRight ? list.minX == 0 : list.maxX == 1061)
        }
    }

    /// Mail on the tri-fold in book: the message pane (353.5 … 1061 in LTR) spans fold-2, so its
    /// content — a stack of the body and the reply field — is laid out beside it, in the larger
    /// region (719.5 … 1061, 341.5 pt, against 330 for 365.5 … 695.5), and its navigation bar
    /// goes with it: the title above the content it names (SPEC 4.4, 9). In RTL the mirror.
    @Test("On a tri-fold the detail's navigation bar lies over its content, in the region beside the fold it spans", arguments: LayoutDirection.allCases)
    func triFoldDetailBarOverItsContent(direction: LayoutDirection) throws {
        let result = SceneLayout.solve(unchecked: try Scene.builtIn("mail"), in: Builtins.space("tri-fold", .book), layoutDirection: direction)
        let bar = try #require(result.bars.first { $0.id == "message.navigation-bar" }?.frame)
        let body = try #require(result.frame("message-body")), field = try #require(result.frame("reply-field"))
        let region = direction == .leftToRight ? CGRect(719.5, 0, 1061 - 719.5, 744) : CGRect(0, 0, 341.5, 744)
        #expect(bar == CGRect(region.minX, 24, region.width, 44))
        #expect(region.contains(body) && region.contains(field))
    }
}

/// SPEC 4.4 (amended): a `listDetail` node measures the rule over its frame extended to the window
/// edges where it meets a safe-area inset, so a screen that fills the safe area gets exactly the
/// rectangles `foldkit list-detail` gives for that window — one definition for both [S0].
struct ListDetailOneDefinitionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var device: String
        var preset: PosturePreset
        var direction: LayoutDirection
        var testDescription: String { "\(device) / \(preset.rawValue) / \(direction.rawValue)" }
    }

    static let cases: [Case] = DeviceProfile.builtInIDs.flatMap { device in
        Builtins.profile(device).supportedPresets.flatMap { preset in LayoutDirection.allCases.map { Case(device: device, preset: preset, direction: $0) } }
    }

    @Test("the scene's panes are the rule's rectangles for the window", arguments: cases)
    func scenePanesAreTheRule(_ c: Case) throws {
        let space = Builtins.space(c.device, c.preset)
        let scene = ListDetailPaneLayoutTests.scene
        let layout = SceneLayout.solve(unchecked: scene, in: space, layoutDirection: c.direction)
        let rule = try ListDetailStyle().solve(ArrangementRequest(space: space.with(layoutDirection: c.direction), bounds: space.bounds))
        // The list scrolls: it is the rule's rectangle, except that it stops at the division's frame
        // rather than at its centre line (content keeps out of its half of the fold; the window's
        // edges are reached, a division is no window edge: SPEC 4.4, 9).
        var list = rule.list.frame
        for division in space.regions where division.kind == .division && division.isActive {
            let d = division.frame
            let axis: Axis = d.width < d.height ? .horizontal : .vertical   // across the division
            let (start, end) = (list.minimum(along: axis), list.maximum(along: axis))
            let (dStart, dEnd) = (d.minimum(along: axis), d.maximum(along: axis))
            if end > dStart && end <= dEnd { list = list.with(from: start, to: dStart, along: axis) }
            if start >= dStart && start < dEnd { list = list.with(from: dEnd, to: end, along: axis) }
        }
        #expect(layout["note-rows"]?.frame?.isApproximatelyEqual(to: list) == true, "\(String(describing: layout["note-rows"]?.frame)) ≠ \(list)")
        #expect(layout["note"]?.isVisible == (rule.detail != nil))
    }

    @Test("Mail flat: the list is 380.33 wide in LTR, 416 = 56 + 360 in RTL")
    func mailFlat() throws {
        let space = Builtins.space("iphone-duo", .flat)
        let ltr = SceneLayout.solve(unchecked: try Scene.builtIn("mail"), in: space, layoutDirection: .leftToRight)
        // LTR: 0 + clamp(40 % × 951 = 380.4, 360, 440), snapped to the 1/3-pt grid: 1141 / 3.
        #expect(ltr.frame("mailbox") == CGRect(0, 0, 1141.0 / 3, 669))
        // RTL: the leading inset is the 56-pt side bar: 56 + clamp(40 % × (951 − 56) = 358, 360, 440) = 416.
        let rtl = SceneLayout.solve(unchecked: try Scene.builtIn("mail"), in: space, layoutDirection: .rightToLeft)
        #expect(rtl.frame("mailbox") == CGRect(951 - 416, 0, 416, 669))
    }
}

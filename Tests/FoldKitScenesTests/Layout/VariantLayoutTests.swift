import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// SPEC 10.3: a node's variants are chosen by the layout's state and keep its id, type and
/// children; a stand-in shows another node's content only while that node is hidden. The Duo:
/// safe area (0, 0, 895, 649) flat and in book (fold x 455.5…495.5); closed 360 × 780, safe
/// area y 54…746, compact width.
@Suite("Scene layout: variants and stand-ins")
struct VariantLayoutTests {
    typealias F = SceneFixtures
    typealias L = SceneLayoutFixtures

    @Test("a size-class variant: compact width sets another height and label", arguments: [PosturePreset.closed, .flat])
    func sizeClass(preset: PosturePreset) {
        let root = #"{"type":"stack","id":"s","axis":"vertical","children":["#
            + F.element("banner", #""height":120,"label":"Wide","variants":[{"when":{"horizontalSizeClass":"compact"},"set":{"height":60,"label":"Narrow"}}]"#)
            + "," + F.element("rest") + "]}"
        let result = L.layout(root: root, preset)
        let compact = preset == .closed
        #expect(result.frame("banner")?.height == (compact ? 60 : 120))
        #expect(result["banner"]?.label == (compact ? "Narrow" : "Wide") && result["banner"]?.appliedVariant == (compact ? 0 : nil))
        // The rest of the stack fills what is left: closed 692 − 60, flat 649 − 120.
        let rest: CGFloat = compact ? 692 - 60 : 649 - 120
        #expect(result.frame("rest")?.height == rest)
    }

    /// An overlay arrangement whose primary is a 200-pt panel while stacked, 400 when side by side.
    static let panel = #"{"type":"arrangement","id":"a","style":"overlay","primary":"#
        + F.element("panel", #""height":200,"alignment":"bottom","variants":[{"when":{"stacked":false},"set":{"height":400}}]"#)
        + #","secondary":"# + F.element("page") + "}"

    @Test("stacked: collapsed over its secondary, expanded in its own region", arguments: LayoutDirection.allCases)
    func stackedCondition(direction: LayoutDirection) {
        let flat = L.layout(root: Self.panel, .flat, direction: direction)
        // Stacked over the page: its ideal 200 at the bottom edge, 649 − 200.
        #expect(flat.frame("panel") == CGRect(0, 649 - 200, 895, 200))
        let book = L.layout(root: Self.panel, .book, direction: direction)
        // Side by side at the fold, in the trailing region (495.5…895 LTR, 0…455.5 RTL): 400 high at its bottom.
        let region = direction == .leftToRight ? (x: 495.5, width: 895 - 495.5) : (x: 0.0, width: 455.5)
        #expect(book.frame("panel") == CGRect(region.x, 649 - 400, region.width, 400))
    }

    @Test("splitShowsBoth and standsFor: the transcript inline only while its pane is hidden", arguments: [PosturePreset.flat, .closed, .tabletop])
    func standIn(preset: PosturePreset) throws {
        let root = #"{"type":"arrangement","id":"a","style":"split","axes":["horizontal"],"primary":{"type":"stack","id":"player","axis":"vertical","children":["#
            + F.element("art", #""height":200,"variants":[{"when":{"splitShowsBoth":false},"set":{"height":80}}]"#) + ","
            + F.element("inline", #""standsFor":"transcript""#) + "," + F.element("controls", #""height":100"#)
            + #"]},"secondary":"# + F.element("transcript") + "}"
        let result = L.layout(root: root, preset)
        let both = preset == .flat
        #expect(result["transcript"]?.isVisible == both)
        #expect(result["inline"]?.isVisible == !both)
        #expect(result.frame("art")?.height == (both ? 200 : 80))
        if both {
            // Side by side, the stand-in takes no room: the controls follow the art at 200.
            #expect(result.frame("controls")?.minY == 200 && result["inline"]?.shownElsewhere == .original("transcript"))
        } else {
            #expect(result["transcript"]?.shownElsewhere == .standIn("inline"))
            let inline = try #require(result.frame("inline"))
            #expect(inline.height > 0 && inline.minY == (result.frame("art")?.maxY ?? 0))
        }
    }

    @Test("a variant with fewer rows hides the rest, keeping every id", arguments: [PosturePreset.closed, .flat])
    func rowsVariant(preset: PosturePreset) {
        let root = #"{"type":"list","id":"feed","rows":6,"rowHeight":50,"variants":[{"when":{"horizontalSizeClass":"compact"},"set":{"rows":3}}]}"#
        let result = L.layout(root: root, preset)
        #expect(result.ids == ["feed"] + (0..<6).map { "feed-\($0)" }, "the same ids in every state")
        let shown = preset == .closed ? 3 : 6
        for row in 0..<6 {
            #expect(result["feed-\(row)"]?.isVisible == (row < shown))
            #expect(result["feed-\(row)"]?.shownElsewhere == (row < shown ? nil : .variant("feed")))
        }
    }

    @Test("the built-in reader's controls and the podcasts transcript change by variant and stand-in, FK003-clean")
    func builtIns() throws {
        let podcasts = try Scene.builtIn("podcasts-now-playing")
        let closed = SceneLayout.solve(unchecked: podcasts, in: Builtins.space("iphone-duo", .closed))
        #expect(closed["transcript-inline"]?.isVisible == true && closed["transcript"]?.isVisible == false)
        // Closed: the artwork shrinks to its 64-pt thumbnail where the split cannot show both.
        #expect(closed.frame("artwork")?.size == CGSize(width: 64, height: 64))
        let flat = SceneLayout.solve(unchecked: podcasts, in: Builtins.space("iphone-duo", .flat))
        // Flat: the artwork fills the header, what the controls and title leave in the player's pane
        // (1343 / 3 wide less 2 × 16 padding = 1247 / 3): 425 = 649 − 2 × 16 − 12 − 120 − 12 − 48.
        #expect(flat["transcript-inline"]?.isVisible == false && flat.frame("artwork")?.size == CGSize(width: 1247.0 / 3, height: 425))
    }
}

/// SPEC 4.4 [S0]: a list–detail item selects into the detail in `columns` and pushes the detail
/// screen in `single`; the layout says which, and lays out the pushed screen on request.
@Suite("Scene layout: select or navigate")
struct ListDetailNavigationTests {
    @Test("closed: Mail's items push the message; open they select it", arguments: LayoutDirection.allCases)
    func selectOrPush(direction: LayoutDirection) throws {
        let mail = try Scene.builtIn("mail")
        let closed = SceneLayout.solve(unchecked: mail, in: Builtins.space("iphone-duo", .closed), layoutDirection: direction)
        #expect(closed["mail"]?.details.itemAction == .push)
        #expect(closed["message"]?.isVisible == false && closed["message"]?.shownElsewhere == .pushed("mail"))
        let book = SceneLayout.solve(unchecked: mail, in: Builtins.space("iphone-duo", .book), layoutDirection: direction)
        #expect(book["mail"]?.details.itemAction == .select && book["message"]?.shownElsewhere == nil)
        #expect(SceneLayout.pushableListDetails(in: closed) == ["mail"] && SceneLayout.pushableListDetails(in: book).isEmpty)
    }

    @Test("the pushed screen: the message in the mailbox's place, the mailbox one step back")
    func pushedScreen() throws {
        let mail = try Scene.builtIn("mail")
        let space = Builtins.space("iphone-duo", .closed)
        let list = SceneLayout.solve(unchecked: mail, in: space)
        let pushed = SceneLayout.solve(unchecked: mail, in: space, pushed: ["mail"])
        #expect(pushed.ids == list.ids, "the same tree on both screens")
        // The message takes the mailbox's pane, the outer display (0, 0, 360, 780), and scrolls
        // under its title bar.
        #expect(pushed.frame("message-body")?.minX == 0 && pushed.frame("message-body")?.width == 360)
        #expect(pushed["mailbox"]?.isVisible == false && pushed["mailbox"]?.shownElsewhere == .pushed("mail"))
        #expect(pushed.bars.contains { $0.id == "message.navigation-bar" })
    }
}

import Foundation
import Testing
import FoldKit
@testable import FoldKitScenes

/// The safe area and regions: content inside the safe area unless it ignores it; each node's
/// region from the window's active divisions (SPEC 3.5, 7, 8.1).
@Suite("Scene layout: safe area and regions")
struct SafeAreaLayoutTests {
    typealias F = SceneFixtures
    typealias L = SceneLayoutFixtures

    @Test("the root fills the safe area", arguments: [
        (PosturePreset.flat, CGRect(0, 0, 951 - 56, 669 - 20)),
        (.closed, CGRect(0, 54, 360, 780 - 54 - 34)),
        (.closedLandscape, CGRect(54, 0, 780 - 54 - 54, 360 - 21)),
        (.tabletop, CGRect(0, 56, 669, 951 - 56 - 20)),
    ])
    func rootFillsSafeArea(preset: PosturePreset, expected: CGRect) {
        #expect(L.layout(root: F.element("a"), preset).frame("a") == expected)
    }

    @Test("full-bleed content grows into the insets its slot touches, and no further")
    func ignoresSafeArea() {
        let flat = L.layout(root: F.element("video", #""ignoresSafeArea":true"#), .flat)
        #expect(flat.frame("video") == CGRect(0, 0, 951, 669))
        // Closed: the map's slot is (0, 54, 360, 640) above a 52-pt bar; it reaches the safe
        // area's top and sides, so it grows to y 0, but its bottom (694) stays above the bar.
        let closed = L.layout(root: #"{"type":"stack","id":"s","axis":"vertical","children":["#
            + #"{"type":"element","id":"map","role":"map","ignoresSafeArea":true},"# + F.element("bar", #""height":52"#) + "]}", .closed)
        #expect(closed.frame("map") == CGRect(0, 0, 360, 54 + 640))
        #expect(closed.frame("bar") == CGRect(0, 694, 360, 52))
    }

    @Test("regions: leading and trailing beside a book fold, top and bottom at a tabletop one, whole across", arguments: LayoutDirection.allCases)
    func regions(direction: LayoutDirection) {
        let root = #"{"type":"overlay","id":"o","children":["#
            + F.element("left", #""width":100,"height":100,"alignment":"topLeading""#) + ","
            + F.element("top", #""width":100,"height":100,"alignment":"top""#) + ","
            + F.element("bottom", #""width":100,"height":100,"alignment":"bottomTrailing""#) + "]}"
        let book = L.layout(root: root, .book, direction: direction)
        // topLeading sits on the left in LTR, on the right in RTL: the leading region either way.
        #expect(book["left"]?.region == .leading)
        #expect(book["bottom"]?.region == .trailing)
        #expect(book["top"]?.region == .whole, "centred across the fold at x 397.67 … 497.67")
        #expect(book["o"]?.region == .whole)
        let tabletop = L.layout(root: root, .tabletop, direction: direction)
        #expect(tabletop["top"]?.region == .top && tabletop["bottom"]?.region == .bottom)
        #expect(L.layout(root: root, .flat, direction: direction)["left"]?.region == .whole, "an inactive fold divides nothing")
    }
}

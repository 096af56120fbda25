import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
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

    /// A window the fold only clips lays out beside it, as every container does (SPEC 3.5): the
    /// root's slot is the safe area less the clipped strip. The Duo's fold: x 455.5 … 495.5 in
    /// book (landscape 951 × 669), y 455.5 … 495.5 in tabletop (portrait 669 × 951).
    @Test("a window the fold only clips: the root beside the fold, a trailing control off it", arguments: [
        // Safe area (0, 0, 470, 649): no trailing inset away from the side bar; cut at 455.5.
        (PosturePreset.book, CGRect(0, 0, 470, 669), CGRect(0, 0, 455.5, 649)),
        (.book, CGRect(0, 0, 495, 669), CGRect(0, 0, 455.5, 649)),
        // At display x 470 the fold is at 455.5 − 470 = −14.5 … 25.5; the safe area (0, 0, 425, 649)
        // keeps the side bar's 56: 25.5 … 425.
        (.book, CGRect(470, 0, 481, 669), CGRect(25.5, 0, 425 - 25.5, 649)),
        // Tabletop: safe area (0, 56, 669, 414) under the top inset; cut at 455.5.
        (.tabletop, CGRect(0, 0, 669, 470), CGRect(0, 56, 669, 455.5 - 56)),
        // At display y 480 the fold is at −24.5 … 15.5; safe area (0, 0, 669, 451): 15.5 … 451.
        (.tabletop, CGRect(0, 480, 669, 471), CGRect(0, 15.5, 669, 451 - 15.5)),
    ] as [(PosturePreset, CGRect, CGRect)])
    func windowTheFoldClips(preset: PosturePreset, window: CGRect, expected: CGRect) throws {
        let root = #"{"type":"stack","id":"s","axis":"horizontal","children":["# + F.element("filler") + ","
            + #"{"type":"element","id":"go","role":"control","width":44,"height":44}]}"#
        let fold = try #require(Builtins.space("iphone-duo", preset, window: window).regions.first { $0.id == "fold" }).frame
        for direction in LayoutDirection.allCases {
            let layout = L.layout(root: root, preset, direction: direction, window: window)
            #expect(layout.frame("s") == expected, "\(direction.rawValue)")
            let go = try #require(layout.frame("go"))
            #expect(!go.overlapsWithArea(fold) && expected.containsRect(go, tolerance: 1e-9), "\(direction.rawValue): control \(go), fold \(fold)")
        }
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

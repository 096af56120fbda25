import Foundation
import Testing
import FoldKit
@testable import FoldKitScenes

/// Stacks: fixed lengths first, fill children share the rest, spacing between, padding around,
/// alignment inside the slot; on the Duo in book, whose safe area is (0, 0, 895, 649):
/// 951 − 56 trailing side bar, 669 − 20 bottom.
@Suite("Scene layout: stacks")
struct StackLayoutTests {
    typealias F = SceneFixtures
    typealias L = SceneLayoutFixtures

    @Test("a vertical stack gives fixed children their length and the fill child the rest [SPEC 8.1]")
    func verticalStack() throws {
        let result = L.layout(root: #"{"type":"stack","id":"s","axis":"vertical","spacing":8,"children":["#
            + #"{"type":"element","id":"bar","role":"toolbar","height":52},"# + F.element("body") + ","
            + #"{"type":"element","id":"send","role":"control","interactive":true,"height":44,"width":200,"padding":8}]}"#)
        #expect(result.frame("s") == CGRect(0, 0, 895, 649))
        #expect(result.frame("bar") == CGRect(0, 0, 895, 52))
        // 521 = 649 − 2 × 8 spacing − 52 − (44 + 2 × 8 padding)
        #expect(result.frame("body") == CGRect(0, 52 + 8, 895, 649 - 2 * 8 - 52 - (44 + 2 * 8)))
        // The button's slot is (0, 589, 895, 60); padding leaves (8, 597, 879, 44), and the 200-pt
        // button is centred in it: x = 8 + (879 − 200) / 2 = 347.5, snapped to the 1/3-pt grid: 1043 / 3.
        let send = try #require(result.frame("send"))
        #expect(send == CGRect(1043.0 / 3, 597, 200, 44))
        #expect(send.maxY + 8 == 649, "the last slot ends at the stack's end, its padding inside")
    }

    @Test("fill children share equally and neighbours share their boundary exactly [SPEC 1]")
    func equalFillsShareBoundaries() throws {
        let result = L.layout(root: #"{"type":"stack","id":"s","axis":"horizontal","children":["#
            + F.element("a") + "," + F.element("b") + "," + F.element("c") + "]}", .flat)
        let a = try #require(result.frame("a")), b = try #require(result.frame("b")), c = try #require(result.frame("c"))
        #expect(a.minX == 0 && c.maxX == 895)
        #expect(a.maxX == b.minX && b.maxX == c.minX)
        #expect(a.maxX == 895.0 / 3 && b.maxX == 1790.0 / 3, "895 / 3 = 298.33…, a boundary on the 1/3-pt pixel grid")
    }

    @Test("a horizontal stack runs from the leading edge: the right one in RTL [SPEC 1]", arguments: LayoutDirection.allCases)
    func horizontalStackFollowsLayoutDirection(direction: LayoutDirection) {
        let result = L.layout(root: #"{"type":"stack","id":"s","axis":"horizontal","spacing":10,"children":["#
            + #"{"type":"element","id":"icon","role":"image","width":100},"# + F.element("title") + "]}", .book, direction: direction)
        // 785 = 895 − 100 − 10
        if direction == .leftToRight {
            #expect(result.frame("icon") == CGRect(0, 0, 100, 649))
            #expect(result.frame("title") == CGRect(110, 0, 785, 649))
        } else {
            #expect(result.frame("icon") == CGRect(895 - 100, 0, 100, 649))
            #expect(result.frame("title") == CGRect(0, 0, 785, 649))
        }
    }

    @Test("fixed children that do not fit shrink in proportion and fills get nothing; nothing leaves the stack")
    func overflowShrinks() throws {
        // Closed landscape: safe area (54, 0, 672, 339).
        let result = L.layout(root: #"{"type":"stack","id":"s","axis":"vertical","children":["#
            + F.element("a", #""height":200"#) + "," + F.element("b", #""height":200"#) + "," + F.element("c") + "]}", .closedLandscape)
        let a = try #require(result.frame("a")), b = try #require(result.frame("b")), c = try #require(result.frame("c"))
        // Each gets 200 × 339 / 400 = 169.5, whose boundary snaps to 509 / 3.
        #expect(a == CGRect(54, 0, 672, 509.0 / 3))
        #expect(b.minY == a.maxY && b.maxY == 339)
        #expect(c == CGRect(54, 339, 672, 0))
    }

    @Test("a child narrower than its slot sits by its alignment; leading mirrors in RTL", arguments: LayoutDirection.allCases)
    func crossAxisAlignment(direction: LayoutDirection) {
        let result = L.layout(root: #"{"type":"stack","id":"s","axis":"vertical","children":["#
            + F.element("a", #""width":300,"height":40,"alignment":"leading""#) + ","
            + F.element("b", #""width":300,"height":40,"alignment":"trailing""#) + "]}", .flat, direction: direction)
        let ltr = direction == .leftToRight
        #expect(result.frame("a") == CGRect(ltr ? 0 : 895 - 300, 0, 300, 40))
        #expect(result.frame("b") == CGRect(ltr ? 895 - 300 : 0, 40, 300, 40))
    }

    @Test("a presentation in a stack takes no length [SPEC 7]")
    func presentationIsOutOfFlow() {
        let result = L.layout(root: #"{"type":"stack","id":"s","axis":"vertical","children":["#
            + F.element("bar", #""height":52"#) + #",{"type":"presentation","id":"alert","kind":"alert"},"# + F.element("body") + "]}")
        #expect(result.frame("body") == CGRect(0, 52, 895, 649 - 52))
        // Book: the alert (270 × 150 by default) is centred in the region on the outer display's
        // side (the trailing one, 495.5 … 895, SPEC 5.2, 7): x = 495.5 + (399.5 − 270) / 2 = 560.25,
        // y = (649 − 150) / 2 = 249.5; presentations are not snapped (their regions are data).
        #expect(result.frame("alert") == CGRect(495.5 + (399.5 - 270) / 2, (649 - 150) / 2, 270, 150))
        #expect(result["alert"]?.zIndex == 1, "presentations sit above all content (z 0 here)")
        #expect(result["alert"]?.isInteractive == true && result["alert"]?.isImportant == true)
    }
}

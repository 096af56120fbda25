import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// SPEC 8.1 (amended): a node given an explicit width or height keeps it in every container — a
/// stack, an overlay, an arrangement's pane — aligned inside the slot; a slot smaller than that
/// gives less, and the layout records both the size asked for and the size given. The Duo:
/// safe area (0, 0, 895, 649) in landscape; in book the regions are x 0…455.5 and 495.5…895.
@Suite("Scene layout: explicit sizes in every container")
struct ExplicitSizeLayoutTests {
    typealias F = SceneFixtures
    typealias L = SceneLayoutFixtures

    /// A split arrangement whose primary asks for 200 × 100 at the top-leading corner and whose
    /// secondary asks for 200 × 100 at the bottom-trailing corner of their panes.
    static let splitOfFixedViews = #"{"type":"arrangement","id":"a","style":"split","primary":"#
        + F.element("p", #""width":200,"height":100,"alignment":"topLeading""#) + #","secondary":"#
        + F.element("s", #""width":200,"height":100,"alignment":"bottomTrailing""#) + "}"

    @Test("a 200 × 100 view keeps its size in a split pane, flat and folded", arguments: LayoutDirection.allCases)
    func splitPaneKeepsSize(direction: LayoutDirection) throws {
        let flat = L.layout(root: Self.splitOfFixedViews, .flat, direction: direction)
        let pane = try #require(flat.frame("a"))
        #expect(flat.frame("p")?.size == CGSize(width: 200, height: 100) && flat.frame("s")?.size == CGSize(width: 200, height: 100))
        // Leading is the left edge in LTR, the right one in RTL; the panes share the 895-pt safe area.
        let leadingX: CGFloat = direction == .leftToRight ? 0 : 895 - 200
        #expect(flat.frame("p")?.origin == CGPoint(x: leadingX, y: 0))
        #expect(flat["p"]?.askedSize == nil && pane == CGRect(0, 0, 895, 649))

        let book = L.layout(root: Self.splitOfFixedViews, .book, direction: direction)
        // [S1] The primary takes the leading region: 0…455.5 in LTR, 495.5…895 in RTL; its top-leading
        // corner is the region's. The secondary's bottom-trailing corner: (895, 649) in LTR, (0, 649) in RTL.
        let primaryX: CGFloat = direction == .leftToRight ? 0 : 895 - 200
        let secondaryX: CGFloat = direction == .leftToRight ? 895 - 200 : 0
        #expect(book.frame("p") == CGRect(primaryX, 0, 200, 100))
        #expect(book.frame("s") == CGRect(secondaryX, 649 - 100, 200, 100))
    }

    @Test("the Accessibility Reader's controls: a 320 × 72 bar while stacked, a 280 × 292 column of 64-pt buttons centred in their own region [S1]",
          arguments: LayoutDirection.allCases)
    func readerControls(direction: LayoutDirection) throws {
        let scene = try Scene.builtIn("accessibility-reader")
        // Flat: stacked over the text, the bar keeps 320 × 72 at the bottom edge (SPEC 8.1).
        let flat = SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", .flat), layoutDirection: direction)
        #expect(flat.frame("reader-controls")?.size == CGSize(width: 320, height: 72) && flat["reader-controls"]?.appliedVariant == nil)
        // Book: side by side, the `stacked: false` variant applies (SPEC 10.3): a vertical column
        // 280 × 292 (292 = 4 × 64 + 3 × 12) centred in the trailing region less the 12-pt padding —
        // LTR (507.5, 12, 375.5, 625): snap(507.5 + (375.5 − 280) / 2) = snap(555.25) = 1666 / 3;
        // RTL (12, 12, 431.5, 625): snap(12 + (431.5 − 280) / 2) = snap(87.75) = 263 / 3;
        // y = snap(12 + (625 − 292) / 2) = snap(178.5) = 536 / 3.
        let book = SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", .book), layoutDirection: direction)
        let x: CGFloat = direction == .leftToRight ? 1666.0 / 3 : 263.0 / 3
        #expect(book.frame("reader-controls") == CGRect(x, 536.0 / 3, 280, 292))
        #expect(book["reader-controls"]?.appliedVariant == 0)
        // The four buttons one below the other, each 64 high (its own `stacked: false` variant)
        // within a pixel of the 1/3-pt grid, 280 wide.
        for id in ["smaller-text", "larger-text", "speak", "contrast"] {
            let size = try #require(book.frame(id)?.size)
            #expect(size.width == 280 && abs(size.height - 64) <= 1.0 / 3 + 1e-9, "\(id) \(size)")
        }
    }

    @Test("a slot smaller than the size asked records both", arguments: [PosturePreset.flat, .book])
    func askedSizeRecorded(preset: PosturePreset) throws {
        let root = #"{"type":"arrangement","id":"a","style":"split","primary":"# + F.element("wide", #""width":600,"height":100"#)
            + #","secondary":"# + F.element("s") + "}"
        let result = L.layout(root: root, preset)
        let wide = try #require(result["wide"])
        // Flat the pane is half the safe area, snapped: 1343 / 3 (447.67); in book the leading region, 455.5.
        let given: CGFloat = preset == .flat ? 1343.0 / 3 : 455.5
        #expect(wide.frame?.width == given && wide.frame?.height == 100)
        #expect(wide.askedSize == CGSize(width: 600, height: 100))
        #expect(result["s"]?.askedSize == nil)
    }

    @Test("a stack that shrinks its fixed children records what each asked")
    func stackShrinkRecorded() throws {
        let root = #"{"type":"stack","id":"row","axis":"horizontal","children":["# + F.element("a", #""width":600"#) + ","
            + F.element("b", #""width":600"#) + "]}"
        let result = L.layout(root: root, .flat)
        // 1200 pt asked in 895: each shrinks to 895 / 2 = 447.5 (the inner boundary snaps to 1343 / 3).
        #expect(result["a"]?.askedSize?.width == 600 && result["b"]?.askedSize?.width == 600)
        #expect((result.frame("a")?.width ?? 0) + (result.frame("b")?.width ?? 0) == 895)
    }
}

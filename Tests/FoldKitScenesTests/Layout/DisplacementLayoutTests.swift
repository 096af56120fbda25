import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// SPEC 5.3 (amended): a displaced element keeps its size, and the padding its scene gives it,
/// if it fits the region (less the safe area), else shrinks to fit — it never lands flush against
/// the display edge or the fold's frame because it moved. The Duo: book regions x 0…455.5 and
/// 495.5…895; tabletop regions y 56…455.5 and 495.5…931.
@Suite("Scene layout: displacement keeps padding")
struct DisplacementLayoutTests {
    typealias F = SceneFixtures
    typealias L = SceneLayoutFixtures

    @Test("the built-in search field keeps its 8-pt padding in its region", arguments: LayoutDirection.allCases)
    func searchFieldKeepsPadding(direction: LayoutDirection) throws {
        let book = SceneLayout.solve(unchecked: try Scene.builtIn("search"), in: Builtins.space("iphone-duo", .book), layoutDirection: direction)
        // Flat it spans 8…887 (879 pt); the region holding most of it is the left one, 0…455.5
        // (447.5 pt of it against 391.5 right), in both directions: 455.5 − 2 × 8 = 439.5 wide.
        #expect(book.frame("search-field") == CGRect(8, 8, 455.5 - 2 * 8, 60 - 2 * 8))
        let flat = SceneLayout.solve(unchecked: try Scene.builtIn("search"), in: Builtins.space("iphone-duo", .flat), layoutDirection: direction)
        #expect(flat.frame("search-field") == CGRect(8, 8, 895 - 2 * 8, 60 - 2 * 8))
    }

    @Test("a padded control sent to the touch surface in tabletop keeps its padding from the fold", arguments: LayoutDirection.allCases)
    func tabletopControlKeepsPadding(direction: LayoutDirection) {
        let root = #"{"type":"stack","id":"screen","axis":"vertical","children":["# + F.element("content")
            + #",{"type":"displace","id":"move","purpose":"interactive","height":440,"child":{"type":"element","id":"pad","role":"control","padding":10}}]}"#
        let result = L.layout(root: root, .tabletop, direction: direction)
        // In place the displace node is the stack's second half, y 56 + 435 = 491…931; the control
        // with its 10-pt padding spans all of it and so crosses the fold (455.5…495.5). Moved into
        // the bottom region 495.5…931 (435.5 pt), the padded 440 pt shrink to 435.5: the control
        // is 435.5 − 2 × 10 = 415.5 high from 495.5 + 10, and keeps x 10…659.
        #expect(result.frame("pad") == CGRect(10, 495.5 + 10, 669 - 2 * 10, (931 - 495.5) - 2 * 10))
        #expect(result["pad"]?.region == .bottom)
    }
}

/// SPEC 5.2 through a scene: `anticipatesFold` on a `displace` node (SCENE.md).
@Suite("Scene layout: anticipating the fold")
struct AnticipatedFoldLayoutTests {
    static func root(anticipates: Bool) -> String {
        #"{"type":"overlay","id":"screen","children":[{"type":"element","id":"page","role":"text"},"#
            + #"{"type":"displace","id":"focus","purpose":"contextual","anticipatesFold":\#(anticipates),"#
            + #""child":{"type":"element","id":"bar","role":"searchField","width":300,"height":40,"alignment":"top"}}]}"#
    }

    @Test("flat, an anticipating search bar already sits beside the crease; folding moves nothing", arguments: LayoutDirection.allCases)
    func anticipates(direction: LayoutDirection) {
        let flat = SceneLayoutFixtures.layout(root: Self.root(anticipates: true), .flat, direction: direction)
        let book = SceneLayoutFixtures.layout(root: Self.root(anticipates: true), .book, direction: direction)
        // Centred, snap((895 − 300) / 2) = 893 / 3 = 297.67 … 597.67: more of it left of the fold, so
        // next to it on the left: 455.5 − 300 = 155.5, flat and folded alike.
        #expect(flat.frame("bar") == CGRect(155.5, 0, 300, 40) && book.frame("bar") == flat.frame("bar"))
        let plain = SceneLayoutFixtures.layout(root: Self.root(anticipates: false), .flat, direction: direction)
        #expect(plain.frame("bar") == CGRect(893.0 / 3, 0, 300, 40))
    }
}

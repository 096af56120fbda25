import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// SPEC 7 (amended 2026-12-02) in the built-in photo scene: the menu keeps its 250 × 220 and, in
/// tabletop, opens on the touch surface below the fold, aligned with the photo.
struct MenuSceneTests {
    /// Tabletop (669 × 951, fold frame y 455.5 … 495.5): the lifted photo at x 174.67 … 494.67,
    /// the menu centred on it, 8 pt below the fold's frame: (209.67, 503.5, 250, 220).
    @Test("the photo's menu in tabletop: 250 wide, below the fold, 8 pt or more from the edges [SPEC 7]",
          arguments: LayoutDirection.allCases)
    func photoMenuTabletop(direction: LayoutDirection) throws {
        let result = SceneLayout.solve(unchecked: try Scene.builtIn("photo-context-menu"), in: Builtins.space("iphone-duo", .tabletop),
                                       layoutDirection: direction)
        let photo = try #require(result.frame("photo"))
        let menu = try #require(result.frame("photo-menu"))
        #expect(menu.isApproximatelyEqual(to: CGRect(x: photo.midX - 125, y: 495.5 + 8, width: 250, height: 220)))
        #expect(abs(menu.minX - 629.0 / 3) < 1e-9, "209.67 = 174.67 + 160 − 125")
        #expect(menu.minX >= 8 && menu.maxX <= 669 - 8 && menu.maxY <= 931 - 8)
        #expect(result["photo-menu"]?.askedSize == nil, "kept its size")
    }
}

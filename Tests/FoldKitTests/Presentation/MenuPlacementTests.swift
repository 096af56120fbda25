import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// SPEC 7 (amended 2026-12-02): a popover or menu keeps the size it asks for wherever a region can
/// hold it, stays at least 8 pt inside the safe area from every window edge, and in tabletop goes
/// from an anchor in the top region to the bottom region, the touch surface, aligned with it.
struct MenuPlacementTests {
    typealias R = PresentationFieldReportTests

    static func duo(_ preset: PosturePreset, _ direction: LayoutDirection) -> LayoutSpace {
        Builtins.space("iphone-duo", preset).with(layoutDirection: direction)
    }

    /// The photo's menu (250 × 220) anchored to the lifted photo (174.67, 132, 320, 320) in the
    /// Duo's tabletop (fold frame y 455.5 … 495.5): no side of the photo holds it in the top region,
    /// so it went 167 wide before; now it keeps its size at the touch surface's top, 8 pt below the
    /// fold's frame, centred on the photo: x = 174.67 + 160 − 125 = 209.67, in both directions.
    @Test("tabletop: the menu keeps its size on the touch surface, aligned with its anchor across the fold [SPEC 7]",
          arguments: LayoutDirection.allCases)
    func touchSurface(direction: LayoutDirection) throws {
        let photo = CGRect(x: 524.0 / 3, y: 132, width: 320, height: 320)
        let menu = try R.place(PresentationRequest(kind: .menu, size: CGSize(width: 250, height: 220), anchor: photo, space: Self.duo(.tabletop, direction)))
        #expect(menu.frame == CGRect(x: photo.midX - 125, y: 495.5 + 8, width: 250, height: 220))
        #expect(menu.reason == .touchSurface && menu.arrowDirection == .up && menu.fit == .fits && menu.regionIndex == 1)
    }

    /// A menu near the window's leading edge stays 8 pt inside the safe area (the closed Duo:
    /// 360 × 780, safe area y 54 … 746): anchored at x 0, it starts at x 8, not 0.
    @Test("a menu stays 8 pt inside the safe area from each window edge [SPEC 7]", arguments: LayoutDirection.allCases)
    func edgeDistance(direction: LayoutDirection) throws {
        let anchor = CGRect(x: 0, y: 100, width: 44, height: 44)
        let menu = try R.place(PresentationRequest(kind: .menu, size: CGSize(width: 250, height: 220), anchor: anchor, space: Self.duo(.closed, direction)))
        #expect(menu.frame == CGRect(x: 8, y: 100 + 44 + 8, width: 250, height: 220))
        let low = CGRect(x: 300, y: 700, width: 44, height: 40)
        let above = try R.place(PresentationRequest(kind: .menu, size: CGSize(width: 250, height: 220), anchor: low, space: Self.duo(.closed, direction)))
        // Below has no room (700 + 40 + 8 + 220 > 746 − 8): above, ending 8 pt over the anchor;
        // x clamped to 360 − 8 − 250 = 102.
        #expect(above.frame == CGRect(x: 360 - 8 - 250, y: 700 - 8 - 220, width: 250, height: 220) && above.arrowDirection == .down)
    }

    /// A menu taller than the touch surface stays with its anchor in the top region (the rule that
    /// keeps its size wins over the region): 400 pt do not fit under the fold's 951 − 20 − 495.5.
    @Test("tabletop: a menu the touch surface cannot hold stays beside its anchor [SPEC 7]")
    func tooTallForTheTouchSurface() throws {
        let anchor = CGRect(x: 100, y: 60, width: 44, height: 44)
        let menu = try R.place(PresentationRequest(kind: .menu, size: CGSize(width: 250, height: 440), anchor: anchor, space: Self.duo(.tabletop, .leftToRight)))
        #expect(menu.reason == .anchorRegion && menu.regionIndex == 0)
    }

    @Test("minimumEdgeDistance must be finite and ≥ 0: refused, named")
    func invalidEdgeDistance() {
        var request = PresentationRequest(kind: .menu, size: CGSize(width: 100, height: 100), anchor: .zero, space: Self.duo(.flat, .leftToRight))
        request.minimumEdgeDistance = -1
        #expect(throws: PlacementError.self) { try Presentation.solve(request) }
        request.minimumEdgeDistance = .nan
        #expect { try Presentation.solve(request) } throws: { "\($0)".contains("minimumEdgeDistance") }
    }
}

/// SPEC 7 (amended 2026-12-02): where the anchor's region cannot hold the menu whole beside it, the
/// nearest region that can takes it at its size, against the fold, before anything shrinks.
struct MenuAcrossTheFoldTests {
    /// The tri-fold in book (1061 × 744, folds' frames x 341.5 … 365.5 and 695.5 … 719.5): a photo
    /// (350.67, 194, 360, 360) across fold-1 belongs to the middle region, where no side holds a
    /// 240 × 260 menu; the leading panel does, against fold-1: x = 341.5 − 240 = 101.5, centred on
    /// the photo: y = 374 − 130 = 244, its arrow towards the photo.
    @Test("tri-fold book: the menu keeps its size in the panel beside the anchor's [SPEC 7]")
    func besideAcrossTheFold() throws {
        let photo = CGRect(x: 1052.0 / 3, y: 194, width: 360, height: 360)
        let menu = try Presentation.solve(PresentationRequest(kind: .menu, size: CGSize(width: 240, height: 260), anchor: photo,
                                                              space: Builtins.space("tri-fold", .book)))
        #expect(menu.frame == CGRect(x: 341.5 - 240, y: 244, width: 240, height: 260))
        #expect(menu.fit == .fits && menu.arrowDirection == .right && menu.regionIndex == 0)
    }
}

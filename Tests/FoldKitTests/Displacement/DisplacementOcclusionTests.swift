import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// An occlusion alone nudges an element the shortest way out within its region (SPEC 5.2;
/// field reports BR-21, BR-23a). A report's margin m is modelled as the region's frame widened by
/// m on each side, with margins m (the frame includes its margins, SPEC 3.2).
@Suite("Occlusion nudge (SPEC 5.2, BR-21, BR-23)")
struct DisplacementOcclusionTests {
    /// An occlusion whose hardware area is `hardware`, with margin `m` on every side.
    static func occlusion(_ id: String, hardware: CGRect, margin m: CGFloat) -> ReservedRegion {
        ReservedRegion(id: id, kind: .occlusion, frame: hardware.insetBy(dx: -m, dy: -m),
                       margins: EdgeInsets(top: m, leading: m, bottom: m, trailing: m), isActive: true)
    }

    @Test("BR-21: a hole punch covering a corner button moves it down 34 pt, not left 48 pt")
    func holePunch() throws {
        let space = LayoutSpace(window: CGRect(x: 0, y: 0, width: 412, height: 915),
                                regions: [Self.occlusion("cutout", hardware: CGRect(x: 360, y: 6, width: 32, height: 32), margin: 8)])
        let request = DisplacementRequest(space: space, frame: CGRect(x: 352, y: 12, width: 48, height: 48), purpose: .interactive)
        let result = try Displacement.solve(request)
        // Down: y = 6 + 32 + 8 = 46 (shift 34); left: x = 360 − 8 − 48 = 304 (shift 48).
        #expect(result.frame == CGRect(x: 352, y: 6 + 32 + 8, width: 48, height: 48))
        #expect(result.distance == 34)
        #expect(result.reason == .occlusion)
        #expect(space.regions.count == 1 && UsableRegions(container: space.bounds, regions: space.regions).regions.count == 1)   // never splits
        #expect(DisplacementInvariants.violations(result, for: request).isEmpty)
    }

    @Test("BR-21 in RTL: the button pins to the top-left, where there is no cutout, and stays")
    func holePunchRTL() throws {
        let space = LayoutSpace(window: CGRect(x: 0, y: 0, width: 412, height: 915),
                                regions: [Self.occlusion("cutout", hardware: CGRect(x: 360, y: 6, width: 32, height: 32), margin: 8)])
        let mirrored = CGRect(x: 352, y: 12, width: 48, height: 48).mirrored(inWidth: 412)   // (12, 12, 48, 48)
        let result = try Displacement.solve(DisplacementRequest(space: space.with(layoutDirection: .rightToLeft), frame: mirrored, purpose: .interactive))
        #expect(result.frame == CGRect(x: 12, y: 12, width: 48, height: 48))
        #expect(!result.isDisplaced)
    }

    @Test("BR-23a: a cover display's trailing camera strip moves a toolbar button to x = 430 − 8 − 44 = 378")
    func coverStrip() throws {
        let space = LayoutSpace(window: CGRect(x: 0, y: 0, width: 466, height: 678), regions: [
            Self.occlusion("strip", hardware: CGRect(x: 430, y: 0, width: 36, height: 678), margin: 8),
        ], posture: .closed)
        let request = DisplacementRequest(space: space, frame: CGRect(x: 410, y: 10, width: 44, height: 44), purpose: .interactive)
        let result = try Displacement.solve(request)
        #expect(result.frame == CGRect(x: 430 - 8 - 44, y: 10, width: 44, height: 44))
        #expect(DisplacementInvariants.violations(result, for: request).isEmpty)
    }

    @Test("Duo: the inner camera turning on under a side-bar control nudges it down, out of the camera [S1][S4]")
    func innerCameraTurnsOn() throws {
        // Duo flat (landscape): side bar x 895…951; inner camera (903, 20, 40, 40), margins included.
        let sideBar = CGRect(x: 895, y: 0, width: 56, height: 669)
        let control = CGRect(x: 901, y: 24, width: 44, height: 44)
        let off = try Displacement.solve(DisplacementRequest(space: Builtins.space("iphone-duo", .flat), frame: control, purpose: .interactive, container: sideBar))
        #expect(off.frame == control && !off.isDisplaced)
        let streaming = Builtins.space("iphone-duo", .flat, cameraStreaming: true)
        let request = DisplacementRequest(space: streaming, frame: control, purpose: .interactive, container: sideBar)
        let on = try Displacement.solve(request)
        // Down: y = 20 + 40 = 60 (shift 36); up and sideways leave the side bar.
        #expect(on.frame == CGRect(x: 901, y: 60, width: 44, height: 44))
        #expect(on.reason == .occlusion)
        #expect(DisplacementInvariants.violations(on, for: request).isEmpty)
    }

    @Test("No position clear: the largest part clear of the occlusion, reported as shrunk (SPEC 5.3)")
    func shrinksBesideOcclusion() throws {
        // The flip-foldable held sideways with its camera streaming: the keyboard fills the safe
        // area's width, 32…1006, and the punch hole's frame reaches x 36 at y 190…222.
        let space = LayoutSpace(window: CGRect(x: 0, y: 0, width: 1006, height: 412),
                                safeAreaInsets: PhysicalInsets(top: 0, left: 32, bottom: 20, right: 0), regions: [
            Self.occlusion("inner-camera", hardware: CGRect(x: 8, y: 194, width: 24, height: 24), margin: 4),
        ])
        let keyboard = CGRect(x: 32, y: 192, width: 974, height: 200)
        let request = DisplacementRequest(space: space, frame: keyboard, purpose: .interactive)
        let result = try Displacement.solve(request)
        // Right of the camera: x 36 = 8 + 24 + 4, width 970 = 1006 − 36 (970 × 200 = 194 000 pt²);
        // below it would keep 974 × 170 (392 − 222) = 165 580 pt².
        #expect(result.frame == CGRect(x: 8 + 24 + 4, y: 192, width: 1006 - 36, height: 200))
        #expect(result.fit == .shrunk)
        #expect(DisplacementInvariants.violations(result, for: request).isEmpty)
    }

    @Test("No part clear of occlusions: best effort inside the region, reported as noRoom")
    func noRoom() throws {
        let space = LayoutSpace(window: CGRect(x: 0, y: 0, width: 100, height: 100),
                                regions: [ReservedRegion(id: "cam", kind: .occlusion, frame: CGRect(x: 0, y: 0, width: 100, height: 100), isActive: true)])
        let result = try Displacement.solve(DisplacementRequest(space: space, frame: CGRect(x: 0, y: 0, width: 90, height: 90), purpose: .interactive))
        #expect(result.fit == .noRoom)
        #expect(space.bounds.containsRect(result.frame))
    }
}

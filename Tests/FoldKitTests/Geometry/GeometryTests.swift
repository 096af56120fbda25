import Foundation
import Testing
import FoldKit

@Suite("Geometry")
struct GeometryTests {
    @Test("SPEC 2.4 rotation: the Duo's fold at x 455.5 in landscape is the strip y 455.5 … 495.5 in portrait")
    func rotationOfTheFold() {
        let fold = CGRect(x: 455.5, y: 0, width: 40, height: 669)
        // x' = minY = 0, y' = W − maxX = 951 − 495.5 = 455.5, w' = h = 669, h' = w = 40
        #expect(fold.rotatedOutOfNatural(naturalWidth: 951) == CGRect(x: 0, y: 455.5, width: 669, height: 40))
    }

    @Test("SPEC 2.4 rotation: the outer camera in the top-trailing corner moves to the top-leading corner")
    func rotationOfTheCamera() {
        // x' = 12, y' = 360 − (306 + 40) = 14
        #expect(CGRect(x: 306, y: 12, width: 40, height: 40).rotatedOutOfNatural(naturalWidth: 360) == CGRect(x: 12, y: 14, width: 40, height: 40))
    }

    @Test("Physical insets rotate with the display: natural top → left, left → bottom, bottom → right, right → top")
    func insetRotation() {
        let insets = PhysicalInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.rotatedOutOfNatural == PhysicalInsets(top: 4, left: 1, bottom: 2, right: 3))
    }

    @Test("Leading is left in LTR and right in RTL")
    func directionalInsets() {
        let insets = PhysicalInsets(top: 0, left: 0, bottom: 20, right: 56)
        #expect(insets.directional(.leftToRight) == EdgeInsets(top: 0, leading: 0, bottom: 20, trailing: 56))
        #expect(insets.directional(.rightToLeft) == EdgeInsets(top: 0, leading: 56, bottom: 20, trailing: 0))
        #expect(insets.directional(.rightToLeft).physical(.rightToLeft) == insets)
    }

    @Test("Mirroring inside a view: x' = width − maxX (SPEC 3.4)")
    func mirroring() {
        // 204.5 = 700 − (455.5 + 40)
        #expect(CGRect(x: 455.5, y: 0, width: 40, height: 669).mirrored(inWidth: 700) == CGRect(x: 204.5, y: 0, width: 40, height: 669))
        let rect = CGRect(x: 10, y: 5, width: 30, height: 7)
        #expect(rect.mirrored(inWidth: 100).mirrored(inWidth: 100) == rect)
    }

    struct SnapCase: CustomTestStringConvertible, Sendable {
        var value: CGFloat, scale: CGFloat, expected: CGFloat
        var testDescription: String { "\(value) at @\(scale)x → \(expected)" }
    }

    @Test("Pixel snapping rounds boundaries to 1/scale pt, halfway up", arguments: [
        SnapCase(value: 380.4, scale: 3, expected: 1141.0 / 3),      // 380.4 × 3 = 1141.2 px → 1141 px
        SnapCase(value: 455.5, scale: 3, expected: 1367.0 / 3),      // 455.5 × 3 = 1366.5 px, a half → 1367 px
        SnapCase(value: 0.5, scale: 1, expected: 1),                 // halfway → up
        SnapCase(value: -0.5, scale: 1, expected: 0),                // halfway → up, toward +∞
        SnapCase(value: 187.75, scale: 2, expected: 188),            // 375.5 px → 376 px
    ])
    func snapping(_ c: SnapCase) {
        #expect(PixelGrid(scale: c.scale).snap(c.value) == c.expected)
    }

    @Test("Snapping a rect snaps its edges, so neighbours sharing an edge stay flush")
    func snappingRects() {
        let grid = PixelGrid(scale: 3)
        let left = grid.snap(CGRect(x: 0, y: 0, width: 380.4, height: 10))
        let right = grid.snap(CGRect(x: 380.4, y: 0, width: 570.6, height: 10))
        #expect(left.maxX == right.minX)
        #expect(right.maxX == 951)
    }

    @Test("A non-finite or non-positive scale snaps nothing and never traps")
    func degenerateGrids() {
        for scale in [0, -3, .nan, .infinity] as [CGFloat] {
            #expect(PixelGrid(scale: scale).snap(455.5) == 455.5)
        }
    }

    @Test("Area overlap ignores touching edges; a zero-width line counts when it lies inside")
    func overlapTests() {
        let view = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(!CGRect(x: 100, y: 0, width: 10, height: 10).overlapsWithArea(view))
        #expect(CGRect(x: 50, y: 0, width: 0, height: 100).touchesInterior(of: view))
        #expect(!CGRect(x: 100, y: 0, width: 0, height: 100).touchesInterior(of: view))
        #expect(!CGRect(x: 50, y: 0, width: 0, height: 100).overlapsWithArea(view))
    }
}

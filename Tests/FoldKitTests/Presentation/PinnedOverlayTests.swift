import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// A pinned overlay is recomputed from its rule on every size or posture change (SPEC 7 [S3];
/// field report BR-22).
@Suite("Pinned overlay (BR-22)")
struct PinnedOverlayTests {
    static let overlay = PinnedOverlay(size: CGSize(width: 56, height: 56), edge: .trailing, centreFraction: 0.4)
    static let closed = LayoutSpace(window: CGRect(x: 0, y: 0, width: 412, height: 900))
    static func open(active: Bool) -> LayoutSpace {
        LayoutSpace(window: CGRect(x: 0, y: 0, width: 792, height: 820),
                    regions: [ReservedRegion(id: "fold", kind: .division, frame: CGRect(x: 396, y: 0, width: 0, height: 820), isActive: active)])
    }

    @Test("BR-22: closed → flat → book → closed, each frame recomputed from the rule, none stale")
    func recomputedOnEveryChange() throws {
        let sequence: [(LayoutSpace, CGRect)] = [
            (Self.closed, CGRect(x: 412 - 56, y: 0.4 * 900 - 28, width: 56, height: 56)),        // (356, 332)
            (Self.open(active: false), CGRect(x: 792 - 56, y: 0.4 * 820 - 28, width: 56, height: 56)),   // (736, 300)
            (Self.open(active: true), CGRect(x: 792 - 56, y: 0.4 * 820 - 28, width: 56, height: 56)),
            (Self.closed, CGRect(x: 356, y: 332, width: 56, height: 56)),
        ]
        for (space, expected) in sequence {
            let result = try Self.overlay.solve(in: space)
            #expect(result.frame == expected)
            #expect(!result.isDisplaced)
            #expect(RegionOverlap.violations(result.frame, named: "overlay", in: space).isEmpty)
        }
        // The stale closed frame would straddle the fold at x 396 in book.
        #expect(!RegionOverlap.violations(CGRect(x: 356, y: 332, width: 56, height: 56), named: "stale", in: Self.open(active: true)).isEmpty)
    }

    @Test("RTL pins to the physical left; a rule frame on the crease is displaced")
    func rtlAndDisplacement() throws {
        #expect(try Self.overlay.ruleFrame(in: Self.closed.with(layoutDirection: .rightToLeft)).minX == 0)
        // A fold along the trailing edge's strip: the rule frame intersects it and is displaced.
        let space = LayoutSpace(window: CGRect(x: 0, y: 0, width: 800, height: 600),
                                regions: [ReservedRegion(id: "fold", kind: .division, frame: CGRect(x: 0, y: 220, width: 800, height: 40), isActive: true)])
        let result = try Self.overlay.solve(in: space)
        // Rule: y = 0.4 × 600 − 28 = 212, across the fold 220…260; interactive in tabletop → below it.
        #expect(result.frame == CGRect(x: 744, y: 260, width: 56, height: 56))
        #expect(result.reason == .touchSurface)
    }
}

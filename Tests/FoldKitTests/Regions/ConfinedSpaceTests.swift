import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// `LayoutSpace.confined(to:)`: content confined to one region reads that region's metrics
/// (SPEC 7; field report BR-02).
@Suite("Confined space (BR-02)")
struct ConfinedSpaceTests {
    /// BR-02: window 800 × 900, division (380, 0, 40, 900) active, book, m = 0.
    static let space = LayoutSpace(window: CGRect(x: 0, y: 0, width: 800, height: 900),
                                   regions: [ReservedRegion(id: "fold", kind: .division, frame: CGRect(x: 380, y: 0, width: 40, height: 900), isActive: true)])

    @Test("BR-02: the left region's content reads 380 × 900 and sees no fold")
    func leftRegionMetrics() {
        let usable = UsableRegions(container: Self.space.safeAreaFrame, regions: Self.space.regions)
        #expect(usable.regions == [CGRect(x: 0, y: 0, width: 380, height: 900), CGRect(x: 420, y: 0, width: 380, height: 900)])
        let confined = Self.space.confined(to: usable.regions[0])
        #expect(confined.bounds.size == CGSize(width: 380, height: 900))   // not 800 × 900
        #expect(confined.window == CGRect(x: 0, y: 0, width: 380, height: 900))
        #expect(confined.regions.isEmpty)
        #expect(confined.fold() == nil)
        #expect(confined.posture == .flat)
        #expect(confined.sizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))   // 380 < 600 ≤ 900
    }

    @Test("Insets are relative to the region: the Duo's trailing side bar belongs to the right region only")
    func insetsRelativeToRegion() {
        let book = Builtins.space("iphone-duo", .book)
        // Safe area (0, 0, 895, 649): trailing 56 and bottom 20; fold (455.5, 0, 40, 669).
        let right = book.confined(to: CGRect(x: 495.5, y: 0, width: 951 - 495.5, height: 669))
        #expect(right.window == CGRect(x: 495.5, y: 0, width: 455.5, height: 669))
        #expect(right.safeAreaInsets == PhysicalInsets(top: 0, left: 0, bottom: 20, right: 56))
        #expect(right.safeAreaFrame == CGRect(x: 0, y: 0, width: 455.5 - 56, height: 649))   // 399.5 wide, as the usable region
        let left = book.confined(to: CGRect(x: 0, y: 0, width: 455.5, height: 669))
        #expect(left.safeAreaInsets == PhysicalInsets(top: 0, left: 0, bottom: 20, right: 0))
        #expect(left.outerDisplaySide == .right)
    }

    @Test("Occlusions inside the region are kept, in the region's coordinates")
    func occlusionKept() {
        let book = Builtins.space("iphone-duo", .book, cameraStreaming: true)
        let right = book.confined(to: CGRect(x: 495.5, y: 0, width: 455.5, height: 669))
        #expect(right.regions.map(\.id) == ["inner-camera"])
        #expect(right.regions.first?.frame == CGRect(x: 903 - 495.5, y: 20, width: 40, height: 40))
    }

    @Test("A rect outside the window yields an empty space, without trapping")
    func outsideWindow() {
        let confined = Self.space.confined(to: CGRect(x: 900, y: 950, width: 10, height: 10))
        #expect(confined.bounds.size == .zero)
        #expect(confined.window.origin == CGPoint(x: 800, y: 900))
    }
}

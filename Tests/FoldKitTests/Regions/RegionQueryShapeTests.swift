import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The region query in both platform shapes (SPEC 3.4) [S1]: SwiftUI's mirrors by default, UIKit's
/// (``RegionQueryView``) gives physical frames.
@Suite("Region query: SwiftUI and UIKit shapes")
struct RegionQueryShapeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var direction: LayoutDirection
        /// The fold's x in the view, SwiftUI's default shape.
        var mirroredX: CGFloat
        var testDescription: String { direction.rawValue }
    }

    /// The Duo held as a book, the whole 951-pt window as the view; the fold at x 455.5 physical.
    static let cases: [Case] = [
        Case(direction: .leftToRight, mirroredX: 455.5),                // 455.5 = (951 − 40) / 2
        Case(direction: .rightToLeft, mirroredX: 951 - (455.5 + 40)),    // mirrored: 455.5 = 951 − 495.5
    ]

    @Test("the fold: SwiftUI's shape mirrors in RTL, UIKit's stays physical", arguments: cases)
    func fold(_ c: Case) throws {
        let space = Builtins.space("iphone-duo", .book, layoutDirection: c.direction)
        let swiftUI = try #require(space.reservedRegions(kind: .division).first)
        let uiKit = try #require(RegionQueryView(frame: space.bounds, in: space).reservedRegions(kind: .division).first)
        #expect(swiftUI.frame.minX == c.mirroredX)
        #expect(uiKit.frame.minX == 455.5)
        #expect(uiKit == space.reservedRegions(kind: .division, layoutDirectionBehavior: .fixed).first)
    }

    @Test("a view off-centre: the occlusion and the fold in RTL, mirrored in the view's width vs physical")
    func offCentreView() throws {
        let space = Builtins.space("iphone-duo", .book, cameraStreaming: true, layoutDirection: .rightToLeft)
        let view = CGRect(x: 300, y: 50, width: 400, height: 500)
        let uiKit = RegionQueryView(frame: view, in: space).reservedRegions(kind: .division)
        let swiftUI = space.reservedRegions(kind: .division, in: view)
        // Physical: 155.5 = 455.5 − 300; mirrored in the 400-pt view: 204.5 = 400 − (155.5 + 40).
        #expect(uiKit.map(\.frame.minX) == [455.5 - 300])
        #expect(swiftUI.map(\.frame.minX) == [400 - (155.5 + 40)])
        #expect(RegionQueryView(frame: view, in: space).reservedRegions(kind: .division, options: .includeInactive).count == 1)
    }
}

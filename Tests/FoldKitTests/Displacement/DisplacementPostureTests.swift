import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Where content goes by purpose and posture on the iPhone Duo (SPEC 5.2, 5.3); the `place`
/// contract cases as engine tests.
///
/// Duo book: window 951 × 669, safe area (0, 0, 895, 649), fold (455.5, 0, 40, 669) → regions
/// (0, 0, 455.5, 649) and (495.5, 0, 399.5, 649). Duo tabletop: window 669 × 951, safe area
/// (0, 56, 669, 875), fold (0, 455.5, 669, 40) → regions (0, 56, 669, 399.5) and (0, 495.5, 669, 435.5).
@Suite("Displacement by purpose and posture (SPEC 5.2)")
struct DisplacementPostureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var preset: PosturePreset
        var purpose: DisplacementPurpose
        var frame: CGRect
        var direction: LayoutDirection = .leftToRight
        var expected: CGRect
        var displaced: Bool
        var reason: DisplacementReason
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // 495.5 = the bottom region's top (455.5 + 40): next to the fold, the touch surface.
        Case(name: "interactive tabletop → bottom region", preset: .tabletop, purpose: .interactive,
             frame: CGRect(x: 184.5, y: 430, width: 300, height: 60),
             expected: CGRect(x: 184.5, y: 455.5 + 40, width: 300, height: 60), displaced: true, reason: .touchSurface),
        // 395.5 = 455.5 − 60: the top region, flush with the fold.
        Case(name: "farViewing tabletop → top region", preset: .tabletop, purpose: .farViewing,
             frame: CGRect(x: 184.5, y: 440, width: 300, height: 60),
             expected: CGRect(x: 184.5, y: 455.5 - 60, width: 300, height: 60), displaced: true, reason: .farViewing),
        Case(name: "transient tabletop → top region", preset: .tabletop, purpose: .transient,
             frame: CGRect(x: 184.5, y: 480, width: 300, height: 60),
             expected: CGRect(x: 184.5, y: 455.5 - 60, width: 300, height: 60), displaced: true, reason: .farViewing),
        // 495.5 = 455.5 + 40: the outer display's side (right), next to the fold.
        Case(name: "transient book → outer display's side", preset: .book, purpose: .transient,
             frame: CGRect(x: 325.5, y: 300, width: 300, height: 50),
             expected: CGRect(x: 455.5 + 40, y: 300, width: 300, height: 50), displaced: true, reason: .outerDisplaySide),
        Case(name: "transient book RTL → the same physical side", preset: .book, purpose: .transient,
             frame: CGRect(x: 325.5, y: 300, width: 300, height: 50), direction: .rightToLeft,
             expected: CGRect(x: 455.5 + 40, y: 300, width: 300, height: 50), displaced: true, reason: .outerDisplaySide),
        // Left holds 455.5 − 400 = 55.5 pt, right 520 − 495.5 = 24.5 pt → left; 335.5 = 455.5 − 120.
        Case(name: "interactive book → least movement", preset: .book, purpose: .interactive,
             frame: CGRect(x: 400, y: 300, width: 120, height: 44),
             expected: CGRect(x: 455.5 - 120, y: 300, width: 120, height: 44), displaced: true, reason: .leastMovement),
        Case(name: "farViewing book → least movement (right holds more)", preset: .book, purpose: .farViewing,
             frame: CGRect(x: 440, y: 100, width: 120, height: 44),
             expected: CGRect(x: 495.5, y: 100, width: 120, height: 44), displaced: true, reason: .leastMovement),
        Case(name: "scrolling book → never displaced", preset: .book, purpose: .scrolling,
             frame: CGRect(x: 300, y: 0, width: 400, height: 649),
             expected: CGRect(x: 300, y: 0, width: 400, height: 649), displaced: false, reason: .scrolling),
        Case(name: "interactive flat → inactive fold, nothing moves", preset: .flat, purpose: .interactive,
             frame: CGRect(x: 400, y: 300, width: 120, height: 44),
             expected: CGRect(x: 400, y: 300, width: 120, height: 44), displaced: false, reason: .clear),
        Case(name: "interactive book clear of the fold → stays", preset: .book, purpose: .interactive,
             frame: CGRect(x: 100, y: 300, width: 120, height: 44),
             expected: CGRect(x: 100, y: 300, width: 120, height: 44), displaced: false, reason: .clear),
        // Wider than the left region (455.5): shrinks to it, x 0.
        Case(name: "interactive book wider than its region → shrinks", preset: .book, purpose: .interactive,
             frame: CGRect(x: 0, y: 600, width: 500, height: 44),
             expected: CGRect(x: 0, y: 600, width: 455.5, height: 44), displaced: true, reason: .leastMovement),
    ]

    @Test("Duo", arguments: cases)
    func duo(_ c: Case) throws {
        let request = DisplacementRequest(space: Builtins.space("iphone-duo", c.preset).with(layoutDirection: c.direction), frame: c.frame, purpose: c.purpose)
        let result = try Displacement.solve(request)
        #expect(result.frame == c.expected)
        #expect(result.isDisplaced == c.displaced)
        #expect(result.reason == c.reason)
        #expect(DisplacementInvariants.violations(result, for: request).isEmpty)
    }

    @Test("The reported move: distance in points, region and fit")
    func reportedMove() throws {
        let request = DisplacementRequest(space: Builtins.space("iphone-duo", .book), frame: CGRect(x: 400, y: 300, width: 120, height: 44),
                                          purpose: .interactive)
        let result = try Displacement.solve(request)
        #expect(result.distance == 400 - 335.5)   // 64.5 pt to the left
        #expect(result.region == CGRect(x: 0, y: 0, width: 455.5, height: 649))
        #expect(result.regionIndex == 0)
        #expect(result.fit == .fits)
    }

    @Test("Contextual content goes to its anchor's region, even against least movement")
    func contextualFollowsAnchor() throws {
        let space = Builtins.space("iphone-duo", .book)
        // Mostly left (400…520: 55.5 left vs 24.5 right) but its anchor is in the right region.
        let request = DisplacementRequest(space: space, frame: CGRect(x: 400, y: 300, width: 120, height: 44), purpose: .contextual,
                                          anchor: CGRect(x: 600, y: 200, width: 100, height: 100))
        let result = try Displacement.solve(request)
        #expect(result.frame == CGRect(x: 495.5, y: 300, width: 120, height: 44))
        #expect(result.reason == .anchorRegion)
    }

    @Test("Without an outer display, transient content in book goes to the trailing region (mirrors in RTL)",
          arguments: [(LayoutDirection.leftToRight, CGFloat(420)), (.rightToLeft, 380 - 120)])
    func transientWithoutOuterDisplay(direction: LayoutDirection, expectedX: CGFloat) throws {
        // 800 × 900, division (380, 0, 40, 900): regions (0, 0, 380, 900) and (420, 0, 380, 900).
        let space = LayoutSpace(window: CGRect(x: 0, y: 0, width: 800, height: 900),
                                regions: [ReservedRegion(id: "fold", kind: .division, frame: CGRect(x: 380, y: 0, width: 40, height: 900), isActive: true)])
        let request = DisplacementRequest(space: space.with(layoutDirection: direction), frame: CGRect(x: 340, y: 100, width: 120, height: 44), purpose: .transient)
        let result = try Displacement.solve(request)
        #expect(result.frame.minX == expectedX)
        #expect(result.reason == .outerDisplaySide)
    }

    @Test("BR-23b: a two-column spine meeting a vertical book fold is allowed: both columns stay")
    func spineAlongBookFold() throws {
        // 800 × 700, zero-width division at x 400, book: the columns meet at the line.
        let space = LayoutSpace(window: CGRect(x: 0, y: 0, width: 800, height: 700),
                                regions: [ReservedRegion(id: "fold", kind: .division, frame: CGRect(x: 400, y: 0, width: 0, height: 700), isActive: true)])
        for column in [CGRect(x: 0, y: 0, width: 400, height: 700), CGRect(x: 400, y: 0, width: 400, height: 700)] {
            let result = try Displacement.solve(DisplacementRequest(space: space, frame: column, purpose: .interactive))
            #expect(result.frame == column && result.reason == .clear)
        }
    }
}

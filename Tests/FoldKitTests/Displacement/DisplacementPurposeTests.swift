import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// SPEC 5.2 (amended): in tabletop the purpose names the region even when the element does not
/// touch the fold — interactive content to the bottom region (the touch surface), far-viewing and
/// transient content to the top [S1][S4]; and an element that anticipates the fold keeps clear of
/// an inactive one, so bending moves nothing [S1]. The Duo in tabletop: 669 × 951, safe area y
/// 56…931, regions y 56…455.5 and 495.5…931; flat and book: fold frame x 455.5…495.5.
@Suite("Displacement by purpose in tabletop, and anticipating the fold")
struct DisplacementPurposeTests {
    static let tabletop = Builtins.space("iphone-duo", .tabletop)

    struct Case: CustomTestStringConvertible, Sendable {
        var purpose: DisplacementPurpose
        var frame: CGRect
        var expected: CGRect
        var testDescription: String { "\(purpose.rawValue) at \(Format.rect(frame))" }
    }

    static let cases: [Case] = [
        // Controls at the top, clear of the fold: to the bottom region, next to the fold (y 495.5),
        // x kept.
        Case(purpose: .interactive, frame: CGRect(x: 100, y: 100, width: 300, height: 60), expected: CGRect(x: 100, y: 495.5, width: 300, height: 60)),
        // An alert in the bottom region: to the top region, next to the fold: 455.5 − 120.
        Case(purpose: .transient, frame: CGRect(x: 200, y: 700, width: 270, height: 120), expected: CGRect(x: 200, y: 455.5 - 120, width: 270, height: 120)),
        Case(purpose: .farViewing, frame: CGRect(x: 0, y: 600, width: 669, height: 200), expected: CGRect(x: 0, y: 455.5 - 200, width: 669, height: 200)),
        // Already where its purpose names: it stays.
        Case(purpose: .interactive, frame: CGRect(x: 100, y: 800, width: 300, height: 60), expected: CGRect(x: 100, y: 800, width: 300, height: 60)),
        // Contextual content does not touch the fold: it stays.
        Case(purpose: .contextual, frame: CGRect(x: 100, y: 100, width: 300, height: 60), expected: CGRect(x: 100, y: 100, width: 300, height: 60)),
    ]

    @Test("in tabletop the purpose names the region", arguments: cases, LayoutDirection.allCases)
    func tabletopByPurpose(c: Case, direction: LayoutDirection) throws {
        let request = DisplacementRequest(space: Self.tabletop.with(layoutDirection: direction), frame: c.frame, purpose: c.purpose)
        let result = try Displacement.solve(request)
        #expect(result.frame == c.expected)
        #expect(DisplacementInvariants.violations(result, for: request).isEmpty)
    }

    @Test("a group of controls at the top moves to the touch surface together")
    func groupByPurpose() throws {
        let frames = [CGRect(x: 40, y: 120, width: 200, height: 44), CGRect(x: 260, y: 120, width: 200, height: 44)]
        let request = DisplacementGroupRequest(space: Self.tabletop, frames: frames, purpose: .interactive)
        let result = try Displacement.solve(request)
        // The union (40, 120, 420, 44) lands next to the fold at y 495.5; both keep their x.
        #expect(result.members.map(\.frame) == frames.map { CGRect(x: $0.minX, y: 495.5, width: $0.width, height: 44) })
    }

    @Test("anticipating the fold: flat it already sits where it sits folded", arguments: LayoutDirection.allCases)
    func anticipatesFold(direction: LayoutDirection) throws {
        // A 300-pt search bar centred in the safe area: (297.5, 8, 300, 40), across the crease.
        let bar = CGRect(x: 297.5, y: 8, width: 300, height: 40)
        func place(_ preset: PosturePreset, anticipates: Bool) throws -> CGRect {
            try Displacement.solve(DisplacementRequest(space: Builtins.space("iphone-duo", preset).with(layoutDirection: direction), frame: bar, purpose: .contextual,
                                                   anticipatesFold: anticipates)).frame
        }
        // Without the opt-in: centred while flat, moved when the device folds. The bar holds
        // 455.5 − 297.5 = 158 pt left of the fold and 597.5 − 495.5 = 102 right: to the left
        // region, next to the fold: x 455.5 − 300 = 155.5.
        #expect(try place(.flat, anticipates: false) == bar)
        #expect(try place(.book, anticipates: false) == CGRect(x: 155.5, y: 8, width: 300, height: 40))
        // With it: the inactive fold counts, so flat equals book and bending moves nothing.
        #expect(try place(.flat, anticipates: true) == CGRect(x: 155.5, y: 8, width: 300, height: 40))
        #expect(try place(.book, anticipates: true) == place(.flat, anticipates: true))
    }

    @Test("anticipating the fold changes nothing where no display has a division")
    func noDivision() throws {
        let bar = CGRect(x: 20, y: 300, width: 300, height: 40)
        let request = DisplacementRequest(space: Builtins.space("iphone-duo", .closed), frame: bar, purpose: .interactive, anticipatesFold: true)
        #expect(try Displacement.solve(request).frame == bar)
    }
}

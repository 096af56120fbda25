import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Presentations on the iPhone Duo (SPEC 7); the `place` contract cases as engine tests.
///
/// Duo flat: safe area (0, 0, 895, 649). Book: regions (0, 0, 455.5, 649), (495.5, 0, 399.5, 649).
/// Tabletop (portrait 669 × 951): safe area (0, 56, 669, 875), regions (0, 56, 669, 399.5) and
/// (0, 495.5, 669, 435.5).
@Suite("Presentations on the Duo (SPEC 7)")
struct PresentationDuoTests {
    static func place(_ kind: PresentationKind, _ preset: PosturePreset, size: CGSize, anchor: CGRect? = nil,
                      direction: LayoutDirection = .leftToRight) throws -> (PresentationResult, PresentationRequest) {
        let request = PresentationRequest(kind: kind, size: size, anchor: anchor, space: Builtins.space("iphone-duo", preset).with(layoutDirection: direction))
        let placement = try Presentation.solve(request)
        #expect(PresentationInvariants.violations(placement, for: request).isEmpty)
        return (placement, request)
    }

    static let alertSize = CGSize(width: 270, height: 150)

    @Test("Alert, tabletop: centred in the top region [S4]")
    func alertTabletop() throws {
        let (p, _) = try Self.place(.alert, .tabletop, size: Self.alertSize)
        // x = (669 − 270) / 2; y = 56 + (399.5 − 150) / 2
        #expect(p.frame == CGRect(x: (669 - 270) / 2, y: 56 + (399.5 - 150) / 2, width: 270, height: 150))
        #expect(p.region == CGRect(x: 0, y: 56, width: 669, height: 399.5))
        #expect(p.reason == .farViewing && p.isDisplaced && p.arrowDirection == nil)
    }

    @Test("Alert of zero width, tabletop: still in the top region, never across the fold")
    func zeroWidthAlertTabletop() throws {
        let (p, _) = try Self.place(.alert, .tabletop, size: CGSize(width: 0, height: 150))
        // x = 669 / 2; y = 56 + (399.5 − 150) / 2, as for any alert.
        #expect(p.frame == CGRect(x: 669 / 2, y: 56 + (399.5 - 150) / 2, width: 0, height: 150))
        #expect(p.fit == .fits)
    }

    @Test("Alert, book: the outer display's side, physical, the same in RTL [S4]", arguments: LayoutDirection.allCases)
    func alertBook(direction: LayoutDirection) throws {
        let (p, _) = try Self.place(.alert, .book, size: Self.alertSize, direction: direction)
        // x = 495.5 + (399.5 − 270) / 2 = 560.25; y = (649 − 150) / 2 = 249.5
        #expect(p.frame == CGRect(x: 495.5 + (399.5 - 270) / 2, y: (649 - 150) / 2, width: 270, height: 150))
        #expect(p.region == CGRect(x: 495.5, y: 0, width: 399.5, height: 649))
        #expect(p.reason == .outerDisplaySide)
    }

    @Test("Alert, flat: centred in the safe area, not displaced", arguments: [PosturePreset.flat, .flatRotated])
    func alertFlat(preset: PosturePreset) throws {
        let (p, request) = try Self.place(.alert, preset, size: Self.alertSize)
        let safe = request.space.safeAreaFrame
        #expect(p.frame == CGRect(x: safe.midX - 135, y: safe.midY - 75, width: 270, height: 150))   // flat: (312.5, 249.5)
        #expect(p.region == safe)
        #expect(!p.isDisplaced && p.reason == .safeArea)
    }

    @Test("Popover, book: stays in its anchor's region, below it, arrow up")
    func popoverBook() throws {
        let anchor = CGRect(x: 380, y: 200, width: 60, height: 30)
        let (p, _) = try Self.place(.popover, .book, size: CGSize(width: 300, height: 200), anchor: anchor)
        // Centred x = 410 − 150 = 260, clamped to 455.5 − 300 = 155.5; y = 230 + 8.
        #expect(p.frame == CGRect(x: 455.5 - 300, y: 230 + 8, width: 300, height: 200))
        #expect(p.arrowDirection == .up && p.regionIndex == 0 && p.isDisplaced)
    }

    @Test("Popover near the bottom flips above its anchor, arrow down", arguments: [PresentationKind.popover, .menu])
    func popoverFlips(kind: PresentationKind) throws {
        let anchor = CGRect(x: 100, y: 560, width: 60, height: 30)
        let (p, _) = try Self.place(kind, .book, size: CGSize(width: 240, height: 200), anchor: anchor)
        #expect(p.frame == CGRect(x: 130 - 120, y: 560 - 8 - 200, width: 240, height: 200))   // below would end at 798 > 649
        #expect(p.arrowDirection == .down)
    }

    @Test("Toast, flat: centred in the safe area, clear of the side bar")
    func toastFlat() throws {
        let (p, _) = try Self.place(.toast, .flat, size: CGSize(width: 300, height: 44))
        #expect(p.frame == CGRect(x: 297.5, y: 589, width: 300, height: 44))   // x = (895 − 300) / 2, y = 649 − 16 − 44
        #expect(!p.isDisplaced)
    }

    @Test("Toast wider than the safe area: padding adds to the 56-pt side bar, so it never runs under it")
    func wideToast() throws {
        let (p, _) = try Self.place(.toast, .flat, size: CGSize(width: 2000, height: 44))
        #expect(p.frame == CGRect(x: 16, y: 589, width: 895 - 2 * 16, height: 44))
        #expect(p.frame.maxX == CGFloat(951 - 56 - 16))
        #expect(p.fit == .shrunk)
    }

    @Test("Toast, book and tabletop: the transient region, near its bottom")
    func toastFolded() throws {
        let (book, _) = try Self.place(.toast, .book, size: CGSize(width: 300, height: 44))
        #expect(book.frame == CGRect(x: 495.5 + (399.5 - 300) / 2, y: 649 - 16 - 44, width: 300, height: 44))
        let (tabletop, _) = try Self.place(.toast, .tabletop, size: CGSize(width: 300, height: 44))
        #expect(tabletop.frame == CGRect(x: (669 - 300) / 2, y: 455.5 - 16 - 44, width: 300, height: 44))
    }

    @Test("Action sheet: bottom of the trigger's region in book, of the bottom region in tabletop")
    func actionSheet() throws {
        let (book, _) = try Self.place(.actionSheet, .book, size: CGSize(width: 500, height: 300), anchor: CGRect(x: 700, y: 20, width: 44, height: 44))
        #expect(book.frame == CGRect(x: 495.5, y: 649 - 300, width: 399.5, height: 300))   // width min(500, 399.5)
        #expect(book.reason == .anchorRegion)
        let (noTrigger, _) = try Self.place(.actionSheet, .book, size: CGSize(width: 400, height: 300))
        #expect(noTrigger.frame == CGRect(x: (455.5 - 400) / 2, y: 349, width: 400, height: 300))   // the larger, left region
        #expect(noTrigger.reason == .largerRegion)
        let (tabletop, _) = try Self.place(.actionSheet, .tabletop, size: CGSize(width: 500, height: 300), anchor: CGRect(x: 10, y: 100, width: 44, height: 44))
        #expect(tabletop.frame == CGRect(x: 84.5, y: 631, width: 500, height: 300))   // x = (669 − 500) / 2, y = 931 − 300
    }

    @Test("Every kind in every posture and direction keeps the contract", arguments: PosturePreset.allCases)
    func everyKind(preset: PosturePreset) throws {
        let space = Builtins.space("iphone-duo", preset, cameraStreaming: true)
        let safe = space.safeAreaFrame
        for kind in PresentationKind.allCases {
            for direction in LayoutDirection.allCases {
                let request = PresentationRequest(kind: kind, size: CGSize(width: 320, height: 240),
                                                  anchor: CGRect(x: safe.midX - 20, y: safe.midY - 15, width: 40, height: 30),
                                                  space: space.with(layoutDirection: direction))
                let placement = try Presentation.solve(request)
                #expect(PresentationInvariants.violations(placement, for: request).isEmpty, "\(kind) \(direction)")
                #expect(placement.fit.isClear)
            }
        }
    }
}

import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Elements that work together move together; a group too large for one region is split at the
/// fold (SPEC 5.1).
@Suite("Group displacement (SPEC 5.1)")
struct DisplacementGroupTests {
    static let book = Builtins.space("iphone-duo", .book)

    @Test("Photo with its context menu: moved together, by one offset, flush with the fold [S1][S4]")
    func photoWithContextMenu() throws {
        let photo = CGRect(x: 350, y: 150, width: 200, height: 200)
        let menu = CGRect(x: 560, y: 150, width: 150, height: 150)
        // Union 350…710 (360 wide) fits the left region (455.5); the photo, the anchor, is mostly
        // left (455.5 − 350 = 105.5 vs 550 − 495.5 = 54.5). Offset = 455.5 − 710 = −254.5.
        let request = DisplacementGroupRequest(space: Self.book, frames: [photo, menu], purpose: .contextual, anchor: photo)
        let result = try Displacement.solve(request)
        #expect(!result.isSplit)
        #expect(result.members.map(\.frame) == [photo.offsetBy(dx: -254.5, dy: 0), menu.offsetBy(dx: -254.5, dy: 0)])
        #expect(result.members[1].frame.maxX == 455.5)   // the menu's edge at the fold
        #expect(result.members.allSatisfy { $0.reason == .anchorRegion && $0.isDisplaced })
        #expect(DisplacementInvariants.violations(result, for: request).isEmpty)
    }

    @Test("A group too large for one region is split at the fold; each member aligned with it [S4]")
    func splitAtFold() throws {
        let photo = CGRect(x: 300, y: 150, width: 300, height: 300)
        let menu = CGRect(x: 610, y: 150, width: 220, height: 200)
        // Union 300…830 (530 wide) fits neither region (455.5, 399.5). The photo is mostly left
        // (155.5 vs 104.5) → x = 455.5 − 300 = 155.5; the menu is right → flush at 495.5.
        let request = DisplacementGroupRequest(space: Self.book, frames: [photo, menu], purpose: .contextual, anchor: photo)
        let result = try Displacement.solve(request)
        #expect(result.isSplit)
        #expect(result.members[0].frame == CGRect(x: 455.5 - 300, y: 150, width: 300, height: 300))
        #expect(result.members[1].frame == CGRect(x: 455.5 + 40, y: 150, width: 220, height: 200))
        #expect(result.members.map(\.regionIndex) == [0, 1])
        #expect(result.members.allSatisfy { $0.reason == .splitAtFold })
        #expect(DisplacementInvariants.violations(result, for: request).isEmpty)
    }

    @Test("Media controls in tabletop: scrubber and buttons move to the bottom region together [S1][S4]")
    func mediaControlsTabletop() throws {
        let tabletop = Builtins.space("iphone-duo", .tabletop)
        let scrubber = CGRect(x: 84.5, y: 420, width: 500, height: 20)
        let buttons = CGRect(x: 184.5, y: 445, width: 300, height: 60)
        // Union y 420…505 → its top at the bottom region's 495.5: offset 75.5 for both.
        let request = DisplacementGroupRequest(space: tabletop, frames: [scrubber, buttons], purpose: .interactive)
        let result = try Displacement.solve(request)
        #expect(result.members.map(\.frame) == [scrubber.offsetBy(dx: 0, dy: 495.5 - 420), buttons.offsetBy(dx: 0, dy: 495.5 - 420)])
        #expect(result.members.allSatisfy { $0.reason == .touchSurface })
        #expect(DisplacementInvariants.violations(result, for: request).isEmpty)
    }

    @Test("A group clear of every region stays; a scrolling group never moves", arguments: [DisplacementPurpose.interactive, .scrolling])
    func staysWhenClearOrScrolling(purpose: DisplacementPurpose) throws {
        let frames = purpose == .scrolling
            ? [CGRect(x: 300, y: 0, width: 400, height: 300), CGRect(x: 300, y: 300, width: 400, height: 300)]
            : [CGRect(x: 10, y: 10, width: 100, height: 100), CGRect(x: 120, y: 10, width: 100, height: 100)]
        let request = DisplacementGroupRequest(space: Self.book, frames: frames, purpose: purpose)
        let result = try Displacement.solve(request)
        #expect(result.members.map(\.frame) == frames)
        #expect(result.members.allSatisfy { !$0.isDisplaced })
    }

    @Test("An empty group yields no members")
    func emptyGroup() throws {
        #expect(try Displacement.solve(DisplacementGroupRequest(space: Self.book, frames: [], purpose: .interactive)).members.isEmpty)
    }
}

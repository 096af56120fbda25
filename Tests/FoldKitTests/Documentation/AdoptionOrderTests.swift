import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The adoption order of S1, walked through one screen — OdoKeep's trip player: the map, the trip
/// log beside it, a mini queue of stops over the map, and a hand-placed record button — exactly
/// as `SeedShapes.md` shows it (only compiled code appears in the docs).
@Suite("DocC: the adoption order (SeedShapes.md)")
struct AdoptionOrderTests {
    let book = Builtins.space("iphone-duo", .book)

    @Test("1. audit centred layouts: a centred 320-pt map lies across the fold held as a book")
    func auditCentredLayouts() {
        // Centred in the 951-pt window: x 315.5 = (951 − 320) / 2, across the fold at 455.5 … 495.5.
        let centredMap = CGRect(x: (951.0 - 320) / 2, y: 0, width: 320, height: 649)
        let folds = RegionQueryView(frame: centredMap, in: book).reservedRegions(kind: .division)
        #expect(folds.map(\.id) == ["fold"])  // a two-column layout is better here
    }

    @Test("2. system containers first: the trips list and a trip as list–detail, columns at the fold")
    func systemContainersFirst() throws {
        let request = ArrangementRequest(space: book, bounds: book.safeAreaFrame)
        let trips = try ListDetailStyle().solve(ArrangementRequest(space: book, bounds: request.containerForListDetail))
        #expect(trips.kind == .columns)
        // The columns meet at the crease's centre: 475.5 = 455.5 + 40 / 2.
        #expect(trips.list.frame.maxX == 455.5 + 40 / 2)
    }

    @Test("3. custom splits and overlays become arrangements: HStack → split, ZStack → overlay")
    func arrangements() throws {
        // The HStack of map and log becomes a split, horizontal only.
        var tripPlayer = try ArrangementController(style: .split(.split.axes(.horizontal)), space: book)
        #expect(tripPlayer.state(for: .primary).frame?.maxX == (951.0 - 40) / 2)
        // The ZStack of the mini queue over the map becomes an overlay: the queue is the primary.
        let transition = try tripPlayer.updateArrangement(OverlayArrangement.overlay)
        #expect(!transition.isAnimated)  // an app update: animated defaults to false [S1]
        // Folded, the queue takes the trailing region of its own (z 0): 495.5 = 455.5 + 40.
        #expect(tripPlayer.state(for: .primary).zIndex == 0)
        #expect(tripPlayer.state(for: .primary).frame?.minX == 455.5 + 40)
    }

    @Test("4. only then the regions API, for the hand-placed record button", arguments: LayoutDirection.allCases)
    func regionsForHandPlacedControls(_ direction: LayoutDirection) throws {
        let space = Builtins.space("iphone-duo", .book, layoutDirection: direction)
        let tripPlayer = try ArrangementController(style: .split(.split.axes(.horizontal)), space: space)
        let map = try #require(tripPlayer.state(for: .primary).frame)  // leading: left in LTR, right in RTL
        // UIKit's shape: physical frames in the map's own coordinates, whatever the direction.
        let folds = RegionQueryView(frame: map, in: space).reservedRegions(kind: .division, options: .includeInactive)
        // The button sits 16 pt above the map's bottom edge, centred in the map, clear of the fold.
        let button = CGRect(x: map.width / 2 - 22, y: map.height - 16 - 44, width: 44, height: 44)
        #expect(folds.allSatisfy { !button.intersects($0.frame) })
        #expect(button.minX == 455.5 / 2 - 22 || direction == .rightToLeft)  // 205.75 = 455.5 / 2 − 22 in LTR
    }
}

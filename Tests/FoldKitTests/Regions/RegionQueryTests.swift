import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

@Suite("Reserved-region queries (SPEC 3.4, 3.5)")
struct RegionQueryTests {
    let book = Builtins.space("iphone-duo", .book)

    @Test("Book: the fold is an active 40-pt division with a 16-pt crease; hardware = frame inset by margins")
    func bookFold() throws {
        let fold = try #require(book.reservedRegions(kind: .division).first)
        #expect(fold.id == "fold" && fold.isActive)
        #expect(fold.frame == CGRect(x: 455.5, y: 0, width: 40, height: 669))           // 455.5 = (951 − 40) / 2
        #expect(fold.hardwareFrame == CGRect(x: 467.5, y: 0, width: 16, height: 669))   // 467.5 = 455.5 + 12, 16 = 40 − 2 × 12
        #expect(book.fold()?.posture == .book)
    }

    @Test("Flat: by default nothing; with includeInactive the inactive fold keeps its full frame (Duo: `full`)")
    func flatInactive() {
        let flat = Builtins.space("iphone-duo", .flat)
        #expect(flat.reservedRegions() == [])
        let all = flat.reservedRegions(kind: .division, options: .includeInactive)
        #expect(all.map(\.isActive) == [false])
        #expect(all.first?.frame == CGRect(x: 455.5, y: 0, width: 40, height: 669))
        #expect(flat.fold() == nil)
    }

    @Test("zeroWidth profiles report an inactive division as a line at its centre, without margins (SPEC 3.3)")
    func zeroWidthVariant() throws {
        let flat = Builtins.space("book-foldable", .flat)
        let line = try #require(flat.reservedRegions(kind: .division, options: .includeInactive).first)
        #expect(line.frame == CGRect(x: 420.5, y: 0, width: 0, height: 701))   // 420.5 = 408.5 + 24 / 2
        #expect(line.margins == .zero && !line.isActive)
        // Folded, the same region (same id) is the full band again.
        let folded = try #require(Builtins.space("book-foldable", .book).reservedRegions(kind: .division).first)
        #expect(folded.id == line.id && folded.frame == CGRect(x: 408.5, y: 0, width: 24, height: 701))
        // A zero-width line overlaps a view only when it lies inside it.
        #expect(flat.reservedRegions(options: .includeInactive, in: CGRect(x: 0, y: 0, width: 420.5, height: 701)) == [])
        #expect(flat.reservedRegions(options: .includeInactive, in: CGRect(x: 0, y: 0, width: 421, height: 701)).count == 1)
    }

    @Test("Views with non-zero origins get frames in their own coordinates, not clipped")
    func viewCoordinates() throws {
        let region = try #require(book.reservedRegions(in: CGRect(x: 400, y: 100, width: 300, height: 300)).first)
        #expect(region.frame == CGRect(x: 55.5, y: -100, width: 40, height: 669))   // 55.5 = 455.5 − 400, −100 = 0 − 100
        #expect(book.fold(in: CGRect(x: 400, y: 100, width: 300, height: 300))?.frame.minX == 55.5)
    }

    @Test("RTL: .mirrors flips frames and margins into the view's leading-origin space; .fixed stays physical")
    func rtl() throws {
        let view = CGRect(x: 0, y: 0, width: 700, height: 669)
        let mirrored = try #require(book.with(layoutDirection: .rightToLeft).reservedRegions(in: view).first)
        #expect(mirrored.frame.minX == 204.5)   // 700 − 495.5
        let fixed = try #require(book.with(layoutDirection: .rightToLeft).reservedRegions(layoutDirectionBehavior: .fixed, in: view).first)
        #expect(fixed.frame.minX == 455.5)
        #expect(mirrored == fixed.mirrored(inWidth: 700))
    }

    @Test("The camera occlusion mirrors its margins: leading becomes the physical right side")
    func mirroredMargins() throws {
        let camera = try #require(Builtins.space("iphone-duo", .book, cameraStreaming: true, layoutDirection: .rightToLeft).reservedRegions(kind: .occlusion).first)
        #expect(camera.frame == CGRect(x: 8, y: 20, width: 40, height: 40))   // 8 = 951 − (903 + 40)
        #expect(camera.hardwareFrame == CGRect(x: 12, y: 24, width: 32, height: 32))
    }

    struct WindowCase: CustomTestStringConvertible, Sendable {
        var name: String, window: CGRect, regionCount: Int, foldX: CGFloat?, posture: DevicePosture
        var testDescription: String { name }
    }

    @Test("Windows beside, across and partly over the fold", arguments: [
        WindowCase(name: "beside: no regions, no fold", window: CGRect(x: 0, y: 0, width: 400, height: 669), regionCount: 0, foldX: nil, posture: .flat),
        WindowCase(name: "beside on the right", window: CGRect(x: 500, y: 0, width: 451, height: 669), regionCount: 0, foldX: nil, posture: .flat),
        // 155.5 = 455.5 − 300
        WindowCase(name: "across: the fold in window coordinates", window: CGRect(x: 300, y: 0, width: 651, height: 669), regionCount: 1, foldX: 155.5, posture: .book),
        // The fold clips the window's trailing edge (455.5 … 470): a region, but no fold to split at,
        // so the posture derived for the window is flat, as the fold says (SPEC 2.4, 3.5).
        WindowCase(name: "partly over: a region that only clips, no fold, flat", window: CGRect(x: 0, y: 0, width: 470, height: 669), regionCount: 1, foldX: nil, posture: .flat),
        WindowCase(name: "a short window crossed top to bottom", window: CGRect(x: 300, y: 100, width: 400, height: 200), regionCount: 1, foldX: 155.5, posture: .book),
    ])
    func windows(_ c: WindowCase) throws {
        let profile = Builtins.profile("iphone-duo")
        var state = try profile.state(for: .book)
        state.window = c.window
        let space = try profile.resolve(state)
        #expect(space.reservedRegions().count == c.regionCount)
        #expect(space.fold()?.frame.minX == c.foldX)
        #expect(space.posture == c.posture)
        #expect(RegionInvariants.violations(space, profile: profile) == [])
    }

    @Test("A division that only clips a container's edge: the container keeps the larger part beside it (SPEC 3.5)")
    func clippingDivision() {
        let space = Builtins.space("iphone-duo", .book)
        let usable = UsableRegions(container: CGRect(x: 0, y: 0, width: 470, height: 669), regions: space.regions)
        #expect(usable.axis == nil)
        #expect(usable.regions == [CGRect(x: 0, y: 0, width: 455.5, height: 669)])
        #expect(DivisionCrossing(division: space.regions[0].frame, container: CGRect(x: 0, y: 0, width: 470, height: 669)) == .clips)
        #expect(DivisionCrossing(division: space.regions[0].frame, container: CGRect(x: 600, y: 0, width: 100, height: 100)) == .outside)
    }

    @Test("The tri-fold's two divisions: both active while folded, three usable regions in order")
    func triFold() {
        let space = Builtins.space("tri-fold", .book)
        #expect(space.activeDivisions.map(\.id) == ["fold-1", "fold-2"])
        let usable = UsableRegions(container: space.bounds, regions: space.regions)
        #expect(usable.axis == .horizontal)
        #expect(usable.regions == [
            CGRect(x: 0, y: 0, width: 341.5, height: 744),          // up to fold-1's frame
            CGRect(x: 365.5, y: 0, width: 330, height: 744),        // 365.5 = 341.5 + 24; 330 = 695.5 − 365.5
            CGRect(x: 719.5, y: 0, width: 341.5, height: 744),      // 719.5 = 695.5 + 24; 341.5 = 1061 − 719.5
        ])
        #expect(usable.inReadingOrder(.rightToLeft).first == usable.regions.last)
        let tabletop = Builtins.space("tri-fold", .tabletop)
        #expect(UsableRegions(container: tabletop.bounds, regions: tabletop.regions).axis == .vertical)
        #expect(Builtins.space("tri-fold", .flat).activeDivisions.isEmpty)
    }

    @Test("The dual-screen hinge is an active division even flat (SPEC 3.5)", arguments: [PosturePreset.flat, .flatRotated, .book, .tabletop])
    func dualScreenHinge(_ preset: PosturePreset) throws {
        let space = Builtins.space("dual-screen", preset)
        let hinge = try #require(space.activeDivisions.first)
        #expect(hinge.id == "hinge")
        #expect(space.fold() != nil)
        #expect(hinge.frame.width == 33.6 || hinge.frame.height == 33.6)
    }

    @Test("During a Live Activity the outer camera grows into an island; the inner camera turns on while streaming")
    func modifiers() {
        #expect(Builtins.space("iphone-duo", .closed, liveActivity: true).regions.first?.frame == CGRect(x: 196, y: 10, width: 150, height: 40))
        #expect(Builtins.space("iphone-duo", .book).reservedRegions(kind: .occlusion).isEmpty)
        #expect(Builtins.space("iphone-duo", .book, cameraStreaming: true).reservedRegions(kind: .occlusion).map(\.id) == ["inner-camera"])
    }

    @Test("iPhone and iPad report nothing reserved, in either orientation", arguments: ["iphone", "ipad"])
    func noRegions(_ id: String) {
        for preset in [PosturePreset.flat, .flatRotated] {
            let space = Builtins.space(id, preset)
            #expect(space.reservedRegions(options: .includeInactive).isEmpty)
            #expect(space.fold() == nil)
        }
    }
}

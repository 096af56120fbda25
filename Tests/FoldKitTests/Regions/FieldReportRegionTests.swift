import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Field reports about which reserved regions split a window (../shared/cases/field-reports.md).
@Suite("Field reports: regions (BR-03, BR-08, BR-10, BR-11, BR-12)")
struct FieldReportRegionTests {
    /// BR-03's device: an 800 × 900 inner display with a 40-pt division at x 380, and an outer display.
    static let br03Profile = DeviceProfile(
        id: "br-03", name: "BR-03", source: "field report BR-03",
        hinge: HingeSpec(closedBelow: 10, flatFrom: 160, inactiveDivisionFrame: .full),
        displays: [
            DisplaySpec(id: .inner, naturalSize: CGSize(width: 800, height: 900), scale: 2,
                        sizeClasses: PerOrientation(landscape: SizeClasses(horizontal: .regular, vertical: .regular), portrait: SizeClasses(horizontal: .regular, vertical: .regular)),
                        safeAreaInsets: PerOrientation(landscape: .zero, portrait: .zero),
                        regions: [ReservedRegionSpec(id: "fold", kind: .division, frame: CGRect(x: 380, y: 0, width: 40, height: 900), activation: .partiallyFolded)]),
            DisplaySpec(id: .outer, naturalSize: CGSize(width: 400, height: 900), scale: 2,
                        sizeClasses: PerOrientation(landscape: SizeClasses(horizontal: .compact, vertical: .compact), portrait: SizeClasses(horizontal: .compact, vertical: .regular)),
                        safeAreaInsets: PerOrientation(landscape: .zero, portrait: .zero)),
        ])

    struct BR03Case: CustomTestStringConvertible, Sendable {
        var name: String, angle: Double, regions: [CGRect]
        var testDescription: String { name }
    }

    @Test("BR-03: activity follows the hinge state, never a stale or lagging flag; closed reports no division", arguments: [
        // (a) and (c): flat → no split, whatever a stale flag said: one region, the window.
        BR03Case(name: "(a)/(c) flat: no split", angle: 180, regions: [CGRect(x: 0, y: 0, width: 800, height: 900)]),
        // (b) and (d): partially folded → two regions; 420 = 380 + 40.
        BR03Case(name: "(b)/(d) book: two regions", angle: 90, regions: [CGRect(x: 0, y: 0, width: 380, height: 900), CGRect(x: 420, y: 0, width: 380, height: 900)]),
    ])
    func br03(_ c: BR03Case) throws {
        let profile = Self.br03Profile
        try profile.validate()
        let space = try profile.resolve(DeviceState(hingeAngle: c.angle, orientation: .portrait))
        #expect(UsableRegions(container: space.bounds, regions: space.regions).regions == c.regions)
    }

    @Test("BR-03 (e): closed, the outer display has no division at all")
    func br03Closed() throws {
        let space = try Self.br03Profile.resolve(DeviceState(hingeAngle: 0, orientation: .portrait))
        #expect(space.display == .outer)
        #expect(space.reservedRegions(options: .includeInactive).isEmpty)
        #expect(space.posture == .closed)
    }

    @Test("BR-08 (a): a physical hinge divides while flat — artwork above, controls below, nothing in y 540 … 573.6")
    func br08Hinge() {
        let space = Builtins.space("dual-screen", .flatRotated)   // 720 × 1113.6, the screens stacked
        #expect(space.posture == .tabletop)
        let usable = UsableRegions(container: space.bounds, regions: space.regions)
        #expect(usable.regions.isApproximatelyEqual(to: [
            CGRect(x: 0, y: 0, width: 720, height: 540),
            CGRect(x: 0, y: 573.6, width: 720, height: 540),   // 573.6 = 540 + 33.6; 540 = 1113.6 − 573.6
        ]))
    }

    @Test("BR-08 (b): a seamless fold, flat, does not split: the player uses the whole window")
    func br08Seamless() {
        let space = LayoutSpace(window: CGRect(x: 0, y: 0, width: 720, height: 1113.6),
                                regions: [ReservedRegion(id: "fold", kind: .division, frame: CGRect(x: 0, y: 556.8, width: 720, height: 0), isActive: false)])
        #expect(space.posture == .flat)
        #expect(UsableRegions(container: space.bounds, regions: space.regions).regions == [space.bounds])
        var folded = space
        folded.regions[0].isActive = true
        #expect(UsableRegions(container: folded.bounds, regions: folded.regions).regions.count == 2)
    }

    @Test("BR-10: the hinge in the view's own coordinates, not the screen's — panes from its real position")
    func br10() throws {
        let space = LayoutSpace(window: CGRect(x: 0, y: 0, width: 720, height: 1113.6),
                                regions: [ReservedRegion(id: "hinge", kind: .division, frame: CGRect(x: 0, y: 540, width: 720, height: 33.6), isActive: true)])
        let view = CGRect(x: 0, y: 24, width: 720, height: 1089.6)   // below a 24-pt status bar
        let local = try #require(space.reservedRegions(in: view).first)
        #expect(local.frame.isApproximatelyEqual(to: CGRect(x: 0, y: 516, width: 720, height: 33.6)))   // 516 = 540 − 24
        let panes = UsableRegions(container: CGRect(origin: .zero, size: view.size), regions: [local]).regions
        #expect(panes.isApproximatelyEqual(to: [
            CGRect(x: 0, y: 0, width: 720, height: 516),
            CGRect(x: 0, y: 549.6, width: 720, height: 540),     // 549.6 = 516 + 33.6; 540 = 1089.6 − 549.6
        ]))
        // Not the naive halves around a centred hinge: (1089.6 − 33.6) / 2 = 528.
        #expect(panes[0].height != 528)
    }

    @Test("BR-11: the usable regions are the two screens in reading order, never the gap", arguments: LayoutDirection.allCases)
    func br11(_ direction: LayoutDirection) {
        let space = Builtins.space("dual-screen", .flat)   // 1113.6 × 720, hinge (540, 0, 33.6, 720)
        let usable = UsableRegions(container: space.bounds, regions: space.regions)
        let screens = [CGRect(x: 0, y: 0, width: 540, height: 720), CGRect(x: 573.6, y: 0, width: 540, height: 720)]
        let expected = direction == .leftToRight ? screens : screens.reversed()
        #expect(usable.inReadingOrder(direction).isApproximatelyEqual(to: expected))
        // Widths plus the division's width equal the window's: 540 + 33.6 + 540 = 1113.6.
        #expect((usable.regions.map(\.width).reduce(0, +) + usable.dividers[0].frame.width).isApproximatelyEqual(to: 1113.6))
        #expect(!usable.regions.contains(usable.dividers[0].frame))
        // No active division: one region equal to the window.
        let flat = Builtins.space("iphone-duo", .flat)
        #expect(UsableRegions(container: flat.bounds, regions: flat.regions).regions == [flat.bounds])
    }

    @Test("BR-12: the hinge is a band, not a line — equal panes, neither runs under it")
    func br12() {
        let space = Builtins.space("dual-screen", .flat)
        let panes = UsableRegions(container: space.bounds, regions: space.regions).regions
        #expect(panes[0] == CGRect(x: 0, y: 0, width: 540, height: 720))
        #expect(panes[0].maxX <= 540 && panes[1].minX == 573.6)
        #expect(panes[0].width.isApproximatelyEqual(to: panes[1].width))
    }
}

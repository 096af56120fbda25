import Foundation
import Testing
@testable import FoldKit
import _FoldKitTestSupport

/// The allocation-free `RegionSplit` that displacement and presentations use must equal
/// `UsableRegions` region for region and divider for divider (SPEC 3.5).
@Suite("RegionSplit agrees with UsableRegions")
struct RegionSplitTests {
    /// The differences between the two, one line each; empty when they agree.
    static func differences(container: CGRect, regions: [ReservedRegion]) -> [String] {
        let fast = RegionSplit(container: container, regions: regions)
        let reference = UsableRegions(container: container, regions: regions)
        var found: [String] = []
        if fast.usable != reference.usable { found.append("usable \(Format.rect(fast.usable)) ≠ \(Format.rect(reference.usable))") }
        if fast.axis != reference.axis { found.append("axis \(String(describing: fast.axis)) ≠ \(String(describing: reference.axis))") }
        let regions = (0..<fast.count).map { fast[$0] }
        if regions != reference.regions { found.append("regions \(regions.map(Format.rect)) ≠ \(reference.regions.map(Format.rect))") }
        let dividers = (0..<fast.dividerCount).map { fast.divider($0) }
        if dividers != reference.dividers.map(\.frame) { found.append("dividers \(dividers.map(Format.rect)) ≠ \(reference.dividers.map { Format.rect($0.frame) })") }
        return found
    }

    @Test("random spaces and containers: same regions, same dividers, same region holding most of a rect")
    func randomSpaces() {
        var rng = SeededGenerator.fromEnvironment(fallback: 0x5EED_5B17)
        for iteration in 0..<2000 {
            let space = RandomPlacementInputs.space(using: &rng)
            let container = Bool.random(using: &rng) ? RandomPlacementInputs.container(in: space, using: &rng) : space.safeAreaFrame
            let label = "seed \(rng.seed) #\(iteration): \(space.regions.map { "\($0.id) \(Format.rect($0.frame)) \($0.isActive)" })"
            #expect(Self.differences(container: container, regions: space.regions) == [], "\(label)")
            let rect = RandomPlacementInputs.rect(in: space.bounds, maxSize: CGSize(width: 600, height: 400), using: &rng)
            #expect(RegionSplit(container: container, regions: space.regions).indexOfRegion(holdingMostOf: rect)
                    == UsableRegions(container: container, regions: space.regions).indexOfRegion(holdingMostOf: rect), "\(label)")
        }
    }

    @Test("every built-in device in every preset", arguments: ["iphone-duo", "iphone", "ipad", "book-foldable", "flip-foldable", "dual-screen", "tri-fold"])
    func builtIns(_ id: String) throws {
        let profile = Builtins.profile(id)
        for preset in profile.supportedPresets {
            let space = Builtins.space(id, preset)
            #expect(Self.differences(container: space.safeAreaFrame, regions: space.regions) == [], "\(id) \(preset.rawValue)")
            #expect(Self.differences(container: space.bounds, regions: space.regions) == [], "\(id) \(preset.rawValue)")
        }
    }

    @Test("six parallel divisions spill past the inline storage and still come out in physical order")
    func manyDivisions() {
        // Six 10-pt divisions at x = 500, 400, …, 0 + 50 (given in reverse order), in a 700-pt window.
        let regions = (0..<6).map { i in
            ReservedRegion(id: "d\(i)", kind: .division, frame: CGRect(x: 550 - CGFloat(i) * 100, y: 0, width: 10, height: 300), isActive: true)
        }
        let container = CGRect(x: 0, y: 0, width: 700, height: 300)
        #expect(Self.differences(container: container, regions: regions) == [])
        let split = RegionSplit(container: container, regions: regions)
        #expect(split.count == 7)
        #expect(split[0] == CGRect(x: 0, y: 0, width: 50, height: 300))     // 50 = first division's x
        #expect(split[6] == CGRect(x: 560, y: 0, width: 140, height: 300))  // 560 = 550 + 10; 140 = 700 − 560
    }

    @Test("two active divisions crossing each other: the first nearest the centre splits, the other clips (SPEC 3.5)")
    func crossingDivisions() {
        // A vertical division x 390 … 410 and a horizontal one y 290 … 310, both centred in 800 × 600.
        let regions = [ReservedRegion(id: "v", kind: .division, frame: CGRect(x: 390, y: 0, width: 20, height: 600), isActive: true),
                       ReservedRegion(id: "h", kind: .division, frame: CGRect(x: 0, y: 290, width: 800, height: 20), isActive: true)]
        let container = CGRect(x: 0, y: 0, width: 800, height: 600)
        let usable = UsableRegions(container: container, regions: regions)
        #expect(usable.axis == .horizontal)                                   // equal distances: the first one, "v"
        #expect(usable.usable == CGRect(x: 0, y: 0, width: 800, height: 290))   // "h" clips: the top part (ties go top)
        #expect(usable.regions == [CGRect(x: 0, y: 0, width: 390, height: 290), CGRect(x: 410, y: 0, width: 390, height: 290)])
        #expect(Self.differences(container: container, regions: regions) == [])
        let split = ContainerSplit(container: container, regions: regions)
        #expect(split.before == usable.regions[0] && split.after == usable.regions[1])
    }
}

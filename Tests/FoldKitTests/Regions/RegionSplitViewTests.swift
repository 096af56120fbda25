import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The public split type's views (``RegionSplit/regions``, ``RegionSplit/dividers``,
/// ``RegionSplit/inReadingOrder(_:)``) read what the array snapshot (``UsableRegions``) holds,
/// region for region, on random scenarios (``RegionSplitPropertyTests``'s) in both directions,
/// trimming or not. Replay with `FOLDKIT_SEED=<seed> swift test --filter RegionSplitViewTests`.
@Suite("RegionSplit's views equal the array snapshot")
struct RegionSplitViewTests {
    @Test("regions, dividers and reading order, trimming or not")
    func viewsEqualSnapshot() {
        var rng = SeededGenerator.fromEnvironment(fallback: 0x5_1EA7)
        for iteration in 0..<RegionSplitPropertyTests.iterations {
            let scenario = RegionSplitPropertyTests.scenario(&rng)
            for trimming in [false, true] {
                let split = RegionSplit(container: scenario.container, regions: scenario.regions, trimmingSlivers: trimming)
                let snapshot = UsableRegions(container: scenario.container, regions: scenario.regions, trimmingSlivers: trimming)
                let label = "#\(iteration) seed \(rng.seed) trimming \(trimming): \(scenario)"
                #expect(Array(split.regions) == snapshot.regions, "\(label)")
                #expect(Array(split.dividers) == snapshot.dividers, "\(label)")
                #expect(split.usable == snapshot.usable && split.axis == snapshot.axis, "\(label)")
                for direction in LayoutDirection.allCases {
                    #expect(Array(split.inReadingOrder(direction)) == snapshot.inReadingOrder(direction), "\(label) \(direction)")
                }
            }
        }
    }
}

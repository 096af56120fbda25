import Foundation
import Testing
@testable import FoldKit
import _FoldKitTestSupport

/// Hand-derived splits (SPEC 3.5, 4.1); random ones are checked against the oracle in
/// `RegionSplitPropertyTests`.
@Suite("Splitting at divisions: worked examples")
struct RegionSplitTests {
    @Test("six parallel divisions spill past the inline storage and still come out in physical order")
    func manyDivisions() {
        // Six 10-pt divisions at x = 500, 400, …, 0 + 50 (given in reverse order), in a 700-pt window.
        let regions = (0..<6).map { i in
            ReservedRegion(id: "d\(i)", kind: .division, frame: CGRect(x: 550 - CGFloat(i) * 100, y: 0, width: 10, height: 300), isActive: true)
        }
        let container = CGRect(x: 0, y: 0, width: 700, height: 300)
        let split = RegionSplit(container: container, regions: regions)
        #expect(split.count == 7)
        #expect((0..<6).map { split.dividerRegion($0).id } == ["d5", "d4", "d3", "d2", "d1", "d0"])
        #expect(split[1] == CGRect(x: 60, y: 0, width: 90, height: 300))    // 60 = 50 + 10; 90 = 150 − 60
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
        let split = ContainerSplit(container: container, regions: regions)
        #expect(split.before == usable.regions[0] && split.after == usable.regions[1])
    }

    @Test("divisions crossing the other way cut the container to its largest piece between them, in any order (SPEC 3.5)",
          arguments: [false, true])
    func largestPiece(_ reversed: Bool) {
        // 1000 × 800: a vertical division x 480 … 520 (nearest the centre: it splits) and horizontal
        // ones at y 200 … 220 and 500 … 540. Pieces along y: 0 … 200 (200), 220 … 500 (280), 540 … 800 (260).
        var regions = [ReservedRegion(id: "v", kind: .division, frame: CGRect(x: 480, y: 0, width: 40, height: 800), isActive: true),
                       ReservedRegion(id: "h1", kind: .division, frame: CGRect(x: 0, y: 200, width: 1000, height: 20), isActive: true),
                       ReservedRegion(id: "h2", kind: .division, frame: CGRect(x: 0, y: 500, width: 1000, height: 40), isActive: true)]
        if reversed { regions.reverse() }
        let usable = UsableRegions(container: CGRect(x: 0, y: 0, width: 1000, height: 800), regions: regions)
        #expect(usable.axis == .horizontal && usable.usable == CGRect(x: 0, y: 220, width: 1000, height: 280))
        #expect(usable.regions == [CGRect(x: 0, y: 220, width: 480, height: 280), CGRect(x: 520, y: 220, width: 480, height: 280)])
    }

    @Test("overlapping dividers: an empty region between them; the two-view split takes the merged band")
    func overlappingDividers() {
        // Divisions x 400 … 460 and 440 … 500 in 1000 × 800; centres 430 and 470, 500 is the container's.
        let regions = [ReservedRegion(id: "a", kind: .division, frame: CGRect(x: 400, y: 0, width: 60, height: 800), isActive: true),
                       ReservedRegion(id: "b", kind: .division, frame: CGRect(x: 440, y: 0, width: 60, height: 800), isActive: true)]
        let container = CGRect(x: 0, y: 0, width: 1000, height: 800)
        let usable = UsableRegions(container: container, regions: regions)
        #expect(usable.regions == [CGRect(x: 0, y: 0, width: 400, height: 800), CGRect(x: 460, y: 0, width: 0, height: 800),
                                   CGRect(x: 500, y: 0, width: 500, height: 800)])
        let split = ContainerSplit(container: container, regions: regions)
        #expect(split.divisionIndex == 1)                                       // "b": 30 from the centre, "a" 70
        #expect(split.divisionStart == 400 && split.divisionEnd == 500)         // merged with "a"
        #expect(split.before == CGRect(x: 0, y: 0, width: 400, height: 800) && split.after == CGRect(x: 500, y: 0, width: 500, height: 800))
    }
}

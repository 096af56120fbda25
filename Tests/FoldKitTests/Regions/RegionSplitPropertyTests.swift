import Foundation
import Testing
@testable import FoldKit
import _FoldKitTestSupport

/// Every caller's view of a container split at its divisions — ``UsableRegions``, ``ContainerSplit``
/// with each choice, the region holding a frame, the grid's cells, the arrangements' reasons —
/// against ``SplitOracle``, the rule written plainly (SPEC 3.5, 4.1, 6; STYLE 16, 20). Random
/// containers and divisions of both directions, crossing, clipping or outside, active or not,
/// zero-width or thick, some overlapping. Replay a failure with
/// `FOLDKIT_SEED=<seed> swift test --filter RegionSplitPropertyTests`.
@Suite("Splitting at divisions: every view against the oracle")
struct RegionSplitPropertyTests {
    static let iterations = 3000

    /// A random container with 0…4 divisions and maybe an occlusion (which no split reads).
    struct Scenario: CustomStringConvertible {
        var container: CGRect
        var regions: [ReservedRegion]

        var description: String {
            "container \(Format.rect(container)), regions \(regions.map { "\($0.id) \(Format.rect($0.frame))\($0.isActive ? "" : " inactive")" })"
        }
    }

    static func scenario(_ rng: inout SeededGenerator) -> Scenario {
        func q(_ range: ClosedRange<CGFloat>) -> CGFloat { (CGFloat.random(in: range, using: &rng) * 4).rounded() / 4 }
        let container = CGRect(x: q(-100...300), y: q(-100...300), width: q(120...1400), height: q(120...1400))
        let count = [0, 1, 1, 2, 2, 2, 3, 3, 4].randomElement(using: &rng)!
        var regions: [ReservedRegion] = []
        for index in 0..<count {
            let vertical = Bool.random(using: &rng)   // runs top to bottom
            let across: (min: CGFloat, max: CGFloat) = vertical ? (container.minX, container.maxX) : (container.minY, container.maxY)
            let along: (min: CGFloat, max: CGFloat) = vertical ? (container.minY, container.maxY) : (container.minX, container.maxX)
            let thickness = Int.random(in: 0...3, using: &rng) == 0 ? 0 : q(0.5...80)
            let centre: CGFloat
            switch Int.random(in: 0...5, using: &rng) {
            case 0: centre = (across.min + across.max) / 2                   // at the centre (ties between directions)
            case 1: centre = Bool.random(using: &rng) ? across.min : across.max   // at an edge: clips
            default: centre = q(across.min - 60...across.max + 60)
            }
            let start: CGFloat, end: CGFloat
            switch Int.random(in: 0...9, using: &rng) {
            case 0...5: (start, end) = (along.min - q(0...40), along.max + q(0...40))   // runs edge to edge
            case 6, 7: (start, end) = (along.min - q(0...40), q(along.min...along.max))  // from one edge, part way
            default:
                let a = q(along.min...along.max), b = q(along.min...along.max)
                (start, end) = (min(a, b), max(a, b) + 1)
            }
            let frame = vertical ? CGRect(x: centre - thickness / 2, y: start, width: thickness, height: end - start)
                                 : CGRect(x: start, y: centre - thickness / 2, width: end - start, height: thickness)
            regions.append(ReservedRegion(id: "d\(index)", kind: .division, frame: frame, isActive: Int.random(in: 0...3, using: &rng) > 0))
        }
        if Int.random(in: 0...3, using: &rng) == 0 {
            let frame = CGRect(x: q(container.minX...container.maxX), y: q(container.minY...container.maxY), width: q(8...200), height: q(8...200))
            regions.insert(ReservedRegion(id: "camera", kind: .occlusion, frame: frame, isActive: true), at: Int.random(in: 0...regions.count, using: &rng))
        }
        return Scenario(container: container, regions: regions)
    }

    /// A rect to ask which region holds it: anywhere around the container, sometimes a line or a point.
    static func probe(_ container: CGRect, _ rng: inout SeededGenerator) -> CGRect {
        func q(_ range: ClosedRange<CGFloat>) -> CGFloat { (CGFloat.random(in: range, using: &rng) * 4).rounded() / 4 }
        let x = q(container.minX - 50...container.maxX), y = q(container.minY - 50...container.maxY)
        switch Int.random(in: 0...4, using: &rng) {
        case 0: return CGRect(x: x, y: y, width: 0, height: q(0...300))
        case 1: return CGRect(x: x, y: y, width: 0, height: 0)
        default: return CGRect(x: x, y: y, width: q(1...600), height: q(1...600))
        }
    }

    static func describe(_ rects: [CGRect]) -> String { "[" + rects.map(Format.rect).joined(separator: ", ") + "]" }

    @Test("UsableRegions, RegionSplit, indexOfRegion and ContainerSplit (every choice) equal the oracle")
    func regionViews() {
        var rng = SeededGenerator.fromEnvironment(fallback: 0x5B17_C0DE)
        for iteration in 0..<Self.iterations {
            let scenario = Self.scenario(&rng)
            let label = "#\(iteration) seed \(rng.seed): \(scenario)"
            let expected = SplitOracle.oneAxis(scenario.container, scenario.regions)
            let usable = UsableRegions(container: scenario.container, regions: scenario.regions)
            #expect(usable.usable == expected.usable, "usable \(Format.rect(usable.usable)) ≠ \(Format.rect(expected.usable)); \(label)")
            #expect(usable.axis == expected.axis, "axis \(String(describing: usable.axis)) ≠ \(String(describing: expected.axis)); \(label)")
            #expect(usable.dividers.map(\.id) == expected.dividers.map { scenario.regions[$0.index].id },
                    "dividers \(usable.dividers.map(\.id)) ≠ \(expected.dividers.map { scenario.regions[$0.index].id }); \(label)")
            #expect(usable.regions == expected.regions, "regions \(Self.describe(usable.regions)) ≠ \(Self.describe(expected.regions)); \(label)")
            let split = RegionSplit(container: scenario.container, regions: scenario.regions)
            #expect((0..<split.count).map { split[$0] } == usable.regions, "RegionSplit ≠ UsableRegions; \(label)")
            for _ in 0..<3 {
                let rect = Self.probe(scenario.container, &rng)
                let index = SplitOracle.indexOfRegion(expected.regions, holdingMostOf: rect)
                #expect(usable.indexOfRegion(holdingMostOf: rect) == index, "indexOfRegion \(Format.rect(rect)); \(label)")
                #expect(split.indexOfRegion(holdingMostOf: rect) == index, "RegionSplit.indexOfRegion \(Format.rect(rect)); \(label)")
            }
            let choices: [(ContainerSplit.Choice, SplitOracle.Choice)] = [
                (.nearestCentre(.leftToRight), .nearestCentre(.leftToRight)), (.nearestCentre(.rightToLeft), .nearestCentre(.rightToLeft)),
                (.leadingMost(.leftToRight), .leadingMost(.leftToRight)), (.leadingMost(.rightToLeft), .leadingMost(.rightToLeft)),
            ]
            for (choice, oracleChoice) in choices {
                let got = ContainerSplit(container: scenario.container, regions: scenario.regions, choice: choice)
                let want = SplitOracle.twoRegions(scenario.container, scenario.regions, oracleChoice)
                let same = got.usable == want.usable && got.axis == want.axis && got.divisionIndex == want.divisionIndex
                    && got.divisionStart == want.divisionStart && got.divisionEnd == want.divisionEnd
                    && got.before == want.before && got.after == want.after
                #expect(same, """
                    ContainerSplit \(oracleChoice): usable \(Format.rect(got.usable)) axis \(String(describing: got.axis)) \
                    division \(String(describing: got.divisionIndex)) \(got.divisionStart)…\(got.divisionEnd) \
                    before \(Format.rect(got.before)) after \(Format.rect(got.after)); expected usable \(Format.rect(want.usable)) \
                    axis \(String(describing: want.axis)) division \(String(describing: want.divisionIndex)) \
                    \(want.divisionStart)…\(want.divisionEnd) before \(Format.rect(want.before)) after \(Format.rect(want.after)); \(label)
                    """)
            }
        }
    }

    @Test("grids: no cell on any active division it must honour, every cell inside the clipped container")
    func grids() {
        var rng = SeededGenerator.fromEnvironment(fallback: 0x6_12D_5B17)
        var solved = 0
        for iteration in 0..<Self.iterations {
            let scenario = Self.scenario(&rng)
            func q(_ range: ClosedRange<CGFloat>) -> CGFloat { (CGFloat.random(in: range, using: &rng) * 4).rounded() / 4 }
            let scrolls = Bool.random(using: &rng)
            var request = GridRequest(
                space: .plain(around: scenario.container, regions: scenario.regions), bounds: scenario.container,
                itemCount: Int.random(in: 0...(scrolls ? 120 : 40), using: &rng),
                minItemWidth: q(20...300), itemAspect: q(0.25...2), spacing: q(0...24), margin: q(0...24), scrolls: scrolls)
            request.space.layoutDirection = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
            request.space.scale = [0, 1, 2, 3].randomElement(using: &rng)!
            let label = "#\(iteration) seed \(rng.seed): \(scenario), scrolls \(scrolls), \(request.space.layoutDirection.rawValue), items \(request.itemCount), "
                + "min \(Format.number(request.minItemWidth)), aspect \(Format.number(request.itemAspect)), spacing \(Format.number(request.spacing)), "
                + "margin \(Format.number(request.margin)), scale \(Format.number(request.space.scale))"
            let layout: GridResult
            do {
                layout = try GridSolver.solve(request)
            } catch {
                guard case .noRoom = error else {
                    Issue.record("\(error.message); \(label)")
                    continue
                }
                continue
            }
            solved += 1
            let violations = SplitOracle.gridViolations(layout, request)
            #expect(violations.isEmpty, "\(violations.prefix(3)); \(label)")
            let regions = SplitOracle.gridRegions(request)
            #expect(layout.regions.count == regions.count && zip(layout.regions, regions).allSatisfy { nearlyEqual($0, $1, tolerance: 1e-9) },
                    "regions \(Self.describe(layout.regions)) ≠ \(Self.describe(regions)); \(label)")
            let invariants = GridInvariants.violations(layout, request)
            #expect(invariants.isEmpty, "\(invariants.prefix(3)); \(label)")
        }
        #expect(solved >= Self.iterations / 2, "only \(solved) of \(Self.iterations) grids had room")
    }

    /// Whether `text` says there is no division (or no active one) outright, rather than that none
    /// crosses the container.
    static func claimsNoDivision(_ text: String) -> Bool {
        for phrase in ["no division", "no active division"] {
            var rest = text[...]
            while let range = rest.range(of: phrase) {
                if !rest[range.upperBound...].hasPrefix(" crosses") { return true }
                rest = rest[range.upperBound...]
            }
        }
        return false
    }

    @Test("a reason matches the result: a layout cut at a division never reports that there is none (STYLE 20)")
    func reasonsMatchResults() throws {
        var rng = SeededGenerator.fromEnvironment(fallback: 0x2EA5_0420)
        let divisionReasons = Set(ArrangementResult.Reason.allCases.filter(\.isAtDivision))
        for iteration in 0..<Self.iterations {
            let scenario = Self.scenario(&rng)
            let secondaryShown = Int.random(in: 0...3, using: &rng) > 0
            for direction in LayoutDirection.allCases {
                let label = "#\(iteration) seed \(rng.seed) \(direction.rawValue) secondary shown \(secondaryShown): \(scenario)"
                let request = ArrangementRequest(space: .plain(around: scenario.container, regions: scenario.regions, scale: 1,
                                                               layoutDirection: direction), bounds: scenario.container)
                let expected = SplitOracle.twoRegions(scenario.container, scenario.regions, .nearestCentre(direction))
                let cut = expected.axis != nil || expected.usable != scenario.container
                let arrangements = [try SplitArrangement(isSecondaryVisible: secondaryShown).solve(request),
                                    try OverlayArrangement(isSecondaryVisible: secondaryShown).solve(request)]
                for arrangement in arrangements {
                    if expected.axis != nil {
                        #expect(divisionReasons.contains(arrangement.reason), "\(arrangement.style) reason \(arrangement.reason) at a crossing division; \(label)")
                    }
                    if cut {
                        #expect(!Self.claimsNoDivision(arrangement.reason.explanation),
                                "\(arrangement.style) cut at a division explains '\(arrangement.reason.explanation)'; \(label)")
                    }
                }
            }
        }
        for note in GridNote.allCases {
            #expect(!Self.claimsNoDivision(note.message), "grid note \(note): \(note.message)")
        }
    }

    @Test("a vertical and a horizontal active division: a non-scrolling grid puts no cell on either (SPEC 6)")
    func gridAtTwoDivisions() throws {
        // 1000 × 800 window; a vertical division x 480…520, full height; a horizontal one y 500…540, full width.
        let regions = [ReservedRegion(id: "v", kind: .division, frame: CGRect(x: 480, y: 0, width: 40, height: 800), isActive: true),
                       ReservedRegion(id: "h", kind: .division, frame: CGRect(x: 0, y: 500, width: 1000, height: 40), isActive: true)]
        for direction in LayoutDirection.allCases {
            let bounds = CGRect(x: 0, y: 0, width: 1000, height: 800)
            let request = GridRequest(space: .plain(around: bounds, regions: regions, scale: 3, layoutDirection: direction), bounds: bounds,
                                      itemCount: 24, minItemWidth: 100, spacing: 8, margin: 16, scrolls: false)
            let layout = try GridSolver.solve(request)
            #expect(SplitOracle.gridViolations(layout, request) == [], "\(direction.rawValue)")
            #expect(GridInvariants.violations(layout, request) == [], "\(direction.rawValue)")
            // Four regions: columns beside x 480 … 520, rows beside y 500 … 540; a gutter at each division.
            #expect(layout.splitAxes == [.horizontal, .vertical])
            let leading: CGFloat = direction == .leftToRight ? 0 : 520, trailing: CGFloat = direction == .leftToRight ? 520 : 0
            #expect(layout.regions == [CGRect(x: leading, y: 0, width: 480, height: 500), CGRect(x: trailing, y: 0, width: 480, height: 500),
                                       CGRect(x: leading, y: 540, width: 480, height: 260), CGRect(x: trailing, y: 540, width: 480, height: 260)])
            #expect(layout.gutters.map(\.divisionIDs) == [["v"], ["h"]])
        }
    }
}

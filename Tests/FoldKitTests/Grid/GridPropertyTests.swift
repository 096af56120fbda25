import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Seeded property test of the grid over random containers, folds, counts and sizes (SPEC 6).
/// Replay a failure with `FOLDKIT_SEED=<seed> swift test --filter GridPropertyTests`.
@Suite("Grid properties")
struct GridPropertyTests {
    /// One random scenario: the same container flat (divisions inactive) and folded (active).
    struct Scenario: CustomStringConvertible {
        var flat: GridRequest
        var folded: GridRequest
        var description: String {
            "bounds \(Format.rect(folded.bounds)), folds \(folded.space.regions.map { Format.rect($0.frame) }), flat \(flat.space.regions.map { Format.rect($0.frame) }), "
                + "items \(folded.itemCount), min \(Format.number(folded.minItemWidth)), aspect \(Format.number(folded.itemAspect)), "
                + "spacing \(Format.number(folded.spacing)), margin \(Format.number(folded.margin)), scrolls \(folded.scrolls), "
                + "\(folded.space.layoutDirection.rawValue), scale \(Format.number(folded.space.scale))"
        }
    }

    /// A random scenario: a window with one or two folds of one orientation (vertical two times
    /// in three), 0…60 pt thick, the inactive frame full or zero-width, and a container inset in it.
    static func scenario(_ rng: inout SeededGenerator) -> Scenario {
        func value(_ range: ClosedRange<Double>) -> CGFloat { CGFloat((Double.random(in: range, using: &rng) * 4).rounded() / 4) }
        let window = CGRect(x: 0, y: 0, width: value(320...1400), height: value(320...1400))
        let bounds = CGRect(x: value(0...40), y: value(0...60), width: window.width - value(40...80), height: window.height - value(60...100))
        let vertical = Int.random(in: 0..<3, using: &rng) < 2
        let count = Int.random(in: 0..<4, using: &rng) == 0 ? 2 : 1
        let zeroWidthWhenFlat = Bool.random(using: &rng)
        var flatRegions: [ReservedRegion] = []
        var foldedRegions: [ReservedRegion] = []
        for index in 0..<count {
            let extent = vertical ? window.width : window.height
            let centre = extent * CGFloat(index + 1) / CGFloat(count + 1) + value(-0.08...0.08) * extent
            let thickness = value(0...60)
            let frame = vertical
                ? CGRect(x: centre - thickness / 2, y: 0, width: thickness, height: window.height)
                : CGRect(x: 0, y: centre - thickness / 2, width: window.width, height: thickness)
            let line = vertical ? CGRect(x: centre, y: 0, width: 0, height: window.height) : CGRect(x: 0, y: centre, width: window.width, height: 0)
            foldedRegions.append(ReservedRegion(id: "fold-\(index)", kind: .division, frame: frame, isActive: true))
            flatRegions.append(ReservedRegion(id: "fold-\(index)", kind: .division, frame: zeroWidthWhenFlat ? line : frame, isActive: false))
        }
        let scrolls = Bool.random(using: &rng)
        var folded = GridRequest(
            space: LayoutSpace(window: window, regions: foldedRegions), bounds: bounds,
            itemCount: Int.random(in: 0...(scrolls ? 400 : 40), using: &rng),
            minItemWidth: value(30...320), itemAspect: value(0.25...2.5), spacing: value(0...24), margin: value(0...32),
            scrolls: scrolls)
        folded.space.layoutDirection = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
        folded.space.scale = [0, 1, 2, 3].randomElement(using: &rng)!
        var flat = folded
        flat.space.regions = flatRegions
        return Scenario(flat: flat, folded: folded)
    }

    @Test("random grids keep SPEC 6's contracts flat and folded")
    func randomGrids() {
        var rng = SeededGenerator.fromEnvironment(fallback: 0x6_0_1D_2026)
        var solved = 0
        let runs = 400
        for run in 0..<runs {
            let scenario = Self.scenario(&rng)
            let flat: GridResult
            let folded: GridResult
            do {
                flat = try GridSolver.solve(scenario.flat)
                folded = try GridSolver.solve(scenario.folded)
            } catch {
                // Valid inputs fail only for lack of room (a crowded non-scrolling grid, a fold at the edge).
                guard case .noRoom = error else {
                    Issue.record("run \(run): \(error.message) for \(scenario)")
                    continue
                }
                continue
            }
            solved += 1
            for (name, layout, request) in [("flat", flat, scenario.flat), ("folded", folded, scenario.folded)] {
                let violations = GridInvariants.violations(layout, request)
                #expect(violations.isEmpty, "run \(run) \(name): \(violations.prefix(3)) for \(scenario)")
                let again = try? GridSolver.solve(request)
                #expect(again == layout, "run \(run) \(name) is not deterministic")
                let mirror = try? GridSolver.solve(GridExpect.mirrored(request))
                let mirrored = mirror?.itemFrames.map { $0.mirrored(in: request.bounds) } ?? []
                #expect(zip(layout.itemFrames, mirrored).allSatisfy { GridExpect.close($0, $1, 1e-6) } && mirrored.count == layout.itemFrames.count,
                        "run \(run) \(name): RTL is not the mirror of LTR for \(scenario)")
            }
            #expect(flat.columns == folded.columns, "run \(run): \(flat.columns) columns flat, \(folded.columns) folded for \(scenario)")
            if !scenario.folded.scrolls || scenario.folded.space.regions.allSatisfy({ $0.frame.height >= $0.frame.width }) {
                #expect(folded.itemFrames.allSatisfy { cell in scenario.folded.space.regions.allSatisfy { !cell.overlapsWithArea($0.frame) } },
                        "run \(run): a cell lies on a fold for \(scenario)")
            }
        }
        #expect(solved >= runs * 9 / 10, "only \(solved) of \(runs) scenarios had room")
    }
}

import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Seeded properties across the engine (issue 7): random device states of every built-in
/// profile, random spaces, views and containers in both directions. Every result is
/// deterministic — the same input gives the same output, asked twice — and the SPEC invariants
/// hold. Solvers with their own property suites (arrangement, list–detail, split view,
/// placement) are checked here for determinism only. Replay with `FOLDKIT_SEED=<seed>`.
@Suite("Engine properties: determinism and invariants")
struct EngineDeterminismTests {
    @Test("random device states of every profile: resolve is deterministic and keeps the region invariants", arguments: DeviceProfile.builtInIDs)
    func deviceStates(_ id: String) throws {
        let profile = try DeviceProfile.builtIn(id)
        var rng = SeededGenerator.fromEnvironment(fallback: 0xD0D0_0001 &+ UInt64(id.utf8.count))
        for iteration in 0..<150 {
            guard var state = try? profile.state(for: profile.supportedPresets.randomElement(using: &rng)!) else { continue }
            if profile.hinge != nil { state.hingeAngle = Double(Int.random(in: 0...360, using: &rng)) }
            state.cameraStreaming = Bool.random(using: &rng)
            state.liveActivity = Bool.random(using: &rng)
            guard let full = try? profile.resolve(state) else { continue }
            if Bool.random(using: &rng) {
                state.window = RandomPlacementInputs.rect(in: CGRect(origin: .zero, size: full.displaySize), maxSize: full.displaySize, using: &rng)
            }
            let label = "\(id) seed \(rng.seed) #\(iteration) angle \(state.hingeAngle) \(state.orientation) window \(state.window.map(Format.rect) ?? "full")"
            guard let space = try? profile.resolve(state) else { continue }
            #expect(try profile.resolve(state) == space, "not deterministic: \(label)")
            #expect(RegionInvariants.violations(space, profile: profile) == [], "\(label)")
            let view = RandomPlacementInputs.rect(in: space.bounds, maxSize: space.bounds.size, using: &rng)
            for direction in LayoutDirection.allCases {
                #expect(RegionQueryInvariants.violations(space, view: view, direction: direction) == [], "\(label)")
            }
        }
    }

    @Test("random spaces: region queries, the fold and usable regions are deterministic and keep SPEC 3.4–3.5")
    func regions() {
        var rng = SeededGenerator.fromEnvironment(fallback: 0xD0D0_0002)
        for iteration in 0..<800 {
            let space = RandomPlacementInputs.space(using: &rng)
            let view = Bool.random(using: &rng) ? space.bounds : RandomPlacementInputs.rect(in: space.bounds, maxSize: space.bounds.size, using: &rng)
            let direction = LayoutDirection.allCases.randomElement(using: &rng)!
            let label = "seed \(rng.seed) #\(iteration) view \(Format.rect(view)) \(direction.rawValue): \(RegionQueryInvariants.describe(space.regions))"
            #expect(RegionQueryInvariants.violations(space, view: view, direction: direction) == [], "\(label)")
            let directed = space.with(layoutDirection: direction)
            #expect(directed.reservedRegions(options: .includeInactive, in: view)
                    == directed.reservedRegions(options: .includeInactive, in: view), "\(label)")
            #expect(directed.fold(in: view) == directed.fold(in: view), "\(label)")
            let container = RandomPlacementInputs.container(in: space, using: &rng)
            let usable = UsableRegions(container: container, regions: space.regions)
            #expect(UsableRegions(container: container, regions: space.regions) == usable, "not deterministic: \(label)")
            // Overlapping active divisions exist on no device; the region between them is left
            // as it falls (see RegionQueryInvariants). Crossing ones are checked.
            if !Self.hasOverlappingDivisions(space) {
                #expect(RegionQueryInvariants.violations(usable, regions: space.regions) == [], "container \(Format.rect(container)) \(label)")
            }
            #expect(ContainerSplit(container: container, regions: space.regions) == ContainerSplit(container: container, regions: space.regions), "\(label)")
            #expect(space.confined(to: container) == space.confined(to: container), "\(label)")
        }
    }

    /// Whether two active divisions of `space` overlap (parallel ones sharing area).
    static func hasOverlappingDivisions(_ space: LayoutSpace) -> Bool {
        let divisions = space.activeDivisions
        return divisions.indices.contains { i in divisions.indices.contains { j in i < j && divisions[i].frame.intersects(divisions[j].frame) } }
    }

    @Test("two-view solvers: the same request twice gives the same result")
    func twoViewSolvers() throws {
        var rng = SeededGenerator.fromEnvironment(fallback: 0xD0D0_0003)
        for iteration in 0..<400 {
            let space = RandomLayoutSpace(using: &rng)
            let request = space.request(LayoutDirection.allCases.randomElement(using: &rng)!)
            let split = ArrangementPropertyTests.randomSplit(&rng), overlay = ArrangementPropertyTests.randomOverlay(&rng)
            let listDetail = ListDetailStyle(stacksInTabletop: Bool.random(using: &rng))
            let splitView = SplitViewStyle(minimumPrimaryWidth: .absolute(CGFloat(Int.random(in: 0...300, using: &rng))))
            let label = "seed \(rng.seed) #\(iteration); \(space)"
            #expect(try split.solve(request) == split.solve(request), "split: \(label)")
            #expect(try overlay.solve(request) == overlay.solve(request), "overlay: \(label)")
            #expect(try listDetail.solve(request) == listDetail.solve(request), "list–detail: \(label)")
            #expect(try splitView.solve(request) == splitView.solve(request), "split view: \(label)")
        }
    }

    @Test("grids: the same request twice gives the same layout, flat and folded, both directions")
    func grids() {
        var rng = SeededGenerator.fromEnvironment(fallback: 0xD0D0_0004)
        for iteration in 0..<300 {
            let space = RandomPlacementInputs.space(using: &rng)
            var request = GridRequest(space: space, itemCount: Int.random(in: 0...200, using: &rng),
                                      minItemWidth: RandomPlacementInputs.number(20...300, using: &rng),
                                      itemAspect: RandomPlacementInputs.number(0.25...2, using: &rng),
                                      spacing: RandomPlacementInputs.number(0...24, using: &rng), margin: RandomPlacementInputs.number(0...32, using: &rng),
                                      scrolls: Bool.random(using: &rng))
            request.space.layoutDirection = LayoutDirection.allCases.randomElement(using: &rng)!
            let label = "seed \(rng.seed) #\(iteration): \(RegionQueryInvariants.describe(space.regions))"
            /// The layout, or the error the request was refused with.
            func solve() -> Result<GridResult, GridError> {
                do { return .success(try GridSolver.solve(request)) } catch { return .failure(error) }
            }
            #expect(solve() == solve(), "\(label)")
        }
    }
}

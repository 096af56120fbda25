import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Property tests for displacement and presentations over random windows, folds (position,
/// thickness, orientation), occlusions, anchors, sizes and both directions (SPEC 5, 7).
///
/// Seeded and logged: replay a failure with `FOLDKIT_SEED=<seed> swift test --filter PlacementPropertyTests`.
@Suite("Placement properties (SPEC 5, 7)")
struct PlacementPropertyTests {
    static let iterations = 3000

    /// Whether only divisions (at most one active) shape the space: then nothing may fail to fit.
    static func divisionsAlone(_ space: LayoutSpace) -> Bool {
        !space.regions.contains { $0.isActive && $0.kind == .occlusion } && space.activeDivisions.count <= 1
    }

    @Test("Elements: clear of active regions, inside their region, unchanged when clear, deterministic")
    func elements() {
        var rng = SeededGenerator.fromEnvironment(fallback: 0x5EED_0005)
        for i in 0..<Self.iterations {
            let space = RandomPlacementInputs.space(using: &rng)
            let container = Bool.random(using: &rng) ? RandomPlacementInputs.container(in: space, using: &rng) : space.safeAreaFrame
            let frame = RandomPlacementInputs.rect(in: container, maxSize: CGSize(width: 500, height: 300), using: &rng)
            let anchor = RandomPlacementInputs.rect(in: container, maxSize: CGSize(width: 400, height: 400), using: &rng)
            let request = DisplacementRequest(space: space, frame: frame, purpose: DisplacementPurpose.allCases.randomElement(using: &rng)!,
                                              anchor: anchor, container: container, layoutDirection: LayoutDirection.allCases.randomElement(using: &rng)!)
            let result = Displacement.solve(request)
            let violations = DisplacementInvariants.violations(result, for: request)
            #expect(violations.isEmpty, "seed \(rng.seed) #\(i): \(request): \(violations)")
            #expect(Displacement.solve(request) == result, "seed \(rng.seed) #\(i): not deterministic")
            if Self.divisionsAlone(space) { #expect(result.fit.isClear, "seed \(rng.seed) #\(i): \(request) → \(result)") }
            if !violations.isEmpty { return }
        }
    }

    @Test("Groups: every member placed, each clear, deterministic")
    func groups() {
        var rng = SeededGenerator.fromEnvironment(fallback: 0x5EED_0006)
        for i in 0..<Self.iterations {
            let space = RandomPlacementInputs.space(using: &rng)
            let safe = space.safeAreaFrame
            let cluster = RandomPlacementInputs.rect(in: safe, maxSize: CGSize(width: 700, height: 500), using: &rng)
            let frames = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                RandomPlacementInputs.rect(in: cluster, maxSize: CGSize(width: 300, height: 300), using: &rng)
            }
            let request = DisplacementGroupRequest(space: space, frames: frames, purpose: DisplacementPurpose.allCases.randomElement(using: &rng)!,
                                                   anchor: frames.first, layoutDirection: LayoutDirection.allCases.randomElement(using: &rng)!)
            let result = Displacement.solve(request)
            let violations = DisplacementInvariants.violations(result, for: request)
            #expect(violations.isEmpty, "seed \(rng.seed) #\(i): \(request): \(violations)")
            #expect(Displacement.solve(request) == result, "seed \(rng.seed) #\(i): not deterministic")
            if Self.divisionsAlone(space) { #expect(result.members.allSatisfy { $0.fit.isClear }, "seed \(rng.seed) #\(i): \(request) → \(result)") }
            if !violations.isEmpty { return }
        }
    }

    @Test("Presentations: fully visible in the safe area, clear of active regions, beside their anchor, deterministic")
    func presentations() {
        var rng = SeededGenerator.fromEnvironment(fallback: 0x5EED_0007)
        for i in 0..<Self.iterations {
            let space = RandomPlacementInputs.space(using: &rng)
            let kind = PresentationKind.allCases.randomElement(using: &rng)!
            let size = CGSize(width: RandomPlacementInputs.number(10...700, using: &rng), height: RandomPlacementInputs.number(10...600, using: &rng))
            let anchor = RandomPlacementInputs.rect(in: space.bounds, maxSize: CGSize(width: 200, height: 120), using: &rng)
            let request = PresentationRequest(kind: kind, size: size, anchor: Bool.random(using: &rng) || kind.isAnchored ? anchor : nil, space: space,
                                              layoutDirection: LayoutDirection.allCases.randomElement(using: &rng)!,
                                              heightFraction: Bool.random(using: &rng) ? RandomPlacementInputs.number(0.25...1, using: &rng) : nil)
            let placement = Presentation.place(request)
            let violations = PresentationInvariants.violations(placement, for: request)
            #expect(violations.isEmpty, "seed \(rng.seed) #\(i): \(request): \(violations)")
            #expect(Presentation.place(request) == placement, "seed \(rng.seed) #\(i): not deterministic")
            if Self.divisionsAlone(space) { #expect(placement.fit.isClear, "seed \(rng.seed) #\(i): \(request) → \(placement)") }
            if !violations.isEmpty { return }
        }
    }
}

import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Property tests for displacement and presentations over random windows, folds (position,
/// thickness, orientation), occlusions, anchors, sizes and both directions (SPEC 5, 7).
///
/// For every input: the invariant checker finds nothing (clear of active regions and inside the
/// region unless the result says it found no room; nothing dropped), the solver is deterministic,
/// and where divisions alone shape the space (no active occlusion, at most one active division)
/// everything fits clear. Seeded and logged: replay a failure with
/// `FOLDKIT_SEED=<seed> swift test --filter PlacementPropertyTests`.
@Suite("Placement properties (SPEC 5, 7)")
struct PlacementPropertyTests {
    static let iterations = 3000

    /// Runs `iterations` random cases: `make` builds a request and its space, `solve` places it,
    /// `violations` checks it, `isClear` says whether it kept the contract.
    static func forAll<Request, Result: Equatable>(
        fallbackSeed: UInt64, test: String = #function, make: (inout SeededGenerator) -> (Request, LayoutSpace),
        solve: (Request) throws(PlacementError) -> Result, violations: (Result, Request) -> [String], isClear: (Result) -> Bool
    ) throws {
        var rng = SeededGenerator.fromEnvironment(fallback: fallbackSeed, test: test)
        for i in 0..<iterations {
            let (request, space) = make(&rng)
            let result = try solve(request)
            let found = violations(result, request)
            #expect(found.isEmpty, "seed \(rng.seed) #\(i): \(request) → \(result): \(found)")
            #expect(try solve(request) == result, "seed \(rng.seed) #\(i): not deterministic")
            let divisionsAlone = !space.regions.contains { $0.isActive && $0.kind == .occlusion } && space.activeDivisions.count <= 1
            if divisionsAlone { #expect(isClear(result), "seed \(rng.seed) #\(i): no room with divisions alone: \(request) → \(result)") }
            if !found.isEmpty { return }
        }
    }

    @Test("Elements: clear of active regions, inside their region, unchanged when clear, deterministic")
    func elements() throws {
        try Self.forAll(fallbackSeed: 0x5EED_0005, make: { rng in
            let space = RandomPlacementInputs.space(using: &rng)
            let container = Bool.random(using: &rng) ? RandomPlacementInputs.container(in: space, using: &rng) : space.safeAreaFrame
            let frame = RandomPlacementInputs.rect(in: container, maxSize: CGSize(width: 500, height: 300), using: &rng)
            let anchor = RandomPlacementInputs.rect(in: container, maxSize: CGSize(width: 400, height: 400), using: &rng)
            let purpose = DisplacementPurpose.allCases.randomElement(using: &rng)!, anticipates = Bool.random(using: &rng)
            let direction = LayoutDirection.allCases.randomElement(using: &rng)!
            return (DisplacementRequest(space: space.with(layoutDirection: direction), frame: frame, purpose: purpose, anchor: anchor,
                                        container: container, anticipatesFold: anticipates), space)
        }, solve: Displacement.solve, violations: { DisplacementInvariants.violations($0, for: $1) }, isClear: { $0.fit.isClear })
    }

    @Test("Groups: every member placed, each clear, deterministic")
    func groups() throws {
        try Self.forAll(fallbackSeed: 0x5EED_0006, make: { rng in
            let space = RandomPlacementInputs.space(using: &rng)
            let cluster = RandomPlacementInputs.rect(in: space.safeAreaFrame, maxSize: CGSize(width: 700, height: 500), using: &rng)
            let frames = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                RandomPlacementInputs.rect(in: cluster, maxSize: CGSize(width: 300, height: 300), using: &rng)
            }
            let purpose = DisplacementPurpose.allCases.randomElement(using: &rng)!, anticipates = Bool.random(using: &rng)
            let direction = LayoutDirection.allCases.randomElement(using: &rng)!
            return (DisplacementGroupRequest(space: space.with(layoutDirection: direction), frames: frames, purpose: purpose,
                                             anchor: frames.first, anticipatesFold: anticipates), space)
        }, solve: Displacement.solve, violations: { DisplacementInvariants.violations($0, for: $1) }, isClear: { $0.members.allSatisfy { $0.fit.isClear } })
    }

    @Test("Presentations: fully visible in the safe area, clear of active regions, beside their anchor, deterministic")
    func presentations() throws {
        try Self.forAll(fallbackSeed: 0x5EED_0007, make: { rng in
            let space = RandomPlacementInputs.space(using: &rng)
            let kind = PresentationKind.allCases.randomElement(using: &rng)!
            let size = CGSize(width: RandomPlacementInputs.number(10...700, using: &rng), height: RandomPlacementInputs.number(10...600, using: &rng))
            let anchor = RandomPlacementInputs.rect(in: space.bounds, maxSize: CGSize(width: 200, height: 120), using: &rng)
            let anchored = Bool.random(using: &rng) || kind.isAnchored
            let direction = LayoutDirection.allCases.randomElement(using: &rng)!
            return (PresentationRequest(kind: kind, size: size, anchor: anchored ? anchor : nil, space: space.with(layoutDirection: direction),
                                        heightFraction: Bool.random(using: &rng) ? RandomPlacementInputs.number(0.25...1, using: &rng) : nil), space)
        }, solve: Presentation.solve, violations: { PresentationInvariants.violations($0, for: $1) }, isClear: { $0.fit.isClear })
    }
}

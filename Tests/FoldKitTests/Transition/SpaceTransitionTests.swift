import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// SPEC 10.1: two layout spaces compared region by region, by id, with `includeInactive` — what
/// OdoKeep's fold reader needed, reporting only changes [S0] — and the posture and fold before
/// and after. Regions are physical window coordinates, so the layout direction plays no part.
@Suite("Space transitions: regions, posture and fold before and after (SPEC 10.1)")
struct SpaceTransitionTests {
    /// A device state by preset and modifiers on a built-in device.
    struct State: Sendable, CustomStringConvertible {
        var preset: PosturePreset
        var camera = false
        var liveActivity = false
        var window: CGRect?

        var description: String { preset.rawValue + (camera ? "+camera" : "") + (liveActivity ? "+live-activity" : "") + (window.map { " in \(Format.rect($0))" } ?? "") }
        func space(_ device: String) -> LayoutSpace {
            Builtins.space(device, preset, cameraStreaming: camera, liveActivity: liveActivity, window: window)
        }
    }

    /// One transition and the region changes it must report, in order.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var device = "iphone-duo"
        var from: State
        var to: State
        var changes: [String: RegionTransition.Change]
        var order: [String]
        var postures: (DevicePosture, DevicePosture)
        var testDescription: String { "\(name): \(device) \(from) → \(to)" }
    }

    static let cases: [Case] = [
        Case(name: "the fold activates as the Duo bends", from: State(preset: .flat), to: State(preset: .book),
             changes: ["fold": .activated], order: ["fold"], postures: (.flat, .book)),
        Case(name: "the fold deactivates as it opens flat", from: State(preset: .book), to: State(preset: .flat),
             changes: ["fold": .deactivated], order: ["fold"], postures: (.book, .flat)),
        Case(name: "the inner camera switches on [S1]", from: State(preset: .flat), to: State(preset: .flat, camera: true),
             changes: ["inner-camera": .activated], order: ["inner-camera"], postures: (.flat, .flat)),
        Case(name: "the inner camera switches off", from: State(preset: .book, camera: true), to: State(preset: .book),
             changes: ["inner-camera": .deactivated], order: ["inner-camera"], postures: (.book, .book)),
        Case(name: "opening: the outer camera goes, the fold and the inner camera come", from: State(preset: .closed), to: State(preset: .flat),
             changes: ["outer-camera": .disappeared, "fold": .appeared, "inner-camera": .appeared],
             order: ["outer-camera", "fold", "inner-camera"], postures: (.closed, .flat)),
        Case(name: "closing", from: State(preset: .book), to: State(preset: .closed),
             changes: ["fold": .disappeared, "inner-camera": .disappeared, "outer-camera": .appeared],
             order: ["fold", "inner-camera", "outer-camera"], postures: (.book, .closed)),
        Case(name: "a Live Activity grows the outer camera into the Dynamic Island", from: State(preset: .closed),
             to: State(preset: .closed, liveActivity: true), changes: ["outer-camera": .moved], order: ["outer-camera"], postures: (.closed, .closed)),
        Case(name: "rotating from book to tabletop moves both", from: State(preset: .book), to: State(preset: .tabletop),
             changes: ["fold": .moved, "inner-camera": .moved], order: ["fold", "inner-camera"], postures: (.book, .tabletop)),
        Case(name: "a window that leaves the camera out: it disappears, the fold clips the edge",
             from: State(preset: .book), to: State(preset: .book, window: CGRect(x: 0, y: 0, width: 470, height: 669)),
             changes: ["inner-camera": .disappeared], order: ["inner-camera"], postures: (.book, .flat)),
        Case(name: "a zero-width fold that activates and widens is activated, not moved", device: "book-foldable",
             from: State(preset: .flat), to: State(preset: .book), changes: ["fold": .activated], order: ["fold"], postures: (.flat, .book)),
        Case(name: "the same state: nothing", from: State(preset: .tabletop, camera: true), to: State(preset: .tabletop, camera: true),
             changes: [:], order: [], postures: (.tabletop, .tabletop)),
    ]

    @Test("each region change, in the first space's order then the second's new regions", arguments: cases)
    func regionChanges(_ c: Case) {
        let result = SpaceTransition.solve(SpaceTransitionRequest(before: c.from.space(c.device), after: c.to.space(c.device)))
        #expect(result.regions.map(\.id) == c.order)
        #expect(Dictionary(uniqueKeysWithValues: result.regions.map { ($0.id, $0.change) }) == c.changes)
        #expect(result.postureBefore == c.postures.0 && result.postureAfter == c.postures.1)
        for region in result.regions {
            #expect((region.before == nil) == (region.change == .appeared) && (region.after == nil) == (region.change == .disappeared))
        }
        #expect(result.isAnimated == !c.order.isEmpty, "every case but the last changes the state")
    }

    @Test("flat → book: the fold keeps its frame and activates; the fold none → book at (455.5, 0, 40, 669)")
    func foldActivates() throws {
        let result = SpaceTransition.solve(SpaceTransitionRequest(before: Builtins.space("iphone-duo", .flat), after: Builtins.space("iphone-duo", .book)))
        let fold = try #require(result.regions.first)
        // 455.5 = (951 − 40) / 2 (SPEC 2.2); `full`: the inactive fold keeps its frame (SPEC 3.3).
        let frame = CGRect(x: 455.5, y: 0, width: 40, height: 669)
        #expect(fold.before?.frame == frame && fold.after?.frame == frame)
        #expect(fold.before?.isActive == false && fold.after?.isActive == true && fold.kind == .division)
        #expect(result.foldBefore == nil)
        #expect(result.foldAfter?.posture == .book && result.foldAfter?.frame == frame)
        #expect(result.changesFold && !result.isEmpty)
        #expect(result.cause == .deviceStateChange && result.isAnimated)
    }

    @Test("book → tabletop: the fold and the camera rotate out of the natural orientation (SPEC 2.4)")
    func rotation() throws {
        let result = SpaceTransition.solve(SpaceTransitionRequest(before: Builtins.space("iphone-duo", .book), after: Builtins.space("iphone-duo", .tabletop)))
        // x' = minY, y' = W − maxX, w' = h, h' = w with W = 951.
        let fold = try #require(result.regions.first { $0.id == "fold" })
        #expect(fold.after?.frame == CGRect(x: 0, y: 455.5, width: 669, height: 40))   // 455.5 = 951 − 495.5
        let camera = try #require(result.regions.first { $0.id == "inner-camera" })
        #expect(camera.before?.frame == CGRect(x: 903, y: 20, width: 40, height: 40))
        #expect(camera.after?.frame == CGRect(x: 20, y: 8, width: 40, height: 40))      // 8 = 951 − (903 + 40)
        #expect(camera.before?.isActive == false && camera.after?.isActive == false, "moved while inactive")
        #expect(result.foldBefore?.posture == .book && result.foldAfter?.posture == .tabletop)
    }

    @Test("a Live Activity: the outer camera (306, 12, 40, 40) grows to the island (196, 10, 150, 40) [S1]")
    func dynamicIsland() throws {
        let result = SpaceTransition.solve(SpaceTransitionRequest(before: Builtins.space("iphone-duo", .closed),
                                                                  after: Builtins.space("iphone-duo", .closed, liveActivity: true)))
        let island = try #require(result.regions.first)
        #expect(island.id == "outer-camera" && island.change == .moved && island.kind == .occlusion)
        #expect(island.before?.frame == CGRect(x: 306, y: 12, width: 40, height: 40))
        #expect(island.after?.frame == CGRect(x: 196, y: 10, width: 150, height: 40))
        #expect(island.before?.isActive == true && island.after?.isActive == true, "always active")
        #expect(result.foldBefore == nil && result.foldAfter == nil && !result.changesFold)
    }

    @Test("the same space: nothing to report, not animated — an app update (SPEC 10.1 [S1])")
    func sameSpace() {
        let space = Builtins.space("iphone-duo", .book)
        let result = SpaceTransition.solve(SpaceTransitionRequest(before: space, after: space))
        #expect(result.isEmpty && !result.isAnimated)
        #expect(result.cause == .appUpdate(animated: false))
    }

    @Test("a state change that reaches nothing (the inner camera while closed) still animates when the caller says the state changed")
    func stateChangeReachingNothing() {
        let closed = Builtins.space("iphone-duo", .closed)
        let streaming = Builtins.space("iphone-duo", .closed, cameraStreaming: true)
        #expect(closed == streaming, "the outer display has no camera that streams")
        let byStates = SpaceTransition.solve(SpaceTransitionRequest(before: closed, after: streaming, changesDeviceState: true))
        #expect(byStates.isEmpty && byStates.isAnimated && byStates.cause == .deviceStateChange)
        let bySpaces = SpaceTransition.solve(SpaceTransitionRequest(before: closed, after: streaming))
        #expect(bySpaces.isEmpty && !bySpaces.isAnimated)
    }

    @Test("regions are physical: the same report whatever the layout direction of the caller")
    func physical() {
        // The Duo's camera sits in the trailing strip on the right in RTL too (SPEC 9 [S0]).
        let result = SpaceTransition.solve(SpaceTransitionRequest(before: Builtins.space("iphone-duo", .book),
                                                                  after: Builtins.space("iphone-duo", .book, cameraStreaming: true)))
        #expect(result.regions.map(\.after?.frame) == [CGRect(x: 903, y: 20, width: 40, height: 40)])
    }

    @Test("a hand-built space with a repeated id counts it once, as its first region")
    func repeatedID() {
        let window = CGRect(x: 0, y: 0, width: 800, height: 600)
        let a = ReservedRegion(id: "fold", kind: .division, frame: CGRect(x: 380, y: 0, width: 40, height: 600), isActive: false)
        var b = a
        b.frame.origin.x = 500
        let before = LayoutSpace(window: window, regions: [a, b])
        var activeA = a
        activeA.isActive = true
        let after = LayoutSpace(window: window, regions: [activeA])
        let result = SpaceTransition.solve(SpaceTransitionRequest(before: before, after: after))
        #expect(result.regions.map(\.change) == [.activated])
    }
}

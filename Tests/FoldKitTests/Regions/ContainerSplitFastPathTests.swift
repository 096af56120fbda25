import Foundation
import Testing
@testable import FoldKit
import _FoldKitTestSupport

/// The region core's one-division answer (``ContainerSplit``'s fast path, taken when at most one
/// division is active) equals the whole scan's, field for field — usable part, trimmed sliver,
/// driving index, axis, band and both regions — for every choice and direction. The scenarios are
/// ``RegionSplitPropertyTests``'s (crossing, clipping, outside, zero-width, slivers), most with
/// at most one active division. Replay a failure with
/// `FOLDKIT_SEED=<seed> swift test --filter ContainerSplitFastPathTests`.
@Suite("ContainerSplit: the one-division answer equals the scan")
struct ContainerSplitFastPathTests {
    static let choices: [ContainerSplit.Choice] = [
        .nearestCentre(.leftToRight), .nearestCentre(.rightToLeft), .leadingMost(.leftToRight),
        .leadingMost(.rightToLeft), .trailingMost(.leftToRight), .trailingMost(.rightToLeft),
    ]

    @Test("Random containers and divisions: the split equals the scan's")
    func randomScenarios() {
        var rng = SeededGenerator.fromEnvironment(fallback: 0xFA57_0DD5)
        var oneOrNone = 0
        for iteration in 0..<RegionSplitPropertyTests.iterations {
            let scenario = RegionSplitPropertyTests.scenario(&rng)
            if scenario.regions.filter({ $0.kind == .division && $0.isActive }).count <= 1 { oneOrNone += 1 }
            for choice in Self.choices {
                let split = ContainerSplit(container: scenario.container, regions: scenario.regions, choice: choice)
                let scanned = scenario.regions.withUnsafeBufferPointer {
                    ContainerSplit(scanning: scenario.container, buffer: $0, choice: choice)
                }
                #expect(split == scanned, "#\(iteration) seed \(rng.seed) \(choice): \(split) ≠ scan \(scanned); \(scenario)")
            }
        }
        // The scenarios reach the fast path often enough to mean something.
        #expect(oneOrNone > RegionSplitPropertyTests.iterations / 4)
    }

    /// A real device's regions: each built-in profile at five hinge angles in both orientations, the
    /// camera streaming, its bounds and safe area, every choice.
    @Test("Every built-in device in every posture: the split equals the scan's")
    func builtInDevices() throws {
        var spaces = 0
        for id in DeviceProfile.builtInIDs {
            let profile = try DeviceProfile.builtIn(id)
            for angle in [0.0, 45, 90, 120, 180] {
                for orientation in [Orientation.portrait, .landscape] {
                    // A state the profile cannot take (a hinge angle on a device without one) is skipped.
                    guard let space = try? profile.resolve(DeviceState(hingeAngle: angle, orientation: orientation, cameraStreaming: true))
                    else { continue }
                    spaces += 1
                    for container in [space.bounds, space.safeAreaFrame] {
                        for choice in Self.choices {
                            let split = ContainerSplit(container: container, regions: space.regions, choice: choice)
                            let scanned = space.regions.withUnsafeBufferPointer { ContainerSplit(scanning: container, buffer: $0, choice: choice) }
                            #expect(split == scanned, "\(id) \(angle)° \(orientation) \(choice)")
                        }
                    }
                }
            }
        }
        #expect(spaces >= DeviceProfile.builtInIDs.count * 2)
    }
}

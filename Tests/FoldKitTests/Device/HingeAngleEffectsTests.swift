import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The hinge angle is for effects only [S1]: ``DeviceState/openness(on:)`` follows it, and no
/// solver's result changes with it inside one posture's range (SPEC 2.4, 3.5).
@Suite("Hinge angle: effects only")
struct HingeAngleEffectsTests {
    static let duo = Builtins.profile("iphone-duo")

    struct OpennessCase: CustomTestStringConvertible, Sendable {
        var angle: Double
        var openness: Double
        var testDescription: String { "\(angle)°" }
    }

    /// The Duo's hinge: closed below 10°, flat from 160°.
    static let openness: [OpennessCase] = [
        OpennessCase(angle: 0, openness: 0),                            // below 10°: closed
        OpennessCase(angle: 10, openness: 0),                           // (10 − 10) / (160 − 10)
        OpennessCase(angle: 85, openness: 0.5),                         // 0.5 = (85 − 10) / (160 − 10)
        OpennessCase(angle: 130, openness: 0.8),                        // 0.8 = (130 − 10) / (160 − 10)
        OpennessCase(angle: 160, openness: 1),                          // flat from 160°
        OpennessCase(angle: 180, openness: 1),
    ]

    @Test("openness: 0 closed … 1 flat, from the profile's thresholds", arguments: openness)
    func opennessFromThresholds(_ c: OpennessCase) {
        let state = DeviceState(hingeAngle: c.angle, orientation: .landscape)
        #expect(state.openness(on: Self.duo) == c.openness)
    }

    @Test("a device without a hinge has no openness")
    func noHinge() throws {
        let phone = Builtins.profile("iphone")
        #expect(phone.hinge == nil)
        #expect(DeviceState(hingeAngle: 90, orientation: .portrait).openness(on: phone) == nil)
    }

    /// Angles inside the Duo's partially folded range, 10° ≤ angle < 160°.
    static let bookAngles: [Double] = [10, 30, 60, 90, 120, 159.5]

    @Test("inside the book range the space, an arrangement and list–detail are the same at every angle",
          arguments: bookAngles)
    func noLayoutChangeInsideBook(_ angle: Double) throws {
        func layouts(at angle: Double) throws -> (LayoutSpace, ArrangementResult, ArrangementResult, ListDetailResult) {
            let space = try Self.duo.resolve(DeviceState(hingeAngle: angle, orientation: .landscape))
            let request = ArrangementRequest(space: space, bounds: space.safeAreaFrame)
            return (space, try SplitArrangement.split.solve(request), try OverlayArrangement.overlay.solve(request),
                    try ListDetailStyle().solve(ArrangementRequest(space: space, bounds: request.containerForListDetail)))
        }
        let reference = try layouts(at: 90)
        let other = try layouts(at: angle)
        #expect(other.0 == reference.0)
        #expect(other.0.posture == .book)
        #expect(other.1 == reference.1)
        #expect(other.2 == reference.2)
        #expect(other.3 == reference.3)
    }
}

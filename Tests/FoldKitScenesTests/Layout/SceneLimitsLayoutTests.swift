import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// Finite input within ``SceneLimits`` never gives a NaN or an infinite frame, nor one text output
/// cannot print exactly: every length at its limit, laid out on every built-in device in every
/// posture it takes (SCENE.md; CLI.md: never a silent wrong answer).
@Suite("Scene layout: every length at its limit")
struct SceneLimitsLayoutTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var scene: String
        var device: String
        var testDescription: String { "\(scene) / \(device)" }
    }

    /// The screen of every node on every device; the 100 000-row documents on the Duo, whose
    /// postures cover both orientations and folds, to keep the suite quick.
    static let cases: [Case] = LimitScenes.all.flatMap { scene in
        (scene.name == "every length at the maximum" ? DeviceProfile.builtInIDs : ["iphone-duo"]).map { Case(scene: scene.name, device: $0) }
    }

    @Test("the documents use SceneLimits' numbers")
    func limitsMatch() {
        #expect(LimitScenes.maximum == Format.number(SceneLimits.maximumLength))
        #expect(LimitScenes.minimum == Format.number(SceneLimits.minimumPositiveLength))
        #expect(SceneLimits.aspectRange == 0.01...100)
        for (name, json) in LimitScenes.all { #expect(SceneFixtures.decodeError(json) == nil, "\(name)") }
    }

    @Test("every frame is finite and prints exactly, in every posture and direction", arguments: cases)
    func finiteFrames(_ c: Case) throws {
        let json = try #require(LimitScenes.all.first { $0.name == c.scene }?.json)
        let scene = SceneFixtures.scene(json)
        let directions: [LayoutDirection] = c.device == "iphone-duo" && c.scene != "every length at the maximum" ? [.leftToRight] : LayoutDirection.allCases
        for preset in Builtins.profile(c.device).supportedPresets {
            for direction in directions {
                let space = Builtins.space(c.device, preset)
                let result = SceneLayout.solve(unchecked: scene, in: space, layoutDirection: direction)
                let faults = Self.unprintable(result)
                #expect(faults.isEmpty, "\(preset.rawValue) / \(direction.rawValue): \(faults.prefix(5).joined(separator: "; "))")
                // Controls that padding of a million points squeezes to zero size may sit on a
                // fold: where they go is the layout's business; here, only that the numbers hold.
                let violations = result.invariantViolations(in: space).filter { !$0.contains(" intersects ") }
                #expect(violations.isEmpty, "\(preset.rawValue) / \(direction.rawValue): \(violations.prefix(5).joined(separator: "; "))")
            }
        }
    }

    /// The frames (nodes, bars, bar items) with a number that is not finite or that text output's
    /// 0.01-pt steps cannot write exactly (|v| / 0.01 ≥ 2⁵³, or an exponent in the text).
    static func unprintable(_ result: SceneLayoutResult) -> [String] {
        var frames: [(String, CGRect)] = []
        for node in result.nodes {
            if let frame = node.frame { frames.append((node.id, frame)) }
            if let shown = node.visibleFrame { frames.append(("\(node.id) visible", shown)) }
        }
        for bar in result.bars {
            frames.append((bar.id, bar.frame))
            for item in bar.items { frames.append(("\(bar.id) \(item.id)", item.frame)) }
        }
        return frames.compactMap { name, frame in
            let numbers = [frame.minX, frame.minY, frame.width, frame.height]
            let exact = numbers.allSatisfy { $0.isFinite && abs($0) / Format.outputPrecision < 0x1p53 && !Format.output($0).contains("e") }
            return exact ? nil : "\(name) \(Format.rect(frame))"
        }
    }
}

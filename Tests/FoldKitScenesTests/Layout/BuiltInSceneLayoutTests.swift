import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// The built-in scenes laid out on the Duo in every posture and both directions: the same tree
/// everywhere (SPEC 8.1, 5.3: never remove content) and nothing beyond the window.
@Suite("Scene layout: built-in scenes")
struct BuiltInSceneLayoutTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var scene: String
        var preset: PosturePreset
        var direction: LayoutDirection
        var testDescription: String { "\(scene) / \(preset.rawValue) / \(direction.rawValue)" }
    }

    static let cases = Scene.builtInIDs.flatMap { scene in
        PosturePreset.allCases.flatMap { preset in LayoutDirection.allCases.map { Case(scene: scene, preset: preset, direction: $0) } }
    }

    @Test("every built-in scene lays out the same ids in every posture [SPEC 8.1]", arguments: Scene.builtInIDs)
    func sameIDsInEveryPosture(id: String) throws {
        let scene = try Scene.builtIn(id)
        let reference = SceneLayout.layout(scene, in: Builtins.space("iphone-duo", .flat)).ids
        #expect(Set(reference).count == reference.count, "ids are unique")
        for preset in PosturePreset.allCases {
            for direction in LayoutDirection.allCases {
                let ids = SceneLayout.layout(scene, in: Builtins.space("iphone-duo", preset), layoutDirection: direction).ids
                #expect(ids == reference, "\(preset.rawValue) / \(direction.rawValue)")
            }
        }
    }

    @Test("nothing of a built-in scene lies beyond the window, controls stay in the safe area", arguments: cases)
    func insideTheWindow(_ c: Case) throws {
        let space = Builtins.space("iphone-duo", c.preset)
        let result = SceneLayout.layout(try Scene.builtIn(c.scene), in: space, layoutDirection: c.direction)
        let violations = result.invariantViolations(in: space)
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))\n\(result.treeDescription())")
    }

    @Test("every built-in scene lays out on every built-in device without a violation", arguments: DeviceProfile.builtInIDs)
    func everyDevice(device: String) throws {
        let profile = Builtins.profile(device)
        for (id, scene) in try Scene.allBuiltIn() {
            for preset in profile.supportedPresets {
                let space = Builtins.space(device, preset)
                let violations = SceneLayout.layout(scene, in: space).invariantViolations(in: space)
                #expect(violations.isEmpty, "\(id) / \(device) / \(preset.rawValue): \(violations.joined(separator: "; "))")
            }
        }
    }

    @Test("anchors and displacement settle in a few passes")
    func passes() throws {
        let space = Builtins.space("iphone-duo", .book)
        #expect(SceneLayout.layout(try Scene.builtIn("mail"), in: space).passes == 1, "no anchors, no displacement")
        // Pass 1 places the photo, then the menu by the photo's frame in that pass (it comes
        // after the photo), and moves the photo group off the fold; pass 2 places the group where
        // it moved and the menu by the moved photo, and solving again moves nothing further.
        #expect(SceneLayout.layout(try Scene.builtIn("photo-context-menu"), in: space).passes == 2)
    }

    /// The layout is settled: one more pass, given the anchors' frames and the displacements the
    /// result shows, lays out exactly the same nodes (so stopping early lost nothing).
    @Test("a built-in layout is a fixed point: one more pass changes nothing", arguments: cases)
    func settled(_ item: Case) throws {
        let scene = try Scene.builtIn(item.scene)
        let space = Builtins.space("iphone-duo", item.preset)
        let result = SceneLayout.layout(scene, in: space, layoutDirection: item.direction)
        var displaced: [String: CGRect] = [:]
        for (index, node) in result.nodes.enumerated() {
            // A displace node's child is recorded right after it.
            if case .displacement(_, _, _, true, _) = node.details, let moved = result.nodes[index + 1].frame { displaced[node.id] = moved }
        }
        let outline = scene.layoutOutline
        var anchors: [String: CGRect] = [:]
        for id in outline.anchors { if let frame = result[id]?.frame { anchors[id] = frame } }
        let context = SceneLayoutContext(space: space, layoutDirection: item.direction, anchorFrames: anchors)
        var builder = SceneLayoutBuilder(context: context, displaced: displaced, outline: outline)
        builder.placeRoot(scene.root)
        #expect(builder.nodes == result.nodes)
        #expect(SceneLayout.solveDisplacements(builder.displacements, anchors: anchors, context: context) == displaced)
    }
}

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
    /// last pass ended with, lays out exactly the same nodes (so stopping early lost nothing).
    @Test("a built-in layout is a fixed point: one more pass changes nothing", arguments: cases)
    func settled(_ item: Case) throws {
        let scene = try Scene.builtIn(item.scene)
        let (result, nodes, settled) = Self.onePassMore(scene, in: Builtins.space("iphone-duo", item.preset), layoutDirection: item.direction)
        #expect(result.passes < SceneLayout.maximumPasses)
        #expect(nodes == result.nodes)
        #expect(settled, "solving the displacements again moves nothing further")
    }

    /// `scene` laid out, then one more pass with the anchor frames and displacements the layout
    /// ended with: the layout, that pass's nodes, and whether solving the displacements again
    /// gives the same moves.
    static func onePassMore(_ scene: Scene, in space: LayoutSpace, layoutDirection: LayoutDirection)
        -> (result: SceneLayoutResult, nodes: [SceneLayoutNode], settled: Bool) {
        let (result, displaced, context) = SceneLayout.settle(scene, in: space, layoutDirection: layoutDirection)
        var builder = SceneLayoutBuilder(context: context, displaced: displaced, outline: scene.layoutOutline)
        builder.placeRoot(scene.root)
        let again = SceneLayout.solveDisplacements(builder.displacements, anchors: builder.frames(of: scene.layoutOutline.anchors), context: context)
        return (result, builder.nodes, again == displaced)
    }
}

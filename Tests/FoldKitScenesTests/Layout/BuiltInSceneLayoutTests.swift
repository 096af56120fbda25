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
        let reference = SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", .flat)).ids
        #expect(Set(reference).count == reference.count, "ids are unique")
        for preset in PosturePreset.allCases {
            for direction in LayoutDirection.allCases {
                let ids = SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", preset), layoutDirection: direction).ids
                #expect(ids == reference, "\(preset.rawValue) / \(direction.rawValue)")
            }
        }
    }

    @Test("nothing of a built-in scene lies beyond the window, controls stay in the safe area", arguments: cases)
    func insideTheWindow(_ c: Case) throws {
        let space = Builtins.space("iphone-duo", c.preset)
        let result = SceneLayout.solve(unchecked: try Scene.builtIn(c.scene), in: space, layoutDirection: c.direction)
        let violations = result.invariantViolations(in: space)
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))\n\(result.treeDescription())")
    }

    @Test("every built-in scene lays out on every built-in device without a violation", arguments: DeviceProfile.builtInIDs)
    func everyDevice(device: String) throws {
        let profile = Builtins.profile(device)
        for (id, scene) in try Scene.allBuiltIn() {
            for preset in profile.supportedPresets {
                let space = Builtins.space(device, preset)
                let violations = SceneLayout.solve(unchecked: scene, in: space).invariantViolations(in: space)
                #expect(violations.isEmpty, "\(id) / \(device) / \(preset.rawValue): \(violations.joined(separator: "; "))")
            }
        }
    }

    /// The first pass walks the tree only where a view's showing can change the UI layer or a
    /// stand-in: Mail held as a book has side-bar bars that no column changes; in tabletop the
    /// window's bottom toolbar depends on which columns show; the Podcasts player holds a stand-in.
    @Test("the first pass walks only where a decision is")
    func firstPass() throws {
        func walked(_ id: String, _ preset: PosturePreset) throws -> Bool {
            let space = Builtins.space("iphone-duo", preset)
            return SceneLayout.decide(try PreparedScene.builtIn(id), context: SceneLayoutContext(space: space)).walked
        }
        #expect(try !walked("mail", .book), "the side bar holds every action: no column changes the window's bars")
        #expect(try walked("mail", .tabletop), "the bottom toolbar shows only for the columns that show")
        #expect(try walked("podcasts-now-playing", .book), "the transcript's stand-in")
        #expect(try !walked("fitness-grid", .book), "no UI layer, no stand-in")
    }

    /// The layout is settled: solving every displacement again, with every frame where the layout
    /// left it, moves nothing, and the views it shows are those the first pass decided on.
    @Test("a built-in layout is settled: displacements solved again move nothing, the decided views show", arguments: cases)
    func settled(_ item: Case) throws {
        let scene = try PreparedScene.builtIn(item.scene)
        let violations = Self.settledViolations(scene, in: Builtins.space("iphone-duo", item.preset), layoutDirection: item.direction)
        #expect(violations.isEmpty, "\(violations)")
    }

    /// What is unsettled about `scene`'s layout in `space`: the nodes that move when every
    /// displacement is solved again with the frames the layout ended with, and a UI layer or
    /// stand-ins that differ from what the views the layout shows call for.
    static func settledViolations(_ scene: PreparedScene, in space: LayoutSpace, layoutDirection: LayoutDirection) -> [String] {
        var violations: [String] = []
        let space = space.with(layoutDirection: layoutDirection)
        let request = SceneLayoutRequest(scene: scene, space: space)
        var walk = SceneLayout.walk(request)
        let nodes = walk.nodes
        walk.pendingDisplacements = walk.displacements.map(\.position)
        SceneLayout.displace(&walk)
        SceneLayout.present(&walk)  // what a moved subtree holds is presented again
        for (before, after) in zip(nodes, walk.nodes) where before != after {
            violations.append("\(before.id) moves again: \(String(describing: before.frame)) → \(String(describing: after.frame))")
        }
        let outline = scene.outline
        let columns = outline.declaringColumns.filter { nodes[$0.position].isVisible }
        if let decided = walk.context.uiLayer {
            let mode = UILayerMode(space: space)
            let shown = UILayerContext(space: space, hasTabBar: outline.tabBar != nil,
                                       hasWindowBottomToolbar: columns.contains { UILayer.hasWindowBottomItems($0.toolbar, mode: mode) },
                                       hasTitle: columns.contains { $0.title != nil })
            if shown != decided { violations.append("the UI layer decided (\(decided)) is not the one the shown columns call for (\(shown))") }
        }
        let standIns = Set(outline.standIns.compactMap { item in
            item.target.flatMap { nodes[$0].isVisible ? nil : outline.entries[item.position].id }
        })
        if standIns != walk.context.shownStandIns {
            violations.append("stand-ins shown \(walk.context.shownStandIns.sorted()), their nodes hidden for \(standIns.sorted())")
        }
        return violations
    }
}

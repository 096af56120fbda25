import Foundation
import FoldKit
import FoldKitScenes

/// The transition cases (SPEC 10.1): the Duo's spaces flat → book compared (`transition.space`,
/// n = 1), and each built-in scene's layouts flat → book compared (`transition.scene.<id>`, n =
/// the entries compared, so ns/item is one node, bar or item). No target: measured so a change
/// that makes them slow shows.
enum TransitionCases {
    static func all() throws -> [BenchmarkCase] {
        let duo = try DeviceProfile.builtIn("iphone-duo")
        let flat = try duo.resolve(try duo.state(for: .flat))
        let book = try duo.resolve(try duo.state(for: .book))
        let space = SpaceTransitionRequest(before: flat, after: book)
        var cases = [BenchmarkCase(name: "transition.space", n: 1) { SpaceTransition.solve(space).regions.count }]
        for item in try PreparedScene.allBuiltIn() {
            let request = SceneTransitionRequest(before: SceneLayout.solve(SceneLayoutRequest(scene: item.scene, space: flat)),
                                                 after: SceneLayout.solve(SceneLayoutRequest(scene: item.scene, space: book)),
                                                 cause: .deviceStateChange)
            let n = SceneTransition.solve(request).nodes.count
            cases.append(BenchmarkCase(name: "transition.scene.\(item.id)", n: n) { SceneTransition.solve(request).nodes.count })
        }
        return cases
    }
}

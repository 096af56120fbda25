import Foundation
import FoldKit

// The scene layer's names before the one naming rule (settings `…Style`, inputs `…Request`,
// outputs `…Result`, one verb `solve`) and the prepared scene: kept for one release.

extension SceneLayout {
    /// The most passes a layout ran before the layout became a fixed pipeline.
    @available(*, deprecated, message: "a scene layout runs a fixed pipeline of passes, each once")
    public static let maximumPasses = 8

    /// Lays out `scene` in `space`, unchecked (``PreparedScene`` is outlined anew on every call);
    /// a `layoutDirection` given replaces the space's.
    @available(*, deprecated, message: "prepare the scene once and use SceneLayout.solve(_:)")
    public static func layout(_ scene: Scene, in space: LayoutSpace, layoutDirection: LayoutDirection? = nil) -> SceneLayoutResult {
        solve(unchecked: scene, in: space, layoutDirection: layoutDirection)
    }

    /// Lays out `scene` in `space` with the details in `pushed` pushed, unchecked.
    @available(*, deprecated, message: "prepare the scene once and use SceneLayout.solve(_:) with SceneLayoutRequest.pushed")
    public static func layout(_ scene: Scene, in space: LayoutSpace, layoutDirection: LayoutDirection? = nil,
                              pushed: Set<String>) -> SceneLayoutResult {
        solve(unchecked: scene, in: space, layoutDirection: layoutDirection, pushed: pushed)
    }

    /// The next screen after `result`, the layout of `scene` in `space`, unchecked.
    @available(*, deprecated, renamed: "nextScreen(after:of:)")
    public static func nextScreen(after result: SceneLayoutResult, of scene: Scene, in space: LayoutSpace)
        -> (pushed: [String], layout: SceneLayoutResult)? {
        nextScreen(after: result, of: SceneLayoutRequest(scene: PreparedScene(unchecked: scene),
                                                        space: space.with(layoutDirection: result.layoutDirection)))
    }
}

extension SceneLayoutResult {
    /// How many passes the layout took: a fixed pipeline now, reported as one.
    @available(*, deprecated, message: "a scene layout runs a fixed pipeline of passes, each once")
    public var passes: Int { 1 }

    /// Creates a result; `passes` is ignored.
    @available(*, deprecated, renamed: "init(sceneName:bounds:layoutDirection:nodes:)")
    public init(sceneName: String, bounds: CGRect, layoutDirection: LayoutDirection, nodes: [SceneLayoutNode], passes: Int) {
        self.init(sceneName: sceneName, bounds: bounds, layoutDirection: layoutDirection, nodes: nodes)
    }
}

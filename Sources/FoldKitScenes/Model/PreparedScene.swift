import Foundation
import FoldKit

/// A scene checked and outlined once, ready to lay out in any space: the input of
/// ``SceneLayout/solve(_:)``, lint and the storyboard (SPEC 8.1).
///
/// Preparing a scene checks it as the decoder checks a scene file and finds its outline in the
/// same walk — every position a layout records, its id, parent, structural stacking level,
/// anchors, stand-ins and declared bars — so no layout, lint run or storyboard walks the tree
/// again to find them. Make one with ``init(_:)`` (a scene built in code), ``decode(_:)`` (a
/// scene file) or ``builtIn(_:)``.
public struct PreparedScene: Sendable, Hashable {
    /// The scene.
    public let scene: Scene
    /// What the scene's tree says whatever the space.
    package let outline: SceneOutline

    /// Prepares a scene built in code: checks it with every rule the decoder applies
    /// (``Scene/validated()``) and outlines it.
    /// - Throws: ``JSONInputError`` for the first fault, its path in the decoder's form, without
    ///   line and column.
    /// - Complexity: O(*n*·*d*) for *n* nodes nested *d* deep, plus O(*a*·*d*) for *a* anchors.
    public init(_ scene: Scene) throws(JSONInputError) {
        self = try scene.prepared()
    }

    /// A prepared scene from its parts.
    init(scene: Scene, outline: SceneOutline) {
        self.scene = scene
        self.outline = outline
    }

    /// Outlines `scene` without checking it: layout never traps on any value, but one a scene file
    /// could not give lays out as nonsense (NaN, infinite and negative lengths count as zero,
    /// unknown anchors as absent, rows and cells beyond ``SceneLimits/maximumExpandedNodes`` are
    /// left out).
    package init(unchecked scene: Scene) {
        self.init(scene: scene, outline: SceneOutline(unchecked: scene.root))
    }

    /// Decodes, checks and outlines a scene file (SCENE.md), as ``Scene/decode(_:)`` does.
    /// - Throws: ``JSONInputError`` for the first fault, naming its JSON path with line and column.
    public static func decode(_ data: Data) throws(JSONInputError) -> PreparedScene {
        try SceneDecoder.prepare(data)
    }

    public static func == (lhs: PreparedScene, rhs: PreparedScene) -> Bool { lhs.scene == rhs.scene }

    public func hash(into hasher: inout Hasher) { hasher.combine(scene) }
}

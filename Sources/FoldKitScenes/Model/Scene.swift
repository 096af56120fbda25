import Foundation
import FoldKit

/// One app screen described as a tree of nodes: the input of storyboard, lint and layout
/// (SPEC 8.1, SCENE.md).
///
/// A scene is data, never a device: the same scene is laid out in every posture of every device
/// by ``SceneLayout``. Load one with ``Scene/decode(_:)`` or ``Scene/builtIn(_:)``.
public struct Scene: Sendable, Hashable {
    /// The screen's name, e.g. `Mail`.
    public var name: String
    /// One sentence saying what the screen shows.
    public var summary: String
    /// A free note for readers of the file (why the scene is built this way); ignored by layout.
    public var comment: String?
    /// The root of the node tree.
    public var root: SceneNode { didSet { outlineCache = SceneLayoutOutlineCache() } }
    /// The layout's outline of ``root`` (ids, anchors), found on the first layout.
    private var outlineCache = SceneLayoutOutlineCache()

    /// Creates a scene; run ``validated()`` on one built by hand from untrusted parts.
    public init(name: String, summary: String, comment: String? = nil, root: SceneNode) {
        self.name = name
        self.summary = summary
        self.comment = comment
        self.root = root
    }

    /// What every layout of the scene needs from its tree, whatever the space: found on the
    /// first layout and kept, shared by copies of the scene, found anew when ``root`` changes.
    var layoutOutline: SceneLayoutOutline { outlineCache.outline(of: root) }

    public static func == (lhs: Scene, rhs: Scene) -> Bool {
        lhs.name == rhs.name && lhs.summary == rhs.summary && lhs.comment == rhs.comment && lhs.root == rhs.root
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(summary)
        hasher.combine(comment)
        hasher.combine(root)
    }

    /// Decodes and validates a scene file (SCENE.md).
    ///
    /// Checks, in order: the document's shape (UTF-8, size, depth ≤ ``StrictJSON/maximumDepth``,
    /// syntax), then every node (known type and fields, value types and ranges, lengths and
    /// counts within ``SceneLimits``, required texts not blank, id syntax and uniqueness — row
    /// and cell ids included, for nodes and actions alike), then anchors (known ids, no cycles).
    /// - Throws: ``JSONInputError`` for the first fault, naming its JSON path
    ///   (`root.primary.children[2]: missing "id"`) with line and column.
    /// - Complexity: O(*n*) in the document's bytes plus O(*a*·*d*) for *a* anchors nested *d* deep.
    public static func decode(_ data: Data) throws(JSONInputError) -> Scene {
        try SceneDecoder.decode(data)
    }

    /// Checks a scene built in code with the decoder's tree rules: id syntax and uniqueness
    /// (row ids included), counts within ``SceneLimits``, row-template restrictions, anchors.
    ///
    /// Value ranges (negative sizes, ratios) are checked only when decoding; layout tolerates
    /// any value without trapping.
    /// - Throws: ``JSONInputError`` naming the node path of the first fault.
    public func validated() throws(JSONInputError) -> Scene {
        do {
            _ = try SceneIndex.build(self)
        } catch {
            throw error.inputError()
        }
        return self
    }
}

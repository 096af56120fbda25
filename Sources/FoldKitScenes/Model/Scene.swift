import Foundation
import FoldKit

/// One app screen described as a tree of nodes: the input of storyboard, lint and layout
/// (SPEC 8.1, SCENE.md).
///
/// A scene is data, never a device: the same scene is laid out in every posture of every device
/// by ``SceneLayout``, once prepared (``PreparedScene``). Load one with ``Scene/decode(_:)`` or
/// ``Scene/builtIn(_:)``.
public struct Scene: Sendable, Hashable {
    /// The screen's name, e.g. `Mail`.
    public var name: String
    /// One sentence saying what the screen shows.
    public var summary: String
    /// A free note for readers of the file (why the scene is built this way); ignored by layout.
    public var comment: String?
    /// The id of the text input (an element with role `searchField` or `textField`) the keyboard
    /// state focuses when it is simply `on` (SPEC 10.2, SCENE.md `focus`); nil: the first text
    /// input in document order.
    public var focus: String?
    /// The lint rules the whole scene opts out of, the reason in ``comment``; nil for none
    /// (SCENE.md `"lint"`).
    public var lint: SceneLintOptions?
    /// The root of the node tree.
    public var root: SceneNode

    /// Creates a scene, unchecked: layout never traps on any value, but a value a scene file could
    /// not give (a negative or non-finite length, a ratio of 1, a blank title…) lays out as
    /// nonsense. Run ``validated()`` on a scene built in code to have it refused with its path,
    /// as the decoder would refuse it.
    public init(name: String, summary: String, comment: String? = nil, focus: String? = nil, lint: SceneLintOptions? = nil, root: SceneNode) {
        self.focus = focus
        self.name = name
        self.summary = summary
        self.comment = comment
        self.lint = lint
        self.root = root
    }

    /// Decodes and validates a scene file (SCENE.md).
    ///
    /// Checks, in order: the document's shape (UTF-8, size, depth ≤ ``StrictJSON/maximumDepth``,
    /// syntax), then every node's structure (known type and fields, JSON types, known names,
    /// required members, whole counts), then every value as ``validated()`` checks a scene built
    /// in code (lengths and counts within ``SceneLimits``, required texts not blank, id syntax…),
    /// then the tree rules (id uniqueness — row and cell ids included, for nodes and actions
    /// alike — anchors: known ids, no cycles).
    /// - Throws: ``JSONInputError`` for the first fault, naming its JSON path
    ///   (`root.primary.children[2]: missing "id"`) with line and column.
    /// - Complexity: O(*n*) in the document's bytes plus O(*a*·*d*) for *a* anchors nested *d* deep.
    public static func decode(_ data: Data) throws(JSONInputError) -> Scene {
        try SceneDecoder.decode(data)
    }

    /// Checks a scene built in code with every rule the decoder applies to a scene file, so that
    /// one built by hand is refused where the same scene as JSON would be, never laid out wrong.
    ///
    /// Checks, in the decoder's order:
    /// 1. nesting: no deeper than a file's (``StrictJSON/maximumDepth`` levels of objects and
    ///    arrays in the scene's JSON form, 99 nested stacks);
    /// 2. every value (the one value check a decoded file gets too): the scene's `name`, then node by
    ///    node id syntax, lengths within ``SceneLimits`` (finite, ≥ 0, at most 1 000 000 pt;
    ///    `rowHeight` and `minItemWidth` from 0.01 pt; `itemAspect` 0.01…100), counts, a `ratio`
    ///    strictly between 0 and 1, percentages within 0…100 %, ordered size ranges, finite
    ///    priorities, axes, non-blank titles, symbols and groups, the UI layer's actions and
    ///    tabs, the anchor a popover or menu needs and only a contextual displacement may have,
    ///    and what each variant keeps (``SceneNode/fieldsVariantsKeep``);
    /// 3. the tree rules: id uniqueness (row and cell ids included), the expanded size, row
    ///    templates, where the UI layer stands and its action ids, stand-ins, anchors.
    /// - Returns: the scene unchanged.
    /// - Throws: ``JSONInputError`` for the first fault, its path in the decoder's form
    ///   (`root.children[2].width: must be at most 1000000 points, got 1e+308`; a variant's field
    ///   inside its `set`: `root.variants[0].set.width`), without line and column.
    /// - Complexity: O(*n*·*d*) for *n* nodes nested *d* ≤ 200 deep (a variant also compares its
    ///   node's children with the node's), plus O(*a*·*d*) for *a* anchors.
    public func validated() throws(JSONInputError) -> Scene {
        try prepared().scene
    }

    /// Checks the scene as ``validated()`` does and outlines it in the same walk: the value a
    /// layout, lint and the storyboard take (``PreparedScene``).
    /// - Throws: ``JSONInputError`` for the first fault, as ``validated()``.
    /// - Complexity: as ``validated()``.
    public func prepared() throws(JSONInputError) -> PreparedScene {
        try SceneValueCheck.checkNesting(self)
        let (outline, fault) = SceneOutline.checked(self)
        if let fault { throw fault.inputError() }
        return PreparedScene(scene: self, outline: outline)
    }
}

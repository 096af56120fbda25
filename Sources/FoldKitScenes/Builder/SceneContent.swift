import Foundation
import FoldKit

/// A value that is one node of a scene written in Swift: a node type of the builder (``StackNode``,
/// ``ArrangementView``, …) or a ``SceneNode`` itself (SCENE.md, SPEC 8.1).
///
/// The modifiers here set the fields a variant keeps (SPEC 10.3: `title`, `toolbar`, `lint`,
/// `comment`, `standsFor`), so they may follow ``SceneFieldsContent/variant(when:_:)``: each reaches
/// the node's variants too, as the decoder copies the node's own into every variant. Every
/// modifier returns a copy; nothing is shared.
public protocol SceneContent: ArrangeableContent {
    /// The node this value builds, exactly the value a scene file with the same fields decodes to.
    var sceneNode: SceneNode { get set }
}

extension SceneNode: SceneContent {
    /// The node itself.
    public var sceneNode: SceneNode {
        get { self }
        set { self = newValue }
    }
}

extension SceneContent {
    /// Sets the navigation title of a screen or column (SCENE.md `title`, SPEC 9 [S3]).
    public func title(_ title: String) -> Self { withKept { $0.title = title } }

    /// Sets the toolbar items of a screen or column, which the system places (SCENE.md `toolbar`,
    /// SPEC 9 [S3]); write each with ``FoldKit/ToolbarItem/init(id:title:symbol:placement:floatsInCompact:)``.
    public func toolbar(_ items: [ToolbarItem]) -> Self { withKept { $0.toolbar = items } }

    /// Sets the free note for readers of the scene (SCENE.md `comment`); ignored by layout.
    public func comment(_ comment: String) -> Self { withKept { $0.comment = comment } }

    /// Turns lint rules off for the node and its subtree (SCENE.md `"lint": {"disable": […]}`,
    /// SPEC 8.4); give the reason in ``comment(_:)``.
    public func lintDisabled(_ rules: [String]) -> Self { withKept { $0.lint = SceneLintOptions(disable: rules) } }

    /// Makes the node show `id`'s content inline while that node is hidden, and only then
    /// (SCENE.md `standsFor`, SPEC 10.3 [S4]); variants never carry it.
    public func standsFor(_ id: String) -> Self {
        var copy = self
        copy.sceneNode.standsFor = id
        return copy
    }

    /// This value with `change` made to the node and to each variant that still has the node's
    /// old value of what `change` touches (the decoder's copy of a kept field).
    func withKept(_ change: (inout SceneNode) -> Void) -> Self {
        var copy = self
        let old = copy.sceneNode
        change(&copy.sceneNode)
        for index in copy.sceneNode.variants.indices {
            var variant = copy.sceneNode.variants[index].node
            var stripped = old
            (stripped.variants, stripped.standsFor) = ([], nil)
            var changed = stripped
            change(&changed)
            // Only what the change altered is copied, and only where the variant kept the old value.
            if changed.title != stripped.title, variant.title == stripped.title { variant.title = changed.title }
            if changed.toolbar != stripped.toolbar, variant.toolbar == stripped.toolbar { variant.toolbar = changed.toolbar }
            if changed.comment != stripped.comment, variant.comment == stripped.comment { variant.comment = changed.comment }
            if changed.lint != stripped.lint, variant.lint == stripped.lint { variant.lint = changed.lint }
            copy.sceneNode.variants[index].node = variant
        }
        return copy
    }
}

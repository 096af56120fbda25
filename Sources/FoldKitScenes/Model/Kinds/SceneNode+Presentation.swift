import FoldKit

extension SceneNode {
    /// An alert, action sheet, popover, menu or toast, placed in window coordinates (SPEC 7).
    ///
    /// It takes no space in its parent. Its size is the node's `width`/`height`, or the kind's
    /// default when absent.
    public struct Presentation: Sendable, Hashable {
        /// What is presented.
        public var kind: Kind
        /// The node it points at (required for popover and menu): an id or a row id.
        public var anchor: String?
        /// Text shown for it in the storyboard.
        public var label: String?
        /// What it shows, laid out inside its frame; nil for an opaque box.
        public var content: SceneNode?

        /// Creates a presentation.
        public init(kind: Kind, anchor: String? = nil, label: String? = nil, content: SceneNode? = nil) {
            self.kind = kind
            self.anchor = anchor
            self.label = label
            self.content = content
        }

        /// The kind of presentation: the engine's own enum, whose raw values are the scene-file
        /// spellings; popovers and menus (``PresentationKind/isAnchored``) must name an anchor.
        public typealias Kind = PresentationKind
    }
}

extension SceneNode.Presentation: SceneNodeKind {
    static let nodeType = SceneNode.NodeType.presentation
    static let specificFields = ["kind", "anchor", "label", "content"]
    static let childFields = ["content"]
    /// The relation the tree declares once (SPEC 7).
    static let keptFields = ["anchor"]

    var nodeKind: SceneNode.Kind { .presentation(self) }

    static func read(_ o: FieldReader) throws(SceneFault) -> Self {
        Self(kind: try o.required("kind").choice("kind"), anchor: try o.optional("anchor")?.string(), label: try o.optional("label")?.string(),
             content: try o.optionalNode("content"))
    }

    /// Checks the anchor (an id, and present on a popover or menu, reported at the node, SPEC 7),
    /// then the label.
    func check(at location: SceneValueCheck.Location) throws(SceneFault) {
        if let anchor { try location.require(SceneValueRules.id(anchor), kept: "anchor") }
        try location.requireAtNode(SceneValueRules.presentationAnchor(kind, anchor: anchor))
        if let label { try location.require(SceneValueRules.line(label), field: "label") }
    }

    func forEachChild(_ body: (SceneNode, SceneNode.ChildLink) -> Void) {
        if let content { body(content, .member("content")) }
    }

    func withChildren(of other: Self) -> Self { Self(kind: kind, anchor: anchor, label: label, content: other.content) }
}

import Foundation

extension SceneNode {
    /// Scrolling content: `content` laid out in the scroll view's width and `contentHeight`.
    public struct Scroll: Sendable, Hashable {
        /// The content's height, points; nil for the content's own fixed height, else the viewport's.
        public var contentHeight: CGFloat?
        /// The scrolled content.
        public var content: SceneNode

        /// Creates a scroll view.
        public init(contentHeight: CGFloat? = nil, content: SceneNode) {
            self.contentHeight = contentHeight
            self.content = content
        }
    }
}

extension SceneNode.Scroll: SceneNodeKind {
    static let nodeType = SceneNode.NodeType.scroll
    static let specificFields = ["contentHeight", "content"]
    static let childFields = ["content"]

    var nodeKind: SceneNode.Kind { .scroll(self) }

    static func read(_ o: FieldReader) throws(SceneFault) -> Self {
        Self(contentHeight: try o.optional("contentHeight")?.cgFloat(), content: try o.node("content"))
    }

    func check(at location: SceneValueCheck.Location) throws(SceneFault) {
        if let contentHeight { try location.require(SceneValueRules.length(Double(contentHeight)), field: "contentHeight") }
    }

    func forEachChild(_ body: (SceneNode, SceneNode.ChildLink) -> Void) { body(content, .member("content")) }

    func withChildren(of other: Self) -> Self { Self(contentHeight: contentHeight, content: other.content) }
}

extension SceneNode {
    /// Children over each other in order, the last on top, each placed by its size and alignment.
    public struct Overlay: Sendable, Hashable {
        /// The children, bottom-most first.
        public var children: [SceneNode]

        /// Creates an overlay.
        public init(children: [SceneNode]) { self.children = children }
    }
}

extension SceneNode.Overlay: SceneNodeKind {
    static let nodeType = SceneNode.NodeType.overlay
    static let specificFields = ["children"]
    static let childFields = ["children"]

    var nodeKind: SceneNode.Kind { .overlay(self) }

    static func read(_ o: FieldReader) throws(SceneFault) -> Self { Self(children: try o.nodes("children")) }

    func check(at location: SceneValueCheck.Location) throws(SceneFault) {}

    func forEachChild(_ body: (SceneNode, SceneNode.ChildLink) -> Void) {
        for (index, child) in children.enumerated() { body(child, .element(index, of: "children")) }
    }

    func withChildren(of other: Self) -> Self { Self(children: other.children) }
}

extension SceneNode {
    /// A list that opens a detail beside it, by the list–detail rule (SPEC 4.4).
    public struct ListDetail: Sendable, Hashable {
        /// Whether the screen stacks in tabletop (a map above, the list below); default false.
        public var stacksInTabletop: Bool
        /// The list (always shown).
        public var list: SceneNode
        /// The detail (shown beside or below the list when there is room).
        public var detail: SceneNode

        /// Creates a list–detail node.
        public init(stacksInTabletop: Bool = false, list: SceneNode, detail: SceneNode) {
            self.stacksInTabletop = stacksInTabletop
            self.list = list
            self.detail = detail
        }
    }
}

extension SceneNode.ListDetail: SceneNodeKind {
    static let nodeType = SceneNode.NodeType.listDetail
    static let specificFields = ["stacksInTabletop", "list", "detail"]
    static let childFields = ["list", "detail"]

    var nodeKind: SceneNode.Kind { .listDetail(self) }

    static func read(_ o: FieldReader) throws(SceneFault) -> Self {
        Self(stacksInTabletop: try o.optional("stacksInTabletop")?.bool() ?? false, list: try o.node("list"), detail: try o.node("detail"))
    }

    func check(at location: SceneValueCheck.Location) throws(SceneFault) {}

    /// The list and the detail, each a column (SPEC 9).
    func forEachChild(_ body: (SceneNode, SceneNode.ChildLink) -> Void) {
        body(list, .member("list", isColumn: true))
        body(detail, .member("detail", isColumn: true))
    }

    func withChildren(of other: Self) -> Self { Self(stacksInTabletop: stacksInTabletop, list: other.list, detail: other.detail) }
}

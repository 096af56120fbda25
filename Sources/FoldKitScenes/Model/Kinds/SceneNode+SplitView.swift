extension SceneNode {
    /// A two-column split view with a preferred primary width (SPEC 4.5).
    public struct SplitView: Sendable, Hashable {
        /// The primary column's preferred width; nil for the system default.
        public var preferredPrimaryWidth: Dimension?
        /// The primary column's minimum width.
        public var minimumPrimaryWidth: Dimension?
        /// The primary column's maximum width.
        public var maximumPrimaryWidth: Dimension?
        /// The primary (leading) column.
        public var primary: SceneNode
        /// The secondary column.
        public var secondary: SceneNode

        /// Creates a split view.
        public init(preferredPrimaryWidth: Dimension? = nil, minimumPrimaryWidth: Dimension? = nil,
                    maximumPrimaryWidth: Dimension? = nil, primary: SceneNode, secondary: SceneNode) {
            self.preferredPrimaryWidth = preferredPrimaryWidth
            self.minimumPrimaryWidth = minimumPrimaryWidth
            self.maximumPrimaryWidth = maximumPrimaryWidth
            self.primary = primary
            self.secondary = secondary
        }
    }
}

extension SceneNode.SplitView: SceneNodeKind {
    static let nodeType = SceneNode.NodeType.splitView
    static let specificFields = ["preferredPrimaryWidth", "minimumPrimaryWidth", "maximumPrimaryWidth", "primary", "secondary"]
    static let childFields = ["primary", "secondary"]

    var nodeKind: SceneNode.Kind { .splitView(self) }

    static func read(_ o: FieldReader) throws(SceneFault) -> Self {
        Self(preferredPrimaryWidth: try o.optional("preferredPrimaryWidth")?.dimension(),
             minimumPrimaryWidth: try o.optional("minimumPrimaryWidth")?.dimension(),
             maximumPrimaryWidth: try o.optional("maximumPrimaryWidth")?.dimension(),
             primary: try o.node("primary"), secondary: try o.node("secondary"))
    }

    /// Checks each width, then their order, located at the node: the three are siblings.
    func check(at location: SceneValueCheck.Location) throws(SceneFault) {
        let widths = [("preferredPrimaryWidth", preferredPrimaryWidth), ("minimumPrimaryWidth", minimumPrimaryWidth),
                      ("maximumPrimaryWidth", maximumPrimaryWidth)]
        for (key, width) in widths {
            if let width { try location.dimension(width, at: location.field(key)) }
        }
        try location.requireAtNode(SceneValueRules.order([("minimumPrimaryWidth", minimumPrimaryWidth),
                                                          ("preferredPrimaryWidth", preferredPrimaryWidth),
                                                          ("maximumPrimaryWidth", maximumPrimaryWidth)]))
    }

    /// The two columns (SPEC 9).
    func forEachChild(_ body: (SceneNode, SceneNode.ChildLink) -> Void) {
        body(primary, .member("primary", isColumn: true))
        body(secondary, .member("secondary", isColumn: true))
    }

    func withChildren(of other: Self) -> Self {
        var copy = self
        (copy.primary, copy.secondary) = (other.primary, other.secondary)
        return copy
    }
}

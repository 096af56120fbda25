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

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

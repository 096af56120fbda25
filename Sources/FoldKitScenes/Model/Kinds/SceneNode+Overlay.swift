extension SceneNode {
    /// Children over each other in order, the last on top, each placed by its size and alignment.
    public struct Overlay: Sendable, Hashable {
        /// The children, bottom-most first.
        public var children: [SceneNode]

        /// Creates an overlay.
        public init(children: [SceneNode]) { self.children = children }
    }
}

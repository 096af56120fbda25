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

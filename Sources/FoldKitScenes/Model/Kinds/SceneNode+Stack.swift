import Foundation
import FoldKit

extension SceneNode {
    /// Children one after another along an axis: fixed lengths first, `fill` children share the rest.
    ///
    /// A horizontal stack runs from the leading edge (the right edge in RTL).
    public struct Stack: Sendable, Hashable {
        /// The axis children follow each other along.
        public var axis: Axis
        /// Space between neighbouring children, points (≥ 0).
        public var spacing: CGFloat
        /// The children, leading (or top) first.
        public var children: [SceneNode]

        /// Creates a stack.
        public init(axis: Axis, spacing: CGFloat = 0, children: [SceneNode]) {
            self.axis = axis
            self.spacing = spacing
            self.children = children
        }
    }
}

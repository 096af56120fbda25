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

extension SceneNode.Stack: SceneNodeKind {
    static let nodeType = SceneNode.NodeType.stack
    static let specificFields = ["axis", "spacing", "children"]
    static let childFields = ["children"]

    var nodeKind: SceneNode.Kind { .stack(self) }

    static func read(_ o: FieldReader) throws(SceneFault) -> Self {
        Self(axis: try o.required("axis").choice("axis"), spacing: try o.optional("spacing")?.cgFloat() ?? 0, children: try o.nodes("children"))
    }

    func check(at location: SceneValueCheck.Location) throws(SceneFault) {
        try location.require(SceneValueRules.length(Double(spacing)), field: "spacing")
    }

    func forEachChild(_ body: (SceneNode, SceneNode.ChildLink) -> Void) {
        for (index, child) in children.enumerated() { body(child, .element(index, of: "children")) }
    }

    func withChildren(of other: Self) -> Self {
        var copy = self
        copy.children = other.children
        return copy
    }
}

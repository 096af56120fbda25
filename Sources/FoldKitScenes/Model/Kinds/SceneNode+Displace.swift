import FoldKit

extension SceneNode {
    /// A node moved by purpose when the device folds (SPEC 5): the wrapper's `child` moves, the
    /// wrapper keeps its place in the tree.
    public struct Displace: Sendable, Hashable {
        /// Why the child moves, which decides where it goes (SPEC 5.2).
        public var purpose: Purpose
        /// Members of one group move together (SPEC 5.1); nil for an element that stands alone.
        public var group: String?
        /// The node the child stays with (`contextual` only): an id, or a row id such as `message-3`.
        public var anchor: String?
        /// Whether the child keeps clear of an inactive fold too, so it already sits where it sits
        /// folded and bending moves nothing (SPEC 5.2, *anticipating the fold* [S1]); default false.
        public var anticipatesFold: Bool
        /// The displaced node.
        public var child: SceneNode

        /// Creates a displacement.
        public init(purpose: Purpose, group: String? = nil, anchor: String? = nil, anticipatesFold: Bool = false, child: SceneNode) {
            self.purpose = purpose
            self.group = group
            self.anchor = anchor
            self.anticipatesFold = anticipatesFold
            self.child = child
        }

        /// The purpose of displaced content (SPEC 5.2): the engine's own enum, whose raw values
        /// are the scene-file spellings.
        public typealias Purpose = DisplacementPurpose
    }
}

extension SceneNode.Displace: SceneNodeKind {
    static let nodeType = SceneNode.NodeType.displace
    static let specificFields = ["purpose", "group", "anchor", "anticipatesFold", "child"]
    static let childFields = ["child"]
    /// The relations the tree declares once (SPEC 5.1).
    static let keptFields = ["group", "anchor"]

    var nodeKind: SceneNode.Kind { .displace(self) }

    static func read(_ o: FieldReader) throws(SceneFault) -> Self {
        Self(purpose: try o.required("purpose").choice("purpose"), group: try o.optional("group")?.string(),
             anchor: try o.optional("anchor")?.string(), anticipatesFold: try o.optional("anticipatesFold")?.bool() ?? false,
             child: try o.node("child"))
    }

    /// Checks the group (not blank) and the anchor (an id, only on a contextual displacement,
    /// SPEC 5.1); both are the node's own, never a variant's.
    func check(at location: SceneValueCheck.Location) throws(SceneFault) {
        if let group { try location.require(SceneValueRules.text(group), kept: "group") }
        if let anchor {
            try location.require(SceneValueRules.id(anchor), kept: "anchor")
            try location.require(SceneValueRules.displacementAnchor(purpose), kept: "anchor")
        }
    }

    func forEachChild(_ body: (SceneNode, SceneNode.ChildLink) -> Void) { body(child, .member("child")) }

    func withChildren(of other: Self) -> Self {
        var copy = self
        copy.child = other.child
        return copy
    }
}

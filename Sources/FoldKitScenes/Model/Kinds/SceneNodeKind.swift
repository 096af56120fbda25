import FoldKit

/// A node type's payload — its fields, how a scene file gives them, their value checks, its
/// children and what it declares to the tree — one type per file in `Model/Kinds/`
/// (`SceneNode+<Kind>.swift`, SCENE.md's table).
///
/// Every walk of a scene's tree asks this protocol rather than switching on the type: reading
/// (``SceneDecoder``), the value check (``SceneValueCheck``), the outline's walk and the tree
/// rules (``SceneTreeRules``), variants and nesting. Adding a node type takes its file, its case
/// in ``SceneNode/Kind`` and ``SceneNode/NodeType`` with their dispatch (`SceneNode.swift`), and
/// its case in the layout walk (`Layout/SceneLayoutWalk.swift`).
protocol SceneNodeKind: Sendable, Hashable {
    /// The node type this payload is.
    static var nodeType: SceneNode.NodeType { get }
    /// The fields only this type carries, in documentation order (SCENE.md's table).
    static var specificFields: [String] { get }
    /// The members that hold its children (`children`, `primary`, `row`, …): a variant keeps
    /// them (SPEC 10.3).
    static var childFields: [String] { get }
    /// The fields besides its children that a variant keeps (SPEC 10.3): the relations the tree
    /// declares once (``anchor``, ``group``) and the model the layout reads from the node, never a
    /// variant (a tab view's tabs). Empty by default.
    static var keptFields: [String] { get }

    /// Reads the payload from its node's object, unknown fields already rejected: structure only
    /// (JSON types, choices, required members, whole numbers); ``check(at:)`` checks the values.
    /// - Throws: ``SceneFault`` at the member that cannot be read.
    static func read(_ object: FieldReader) throws(SceneFault) -> Self

    /// This payload as a node's kind.
    var nodeKind: SceneNode.Kind { get }

    /// Checks the payload's values by ``SceneValueRules``, in the order ``read(_:)`` reads them,
    /// its children aside.
    /// - Throws: ``SceneFault`` for the first value a scene file could not give.
    func check(at location: SceneValueCheck.Location) throws(SceneFault)

    /// Calls `body` with each direct child and where it sits, in document order.
    /// - Complexity: O(*c*) for *c* children; no allocation (the layout's hot path).
    func forEachChild(_ body: (SceneNode, SceneNode.ChildLink) -> Void)

    /// This payload with `other`'s children: a variant's values, its node's children.
    func withChildren(of other: Self) -> Self

    /// The node this one is placed next to or moves with (an id or a row id); nil by default.
    var anchor: String? { get }
    /// The displacement group this node moves with (SPEC 5.1); nil by default.
    var group: String? { get }
    /// The window's bar this node declares (a tab view's tab bar, SPEC 9); a node that declares
    /// one MUST be the scene's root. Nil by default.
    var windowBar: TabBarModel? { get }
    /// The UI layer's actions this node declares besides a toolbar, in declaration order (a tab
    /// view's tabs and tab-bar action); empty by default.
    var declaredActions: [SceneNode.ActionDeclaration] { get }

    /// The first of ``keptFields`` other than `anchor` and `group` (every node's, checked for all)
    /// whose value `variant` changes; nil by default.
    func changedKeptField(in variant: Self) -> String?

    /// The steps from the node's object to the deepest object or array among these fields (its
    /// child nodes aside), counting only what differs from `base` when given (a variant's `set`
    /// holds only that); empty by default.
    func nestingContainers(changedFrom base: Self?) -> [JSONPathComponent]
}

extension SceneNodeKind {
    static var keptFields: [String] { [] }
    var anchor: String? { nil }
    var group: String? { nil }
    var windowBar: TabBarModel? { nil }
    var declaredActions: [SceneNode.ActionDeclaration] { [] }
    func changedKeptField(in variant: Self) -> String? { nil }
    func nestingContainers(changedFrom base: Self?) -> [JSONPathComponent] { [] }

    /// Reads the payload as ``read(_:)`` does, as a node's kind.
    static func readKind(_ object: FieldReader) throws(SceneFault) -> SceneNode.Kind { try read(object).nodeKind }

    /// This kind with `other`'s children when it is a kind of the same type, else unchanged.
    func withChildren(ofKind other: SceneNode.Kind) -> SceneNode.Kind {
        guard let other = other.payload as? Self else { return nodeKind }
        return withChildren(of: other).nodeKind
    }

    /// The first of ``keptFields`` that `variant` changes when it is a kind of the same type.
    func changedKeptField(inKind variant: SceneNode.Kind) -> String? {
        guard let variant = variant.payload as? Self else { return nil }
        return changedKeptField(in: variant)
    }

    /// ``nestingContainers(changedFrom:)`` against `base` when it is a kind of the same type, else
    /// against nothing.
    func nestingContainers(changedFromKind base: SceneNode.Kind?) -> [JSONPathComponent] {
        nestingContainers(changedFrom: base?.payload as? Self)
    }
}

/// An operation on a node's payload as its own type: ``SceneNode/Kind/open(_:)`` calls it from
/// the one `switch` over the kinds, without boxing the payload (the walks that run per position).
protocol SceneNodeKindOperation {
    /// What the operation gives.
    associatedtype Result
    /// Runs the operation on `payload`.
    func callAsFunction<Payload: SceneNodeKind>(_ payload: Payload) -> Result
}

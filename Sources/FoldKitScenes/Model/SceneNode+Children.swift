import FoldKit

extension SceneNode {
    /// The node's direct children with the JSON path step that leads to each, in document order
    /// (`children[2]`, `primary`, `row`, …).
    ///
    /// A list's row template is included once, unexpanded.
    /// - Complexity: O(*c*) for *c* children; allocates the returned array.
    public var children: [(step: [JSONPathComponent], node: SceneNode)] {
        var children: [(step: [JSONPathComponent], node: SceneNode)] = []
        kind.forEachChild { child, link in children.append((link.steps, child)) }
        return children
    }

    /// Calls `body` with each direct child in document order, without building an array (the
    /// hot path of layout; see ``children`` for the JSON path steps).
    /// - Complexity: O(*c*) for *c* children; no allocation.
    public func forEachChild(_ body: (SceneNode) -> Void) {
        kind.forEachChild { child, _ in body(child) }
    }

    /// The anchor id this node names (a contextual displacement or a presentation), if any.
    public var anchor: String? { kind.open(AnchorOf()) }

    /// Where a child sits in its parent: the member that holds it, its index there, and whether
    /// it is a screen or column.
    struct ChildLink: Sendable {
        /// The member that holds it: `children`, `primary`, `row`, …
        var key: String
        /// Its index in that member's array; nil for a member that holds one node.
        var index: Int?
        /// Whether it is a screen or column whose UI layer the system places (SPEC 9): a tab
        /// view's content, a list–detail pane, a split view column (the root is one too).
        var isColumn = false

        /// The JSON path steps from the parent's object to the child's: `children[2]`, `primary`.
        var steps: [JSONPathComponent] { index.map { [.key(key), .index($0)] } ?? [.key(key)] }

        /// The child in member `key`, a column when `isColumn`.
        static func member(_ key: String, isColumn: Bool = false) -> ChildLink { ChildLink(key: key, index: nil, isColumn: isColumn) }

        /// Child `index` of the array in member `key`.
        static func element(_ index: Int, of key: String) -> ChildLink { ChildLink(key: key, index: index) }
    }

    /// An action of the UI layer a node declares besides its toolbar (a tab, a tab bar's action):
    /// what it says, what declares it and where.
    struct ActionDeclaration: Sendable {
        /// The action.
        var action: UIAction
        /// What declares it, for messages: `tab`, `tab-bar action`.
        var declarer: String
        /// The steps from the node's object to the action's (`tabs[0]`, `action`).
        var steps: [JSONPathComponent]
    }
}

/// The anchor a payload names.
private struct AnchorOf: SceneNodeKindOperation {
    func callAsFunction<Payload: SceneNodeKind>(_ payload: Payload) -> String? { payload.anchor }
}

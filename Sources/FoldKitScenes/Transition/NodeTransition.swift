import Foundation
import FoldKit

/// How one node or UI-layer entry of a scene changed between two layouts, matched by id (SPEC
/// 10.1): its frame, visibility and z-index before and after, and one ``Change``.
///
/// Frames are **window coordinates**, points, physical (as ``SceneLayoutNode/frame``: x 0 is
/// the left edge in RTL too). Entries are the scene's nodes and its UI layer (SPEC 9): each
/// ``SystemBar`` by its id and each ``SystemBarItem`` by its tab or action id (see
/// ``SceneTransition`` for how they take part).
public struct NodeTransition: Sendable, Hashable, Identifiable {
    /// What happened to the entry: the engine's one classification (``ViewChange``), whose raw
    /// values are the CLI's (`foldkit transition`); the first that applies, in declaration order,
    /// is the one reported (SPEC 10.1): a node that moves to another layer and grows is `restacked`.
    public typealias Change = ViewChange

    /// What an entry is: a scene node, a system bar, or an item in a bar.
    public enum Kind: Sendable, Hashable {
        /// A node of the scene, with its role.
        case node(SceneLayoutNode.Role)
        /// A system bar of the UI layer.
        case bar(SystemBar.Kind)
        /// An item of a system bar: a tab, More, an action.
        case item(SystemBarItem.Kind)

        /// The name the CLI prints: the node's role name, the bar's or item's kind.
        public var name: String {
            switch self {
            case .node(let role): return role.name
            case .bar(let kind): return kind.rawValue
            case .item(let kind): return kind.rawValue
            }
        }
    }

    /// The entry in one layout.
    public struct State: Sendable, Hashable {
        /// Its frame, window coordinates, points; nil when hidden.
        public var frame: CGRect?
        /// Whether the layout shows it (``SceneLayoutNode/isVisible``; bars and items always).
        public var isVisible: Bool
        /// Its stacking level (``SceneLayoutNode/zIndex``); 0 for bars and items, whose UI layer
        /// is drawn above the content as one layer of its own (SPEC 9).
        public var zIndex: Int
        /// For an item, the id of the bar holding it; nil for nodes and bars.
        public var bar: String?

        /// Creates a state.
        public init(frame: CGRect?, isVisible: Bool, zIndex: Int, bar: String? = nil) {
            self.frame = frame
            self.isVisible = isVisible
            self.zIndex = zIndex
            self.bar = bar
        }
    }

    /// The entry's id: the node's, the bar's, or the item's tab or action id (see
    /// ``SceneTransition`` for an action shown in several bars at once).
    public var id: String
    /// What the entry is (from the second layout when it is in both).
    public var kind: Kind
    /// The entry in the first layout; nil when it is not there.
    public var before: State?
    /// The entry in the second layout; nil when it is not there.
    public var after: State?
    /// The change: the first of SPEC 10.1's order that applies.
    public var change: Change

    /// The transition of one entry, classified (``Change/between(_:_:)``).
    public init(id: String, kind: Kind, before: State?, after: State?) {
        self.id = id
        self.kind = kind
        self.before = before
        self.after = after
        change = Change.between(before, after)
    }
}

extension NodeTransition.Change {
    /// The change from `before` to `after` (nil: not in that layout): the first of shown, hidden,
    /// restacked, resized, moved, unchanged that applies (SPEC 10.1). Frames compare exactly.
    /// - Complexity: O(1).
    public static func between(_ before: NodeTransition.State?, _ after: NodeTransition.State?) -> Self {
        ViewChange(before: before.map { ArrangedView(isVisible: $0.isVisible, frame: $0.frame, zIndex: $0.zIndex) },
                   after: after.map { ArrangedView(isVisible: $0.isVisible, frame: $0.frame, zIndex: $0.zIndex) })
    }
}

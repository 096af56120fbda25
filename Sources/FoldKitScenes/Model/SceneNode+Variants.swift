import Foundation
import FoldKit

extension SceneNode {
    /// Another set of values for a node's own fields, chosen by the layout's state; the node keeps
    /// its id, type and children (SPEC 10.3, SCENE.md `variants`) [S1][S3][S4].
    ///
    /// Example (the Accessibility Reader): the controls are a 320 × 72 bar while the reader's
    /// overlay arrangement stacks them over the text, and a column in their own region once it
    /// shows them side by side: `{"when": {"stacked": false}, "set": {"axis": "vertical", …}}`.
    public struct Variant: Sendable, Hashable {
        /// When the variant applies.
        public var condition: Condition
        /// The node with the variant's values set: the same id, type and children, no variants.
        public var node: SceneNode

        /// Creates a variant.
        public init(condition: Condition, node: SceneNode) {
            self.condition = condition
            self.node = node
        }
    }

    /// When a variant applies (SCENE.md: CONDITION); raw spellings are the scene file's keys.
    public enum Condition: Sendable, Hashable {
        /// The window's horizontal size class is this one.
        case horizontalSizeClass(SizeClass)
        /// The nearest enclosing overlay arrangement shows its views stacked (`true`) or side by
        /// side (`false`); never holds outside one.
        case stacked(Bool)
        /// The nearest enclosing split arrangement shows both views (`true`) or only its primary
        /// (`false`); never holds outside one.
        case splitShowsBoth(Bool)

        /// The scene-file keys of the conditions.
        public static let keys = ["horizontalSizeClass", "stacked", "splitShowsBoth"]
    }

    /// The fields a variant may not set: the node's identity and children (SPEC 10.3), its
    /// variants and stand-in, and the relations and UI-layer model the tree declares once
    /// (`title`, `toolbar`, what lint skips (`lint`), and each type's ``SceneNodeKind/keptFields``: a displacement's `anchor`
    /// and `group`, a presentation's `anchor`, a tab view's `tabs`, `more`, `action` and `selected`
    /// — the layout reads the window's tab bar from the node, never a variant).
    public static let fieldsVariantsKeep: Set<String> = {
        var fields: Set<String> = ["type", "id", "variants", "standsFor", "title", "toolbar", "lint"]
        for type in NodeType.allCases {
            fields.formUnion(type.payloadType.keptFields)
            fields.formUnion(type.payloadType.childFields)
        }
        return fields
    }()

    /// The most rows (a list) or cells (a grid) the node lays out under any of its variants: every
    /// state records that many ids, the ones a variant leaves out hidden, so every state has the
    /// same ids (SPEC 8.1).
    public var maximumItemCount: Int? {
        func count(_ kind: Kind) -> Int? {
            switch kind {
            case .list(let list): return max(0, list.rows)
            case .grid(let grid): return max(0, grid.items)
            default: return nil
            }
        }
        guard let own = count(kind) else { return nil }
        return variants.reduce(own) { max($0, count($1.node.kind) ?? 0) }
    }
}

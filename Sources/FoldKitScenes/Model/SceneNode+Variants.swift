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
    /// (`anchor`, `group`, `title`, `toolbar`, and a tab view's `tabs`, `more`, `action` and
    /// `selected`: the layout reads the window's tab bar from the node, never a variant).
    public static let fieldsVariantsKeep: Set<String> = [
        "type", "id", "variants", "standsFor", "anchor", "group", "title", "toolbar",
        "tabs", "more", "action", "selected",
        "children", "primary", "secondary", "list", "detail", "content", "child", "row",
    ]

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

extension SceneNode.Kind {
    /// This kind with `other`'s children (same type): a variant's fields, the base node's
    /// children. Kinds without children are returned as they are.
    func withChildren(of other: SceneNode.Kind) -> SceneNode.Kind {
        switch (self, other) {
        case (.stack(var mine), .stack(let theirs)): mine.children = theirs.children; return .stack(mine)
        case (.overlay(var mine), .overlay(let theirs)): mine.children = theirs.children; return .overlay(mine)
        case (.arrangement(var mine), .arrangement(let theirs)):
            (mine.primary, mine.secondary) = (theirs.primary, theirs.secondary); return .arrangement(mine)
        case (.listDetail(var mine), .listDetail(let theirs)): (mine.list, mine.detail) = (theirs.list, theirs.detail); return .listDetail(mine)
        case (.splitView(var mine), .splitView(let theirs)):
            (mine.primary, mine.secondary) = (theirs.primary, theirs.secondary); return .splitView(mine)
        case (.list(var mine), .list(let theirs)): mine.row = theirs.row; return .list(mine)
        case (.scroll(var mine), .scroll(let theirs)): mine.content = theirs.content; return .scroll(mine)
        case (.displace(var mine), .displace(let theirs)): mine.child = theirs.child; return .displace(mine)
        case (.presentation(var mine), .presentation(let theirs)): mine.content = theirs.content; return .presentation(mine)
        case (.tabView(var mine), .tabView(let theirs)): mine.content = theirs.content; return .tabView(mine)
        default: return self
        }
    }
}

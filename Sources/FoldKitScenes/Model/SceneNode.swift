import Foundation
import FoldKit

/// One node of a scene: a leaf element or a container, with the fields every node shares
/// (SPEC 8.1, SCENE.md).
///
/// Sizes are points; `leading`/`trailing` follow the layout direction (leading = left in LTR,
/// right in RTL). The type-specific part is ``kind``.
public struct SceneNode: Sendable, Hashable {
    /// The node's stable id, unique in the scene: letters, digits, `-` and `_`.
    public var id: String
    /// What the node is, with its type-specific fields and children.
    public var kind: Kind
    /// Space kept free around the node on all sides, points (default 0); counts towards the
    /// node's length in a stack.
    public var padding: CGFloat
    /// Whether the node extends into the safe-area insets its slot touches (full-bleed content
    /// such as a map or a video); default false.
    public var ignoresSafeArea: Bool
    /// Where the node sits inside a larger slot (default ``Alignment/center``).
    public var alignment: Alignment
    /// The node's width: points or fill; nil when not given (fill, or a presentation's default).
    public var width: Length?
    /// The node's height: points or fill; nil when not given (fill, or a presentation's default).
    public var height: Length?
    /// The smallest width at which the node is still usable, points (finite, ≥ 0); nil when the
    /// node declares none (SPEC 8.1, amended 2026-12-02). A visible node given less records
    /// ``SceneLayoutNode/minSize``.
    public var minWidth: CGFloat?
    /// The smallest height at which the node is still usable, points (finite, ≥ 0); nil when the
    /// node declares none: scrolling content (`list`, `scroll`, a scrolling `grid`) is then usable
    /// from 88 pt along its scroll axis (SPEC 8.1, amended 2026-12-02).
    public var minHeight: CGFloat?
    /// A free note for readers of the file; ignored by layout.
    public var comment: String?
    /// The lint rules this node and its subtree opt out of, the reason in ``comment``; nil for none
    /// (SCENE.md `"lint"`).
    public var lint: SceneLintOptions?
    /// The navigation title of a screen or column (the root, a tab view's content, a list–detail
    /// pane, a split view column; SPEC 9); nil for none.
    public var title: String?
    /// The toolbar items of a screen or column, which the system places (SPEC 9); empty for none.
    public var toolbar: [ToolbarItem]
    /// Other values for the node's own fields, chosen by the layout's state; the first whose
    /// condition holds applies (SPEC 10.3). Empty for none.
    public var variants: [Variant]
    /// The id of the node whose content this one shows inline while that node is hidden, and only
    /// then (SPEC 10.3: the Podcasts transcript inside the player where the split cannot happen);
    /// nil for none.
    public var standsFor: String?

    /// Creates a node.
    public init(id: String, kind: Kind, padding: CGFloat = 0, ignoresSafeArea: Bool = false,
                alignment: Alignment = .center, width: Length? = nil, height: Length? = nil, comment: String? = nil,
                title: String? = nil, toolbar: [ToolbarItem] = [], variants: [Variant] = [], standsFor: String? = nil) {
        self.title = title
        self.toolbar = toolbar
        self.variants = variants
        self.standsFor = standsFor
        self.id = id
        self.kind = kind
        self.padding = padding
        self.ignoresSafeArea = ignoresSafeArea
        self.alignment = alignment
        self.width = width
        self.height = height
        self.comment = comment
    }

    /// The node's type (`element`, `stack`, …), as the `type` field spells it.
    public var type: NodeType { kind.type }
}

extension SceneNode {
    /// A node's type with its fields: a leaf element or one of the containers (SCENE.md's table).
    ///
    /// Each case's payload is a ``SceneNodeKind`` in its own file (`Model/Kinds/`); this file holds
    /// the one dispatch from a kind to its payload (``open(_:)``) and from a type to its payload's
    /// type (``NodeType/payloadType``).
    public indirect enum Kind: Sendable, Hashable {
        /// A leaf: a control, text, image, map…
        case element(Element)
        /// Children one after another along an axis.
        case stack(Stack)
        /// Children over each other, last on top.
        case overlay(Overlay)
        /// Exactly two views by the arrangement rule (SPEC 4.1–4.2).
        case arrangement(Arrangement)
        /// A list that opens a detail beside it (SPEC 4.4).
        case listDetail(ListDetail)
        /// A two-column split view (SPEC 4.5).
        case splitView(SplitView)
        /// A fold-aware grid of cells (SPEC 6).
        case grid(Grid)
        /// Scrolling rows, optionally from a row template.
        case list(List)
        /// Scrolling content.
        case scroll(Scroll)
        /// A node displaced by purpose when the device folds (SPEC 5).
        case displace(Displace)
        /// An alert, sheet, popover, menu or toast placed in window coordinates (SPEC 7).
        case presentation(Presentation)
        /// The window's tabs and the selected tab's screen (SPEC 9).
        case tabView(TabView)

        /// The type name of this kind.
        public var type: NodeType {
            switch self {
            case .element: return .element
            case .stack: return .stack
            case .overlay: return .overlay
            case .arrangement: return .arrangement
            case .listDetail: return .listDetail
            case .splitView: return .splitView
            case .grid: return .grid
            case .list: return .list
            case .scroll: return .scroll
            case .displace: return .displace
            case .presentation: return .presentation
            case .tabView: return .tabView
            }
        }

        /// Calls `operation` with the payload as its own type: the one dispatch from a kind to its
        /// payload, which boxes nothing (``SceneNodeKindOperation``).
        @inline(__always)
        func open<Operation: SceneNodeKindOperation>(_ operation: Operation) -> Operation.Result {
            switch self {
            case .element(let payload): return operation(payload)
            case .stack(let payload): return operation(payload)
            case .overlay(let payload): return operation(payload)
            case .arrangement(let payload): return operation(payload)
            case .listDetail(let payload): return operation(payload)
            case .splitView(let payload): return operation(payload)
            case .grid(let payload): return operation(payload)
            case .list(let payload): return operation(payload)
            case .scroll(let payload): return operation(payload)
            case .displace(let payload): return operation(payload)
            case .presentation(let payload): return operation(payload)
            case .tabView(let payload): return operation(payload)
            }
        }

        /// The payload, boxed, for the walks that run once per prepared scene (reading, checks).
        var payload: any SceneNodeKind { open(Boxed()) }

        /// Calls `body` with each direct child and where it sits, in document order, forwarding
        /// to the payload (the layout's hot path: a closure cannot be an operation's without
        /// escaping).
        /// - Complexity: O(*c*) for *c* children; no allocation.
        @inline(__always)
        func forEachChild(_ body: (SceneNode, ChildLink) -> Void) {
            switch self {
            case .element(let payload): payload.forEachChild(body)
            case .stack(let payload): payload.forEachChild(body)
            case .overlay(let payload): payload.forEachChild(body)
            case .arrangement(let payload): payload.forEachChild(body)
            case .listDetail(let payload): payload.forEachChild(body)
            case .splitView(let payload): payload.forEachChild(body)
            case .grid(let payload): payload.forEachChild(body)
            case .list(let payload): payload.forEachChild(body)
            case .scroll(let payload): payload.forEachChild(body)
            case .displace(let payload): payload.forEachChild(body)
            case .presentation(let payload): payload.forEachChild(body)
            case .tabView(let payload): payload.forEachChild(body)
            }
        }
    }

    /// The `type` of a node; raw values are the scene-file spellings and this enum is their single
    /// source (decoder, schema test, layout roles).
    public enum NodeType: String, Sendable, Hashable, CaseIterable {
        /// A leaf.
        case element
        /// Children along an axis.
        case stack
        /// Children over each other.
        case overlay
        /// Two views by the arrangement rule (SPEC 4.1–4.2).
        case arrangement
        /// The list–detail rule (SPEC 4.4).
        case listDetail
        /// A two-column split view (SPEC 4.5).
        case splitView
        /// A fold-aware grid (SPEC 6).
        case grid
        /// Scrolling rows.
        case list
        /// Scrolling content.
        case scroll
        /// Displacement by purpose (SPEC 5).
        case displace
        /// A presentation in window coordinates (SPEC 7).
        case presentation
        /// The window's tabs (SPEC 9).
        case tabView

        /// The payload type of nodes of this type: what reads them and lists their fields.
        var payloadType: any SceneNodeKind.Type {
            switch self {
            case .element: return Element.self
            case .stack: return Stack.self
            case .overlay: return Overlay.self
            case .arrangement: return Arrangement.self
            case .listDetail: return ListDetail.self
            case .splitView: return SplitView.self
            case .grid: return Grid.self
            case .list: return List.self
            case .scroll: return Scroll.self
            case .displace: return Displace.self
            case .presentation: return Presentation.self
            case .tabView: return TabView.self
            }
        }

        /// The fields every node may carry, in documentation order.
        public static let commonFields = ["type", "id", "padding", "ignoresSafeArea", "alignment", "width", "height", "minWidth", "minHeight", "comment",
                                          "lint", "title", "toolbar", "variants", "standsFor"]

        /// The fields only this type carries, in documentation order (SCENE.md's table; `comment`
        /// everywhere, a presentation's `label` and `content` and a grid's `foldAware` are FoldKit
        /// additions).
        public var specificFields: [String] { payloadType.specificFields }

        /// Every field a node of this type accepts: the common ones and its own.
        public var fields: Set<String> { Set(Self.commonFields + specificFields) }
    }
}

/// The payload as an existential.
private struct Boxed: SceneNodeKindOperation {
    func callAsFunction<Payload: SceneNodeKind>(_ payload: Payload) -> any SceneNodeKind { payload }
}

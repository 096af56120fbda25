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
    /// A free note for readers of the file; ignored by layout.
    public var comment: String?
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
    }
}

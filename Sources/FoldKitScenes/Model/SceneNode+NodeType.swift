extension SceneNode {
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

        /// The fields every node may carry, in documentation order.
        public static let commonFields = ["type", "id", "padding", "ignoresSafeArea", "alignment", "width", "height", "comment",
                                          "title", "toolbar", "variants", "standsFor"]

        /// The fields only this type carries, in documentation order (SCENE.md's table; `comment`
        /// everywhere, a presentation's `label` and `content` and a grid's `foldAware` are FoldKit
        /// additions).
        public var specificFields: [String] {
            switch self {
            case .element: return ["role", "interactive", "important", "label"]
            case .stack: return ["axis", "spacing", "children"]
            case .overlay: return ["children"]
            case .arrangement:
                return ["style", "axes", "ratio", "primaryWidth", "primaryHeight", "secondaryWidth", "secondaryHeight",
                        "primaryPriority", "secondaryPriority", "prefersFixedSize", "edge", "secondaryVisible",
                        "primary", "secondary"]
            case .listDetail: return ["stacksInTabletop", "list", "detail"]
            case .splitView: return ["preferredPrimaryWidth", "minimumPrimaryWidth", "maximumPrimaryWidth", "primary", "secondary"]
            case .grid: return ["items", "minItemWidth", "itemAspect", "spacing", "margin", "scrolls", "interactive", "foldAware"]
            case .list: return ["rows", "rowHeight", "row"]
            case .scroll: return ["contentHeight", "content"]
            case .displace: return ["purpose", "group", "anchor", "anticipatesFold", "child"]
            case .presentation: return ["kind", "anchor", "label", "content"]
            case .tabView: return ["tabs", "more", "action", "selected", "content"]
            }
        }

        /// Every field a node of this type accepts: the common ones and its own.
        public var fields: Set<String> { Set(Self.commonFields + specificFields) }
    }
}

import Foundation

extension SceneNode {
    /// A fold-aware grid of `items` equal cells (SPEC 6); its cells are laid out as nodes with ids
    /// `<grid id>-<index>`.
    public struct Grid: Sendable, Hashable {
        /// The number of cells, 0…``SceneLimits/maximumCount``.
        public var items: Int
        /// The smallest cell width, points (> 0).
        public var minItemWidth: CGFloat
        /// Cell height ÷ cell width (> 0, default 1).
        public var itemAspect: CGFloat
        /// Space between cells, points (default 0).
        public var spacing: CGFloat
        /// Outer margin on every side, points (default 0).
        public var margin: CGFloat
        /// Whether the grid scrolls vertically (default true).
        public var scrolls: Bool
        /// Whether the cells are interactive (default false).
        public var isInteractive: Bool
        /// Whether the grid is fold-aware (default true, SPEC 6): even columns on any device with
        /// a crease and a wider gutter at the hinge. `false` is the legacy opt-out (scene field
        /// `"foldAware": false`): columns as many as fit in the largest usable region, no even
        /// preference, no hinge gutter, so they may change when the device bends (lint FK004).
        public var isFoldAware: Bool

        /// Creates a grid.
        public init(items: Int, minItemWidth: CGFloat, itemAspect: CGFloat = 1, spacing: CGFloat = 0,
                    margin: CGFloat = 0, scrolls: Bool = true, isInteractive: Bool = false, isFoldAware: Bool = true) {
            self.items = items
            self.minItemWidth = minItemWidth
            self.itemAspect = itemAspect
            self.spacing = spacing
            self.margin = margin
            self.scrolls = scrolls
            self.isInteractive = isInteractive
            self.isFoldAware = isFoldAware
        }
    }
}

extension SceneNode.Grid: SceneNodeKind {
    static let nodeType = SceneNode.NodeType.grid
    static let specificFields = ["items", "minItemWidth", "itemAspect", "spacing", "margin", "scrolls", "interactive", "foldAware"]
    static let childFields: [String] = []

    var nodeKind: SceneNode.Kind { .grid(self) }

    static func read(_ o: FieldReader) throws(SceneFault) -> Self {
        Self(items: try o.required("items").wholeNumber(), minItemWidth: try o.required("minItemWidth").cgFloat(),
             itemAspect: try o.optional("itemAspect")?.cgFloat() ?? 1, spacing: try o.optional("spacing")?.cgFloat() ?? 0,
             margin: try o.optional("margin")?.cgFloat() ?? 0, scrolls: try o.optional("scrolls")?.bool() ?? true,
             isInteractive: try o.optional("interactive")?.bool() ?? false, isFoldAware: try o.optional("foldAware")?.bool() ?? true)
    }

    func check(at location: SceneValueCheck.Location) throws(SceneFault) {
        try location.require(SceneValueRules.count(Double(items)), field: "items")
        try location.require(SceneValueRules.positiveLength(Double(minItemWidth)), field: "minItemWidth")
        try location.require(SceneValueRules.aspect(Double(itemAspect)), field: "itemAspect")
        try location.require(SceneValueRules.length(Double(spacing)), field: "spacing")
        try location.require(SceneValueRules.length(Double(margin)), field: "margin")
    }

    /// None: its cells are laid out from `items`, not declared.
    func forEachChild(_ body: (SceneNode, SceneNode.ChildLink) -> Void) {}

    func withChildren(of other: Self) -> Self { self }
}

import Foundation

extension SceneNode {
    /// Scrolling rows of one height. Rows are laid out as nodes: the template's ids suffixed with
    /// `-<row index>` (`message` → `message-0`, `message-1`, …), or `<list id>-<index>` without one.
    public struct List: Sendable, Hashable {
        /// The number of rows, 0…``SceneLimits/maximumCount``.
        public var rows: Int
        /// Every row's height, points (> 0, default 44).
        public var rowHeight: CGFloat
        /// The row template, repeated for every row; nil for plain rows.
        public var row: SceneNode?

        /// Creates a list.
        public init(rows: Int, rowHeight: CGFloat = 44, row: SceneNode? = nil) {
            self.rows = rows
            self.rowHeight = rowHeight
            self.row = row
        }
    }
}

extension SceneNode.List: SceneNodeKind {
    static let nodeType = SceneNode.NodeType.list
    static let specificFields = ["rows", "rowHeight", "row"]
    static let childFields = ["row"]

    var nodeKind: SceneNode.Kind { .list(self) }

    static func read(_ o: FieldReader) throws(SceneFault) -> Self {
        Self(rows: try o.required("rows").wholeNumber(), rowHeight: try o.optional("rowHeight")?.cgFloat() ?? 44, row: try o.optionalNode("row"))
    }

    func check(at location: SceneValueCheck.Location) throws(SceneFault) {
        try location.require(SceneValueRules.count(Double(rows)), field: "rows")
        try location.require(SceneValueRules.positiveLength(Double(rowHeight)), field: "rowHeight")
    }

    /// The row template, once and unexpanded.
    func forEachChild(_ body: (SceneNode, SceneNode.ChildLink) -> Void) {
        if let row { body(row, .member("row")) }
    }

    func withChildren(of other: Self) -> Self { Self(rows: rows, rowHeight: rowHeight, row: other.row) }
}

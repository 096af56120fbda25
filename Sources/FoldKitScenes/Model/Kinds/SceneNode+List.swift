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

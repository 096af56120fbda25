import Foundation
import FoldKit

/// Where a grid puts its cells (SPEC 6), window coordinates.
struct SceneGridPlacement: Sendable, Hashable {
    /// The column count.
    var columns: Int
    /// The row count.
    var rows: Int
    /// One frame per item, in item order (row by row, leading column first).
    var cells: [CGRect]
    /// The content's size, margins included, points.
    var contentSize: CGSize
}

extension SceneLayout {
    /// EXTENSION POINT (SPEC 6): places a grid's cells in `frame` (the grid node's frame, window
    /// coordinates). A scrolling grid's rows may run past the frame (they are clipped to it).
    ///
    /// The real solver keeps the outer margins and widens only the gutter at the hinge, prefers
    /// an even column count (a multiple of the regions) on any device with a division, active or
    /// not, and keeps every cell whole in one region. Columns run from the leading edge.
    static func layoutGrid(_ grid: SceneNode.Grid, in frame: CGRect, context: SceneLayoutContext) -> SceneGridPlacement {
        // INTERIM: replaced by GridSolver when the solver lands.
        // Naive columns: as many as fit at the minimum width with the spacing between them and
        // the margins outside (at least one); equal cells; rows from the top margin.
        let margin = sanitized(grid.margin), spacing = sanitized(grid.spacing), minimum = max(sanitized(grid.minItemWidth), 1)
        let usable = max(0, frame.width - 2 * margin)
        let columns = max(1, Int(((usable + spacing) / (minimum + spacing)).rounded(.down)))
        let cellWidth = max(0, (usable - CGFloat(columns - 1) * spacing) / CGFloat(columns))
        let cellHeight = cellWidth * sanitized(grid.itemAspect)
        let items = max(0, grid.items)
        let rows = (items + columns - 1) / columns
        var cells: [CGRect] = []
        cells.reserveCapacity(items)
        for index in 0..<items {
            let column = index % columns, row = index / columns
            var x = frame.minX + margin + CGFloat(column) * (cellWidth + spacing)
            if context.isRightToLeft { x = frame.maxX - (x - frame.minX) - cellWidth }
            let y = frame.minY + margin + CGFloat(row) * (cellHeight + spacing)
            cells.append(CGRect(x: x, y: y, width: cellWidth, height: cellHeight))
        }
        let height = rows == 0 ? 2 * margin : 2 * margin + CGFloat(rows) * cellHeight + CGFloat(rows - 1) * spacing
        return SceneGridPlacement(columns: columns, rows: rows, cells: cells, contentSize: CGSize(width: frame.width, height: height))
    }
}

import Foundation

extension GridSolver {
    /// What phase 4 produces: both axes' tracks and the columns' window origins.
    struct Tracks: Sendable {
        /// The column tracks, leading coordinates.
        var columns: GridTracks
        /// The row tracks (window positions through ``GridTracks/windowPosition(of:)``).
        var rows: GridTracks
        /// Each column's minimum x, window coordinates, reading order, cleared of residue.
        var origins: [CGFloat]
        /// Each column's region index (reading order).
        var regionOfColumn: [Int]
    }

    /// Places the tracks of both axes (phase 4) and the columns in window coordinates.
    /// - Complexity: O(*c* + *s*·*e*) for *c* columns, *s* spans and *e* division edges.
    static func placeTracks(_ request: GridRequest, spans: Spans, plan: ColumnPlan, rows: Int, cell: Cell) -> Tracks {
        let grid = PixelGrid(scale: request.scale)
        let columns = GridTracks(spans: spans.columnSpans, counts: plan.perSpan, size: cell.size.width,
                                 spacing: request.spacing, grid: grid)
        var rowTracks = GridTracks(spans: spans.rowSpans, counts: distribute(rows, over: spans.rowSpans.count),
                                   size: cell.size.height, spacing: request.spacing, grid: grid)
        rowTracks.offset = request.bounds.minY
        rowTracks.edges = residueEdges(request, along: .vertical)
        let space = LeadingSpace(request)
        let edges = residueEdges(request, along: .horizontal)
        var origins: [CGFloat] = []
        var regionOfColumn: [Int] = []
        origins.reserveCapacity(columns.count)
        regionOfColumn.reserveCapacity(columns.count)
        for group in columns.groups {
            for j in 0..<group.count {
                var x = space.windowX(columns.position(j, in: group), width: cell.size.width)
                if !edges.isEmpty && (j == 0 || j == group.count - 1) {
                    x = clearResidue(x, size: cell.size.width, edges: edges)
                }
                origins.append(x)
                regionOfColumn.append(spans.axis == .horizontal ? group.spanIndex : 0)
            }
        }
        return Tracks(columns: columns, rows: rowTracks, origins: origins, regionOfColumn: regionOfColumn)
    }

    /// Gives up one pixel (1e-9 pt without a grid) of the cells' width, or height, when on an
    /// axis with an active division some group would fill its span to within 1e-9 pt: a
    /// floating-point sum could then not step off the division. Decided from the spans alone, so
    /// noise cannot decide it differently for a mirrored request.
    static func leaveRoomAtDivisions(_ cell: inout Cell, _ request: GridRequest, spans: Spans, plan: ColumnPlan, rows: Int) {
        let grid = PixelGrid(scale: request.scale)
        let step = grid.scale > 0 ? 1 / grid.scale : residue / 1000
        func tight(_ spans: [Span], _ counts: [Int], _ size: CGFloat) -> Bool {
            zip(spans, counts).contains { span, count in
                count > 0 && span.length - (grid.snapDown(CGFloat(count - 1) * (size + request.spacing)) + size) < residue / 1000
            }
        }
        if !residueEdges(request, along: .horizontal).isEmpty && tight(spans.columnSpans, plan.perSpan, cell.size.width) {
            cell.size.width = max(cell.size.width - step, cell.size.width / 2)
        }
        let rowCounts = distribute(rows, over: spans.rowSpans.count)
        if !residueEdges(request, along: .vertical).isEmpty && tight(spans.rowSpans, rowCounts, cell.size.height) {
            cell.size.height = max(cell.size.height - step, cell.size.height / 2)
        }
    }
}

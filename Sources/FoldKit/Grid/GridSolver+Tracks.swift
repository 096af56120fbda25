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
    }

    /// Places the tracks of both axes (phase 4) — in groups, one per span, unless `kept` keeps the
    /// flat grid's — and the columns in window coordinates.
    /// - Complexity: O(*c* + *s*·*r*) for *c* columns, *s* spans and *r* regions; allocates the
    ///   column origins only.
    static func placeTracks(_ request: GridRequest, spans: inout Spans, cell: Cell, kept: KeptFlat) -> Tracks {
        let grid = PixelGrid(scale: request.space.scale)
        if !kept.columns { GridTracks.arrange(&spans.columns, size: cell.size.width, spacing: request.spacing, grid: grid) }
        if !kept.rows { GridTracks.arrange(&spans.rows, size: cell.size.height, spacing: request.spacing, grid: grid) }
        let columns = GridTracks(spans: spans.columns, size: cell.size.width, spacing: request.spacing, grid: grid)
        var rows = GridTracks(spans: spans.rows, size: cell.size.height, spacing: request.spacing, grid: grid)
        rows.offset = request.bounds.minY
        rows.axis = .vertical
        rows.residueRegions = residueRegions(request, along: .vertical)
        let columnRegions = residueRegions(request, along: .horizontal)
        let space = LeadingSpace(request)
        var origins: [CGFloat] = []
        origins.reserveCapacity(columns.count)
        for span in columns.spans {
            for j in 0..<span.count {
                var x = space.windowX(columns.position(j, in: span), width: cell.size.width)
                let onGrid = grid.snap(x)
                if abs(onGrid - x) < residue / 1000 { x = onGrid }  // mirroring noise: 15.999999999999972 → 16
                let touchable = !columnRegions.isEmpty && (j == 0 || j == span.count - 1)
                origins.append(touchable ? clearResidue(x, size: cell.size.width, regions: columnRegions, along: .horizontal) : x)
            }
        }
        return Tracks(columns: columns, rows: rows, origins: origins)
    }

    /// Gives up one pixel (1e-9 pt without a grid) of the cells' width, or height, when on an
    /// axis with an active division some group would fill its span to within 1e-9 pt: a
    /// floating-point sum could then not step off the division. Decided from the spans alone, so
    /// noise cannot decide it differently for a mirrored request. An axis whose flat tracks were
    /// kept (`kept`) already lies clear of its divisions and gives up nothing.
    /// - Complexity: O(*s*) for *s* spans, no allocation.
    static func leaveRoomAtDivisions(_ cell: inout Cell, _ request: GridRequest, spans: Spans, kept: KeptFlat) {
        let grid = PixelGrid(scale: request.space.scale)
        let step = grid.scale > 0 ? 1 / grid.scale : residue / 1000
        func tight(_ spans: [Span], _ size: CGFloat) -> Bool {
            spans.contains { span in
                span.count > 0 && span.length - (grid.snapDown(CGFloat(span.count - 1) * (size + request.spacing)) + size) < residue / 1000
            }
        }
        if !kept.columns && !residueRegions(request, along: .horizontal).isEmpty && tight(spans.columns, cell.size.width) {
            cell.size.width = max(cell.size.width - step, cell.size.width / 2)
        }
        if !kept.rows && !residueRegions(request, along: .vertical).isEmpty && tight(spans.rows, cell.size.height) {
            cell.size.height = max(cell.size.height - step, cell.size.height / 2)
        }
    }
}

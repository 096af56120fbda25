import Foundation

extension GridSolver {
    /// Which axes keep the flat grid's tracks (phase 4): SPEC 6, "where the cells that fit flat
    /// also fit beside the active fold, bending changes no cell frame".
    struct KeptFlat: Sendable {
        /// The columns lie where the flat grid has them.
        var columns = false
        /// The rows lie where the flat grid has them.
        var rows = false
    }

    /// Keeps the flat grid's tracks along each axis the active divisions split, when the cell is
    /// the flat grid's and every flat track lies inside one span — beside the divisions, inside
    /// the margins — so bending moves none of them. Sets those spans' `count`, `first`, `origin`
    /// (the flat grid's first track) and `phase` (the flat index of the span's first track).
    /// - Complexity: O(*c* + *r* + *s*) for *c* columns, *r* rows and *s* spans; no allocation.
    static func keepFlatTracks(_ request: GridRequest, spans: inout Spans, cell: Cell, columns: Int, rows: Int) -> KeptFlat {
        var kept = KeptFlat()
        guard spans.splitsColumns || spans.splitsRows,
              cell.unrounded.width == flatWidth(request, spans: spans, columns: columns, rows: rows).width else { return kept }
        let grid = PixelGrid(scale: request.space.scale)
        if spans.splitsColumns {
            kept.columns = keepFlat(&spans.columns, flat: spans.flatColumn, count: columns, size: cell.size.width,
                                    spacing: request.spacing, grid: grid)
        }
        if spans.splitsRows {
            kept.rows = keepFlat(&spans.rows, flat: spans.flatRow, count: rows, size: cell.size.height,
                                 spacing: request.spacing, grid: grid)
        }
        return kept
    }

    /// Places `count` tracks of extent `size` as the flat grid does in its one span `flat` (from
    /// its start, ``GridTracks/arrange(_:size:spacing:grid:)``'s rule) and, if each lies inside
    /// one of `spans`, gives every span the tracks inside it; else leaves `spans` alone.
    /// - Returns: whether the flat tracks were kept.
    static func keepFlat(_ spans: inout [Span], flat: Span, count: Int, size: CGFloat, spacing: CGFloat, grid: PixelGrid) -> Bool {
        guard count > 0 else { return false }
        let extent = grid.snapDown(CGFloat(count - 1) * (size + spacing)) + size
        let origin = GridTracks.origin(flat.lower, lowest: flat.lower, highest: flat.upper - extent, grid: grid)
        let pitch = size + spacing
        /// The span holding track `j` from span `from` on, or nil when it lies on no span.
        func holder(_ j: Int, from: Int) -> Int? {
            let start = origin + grid.snapDown(CGFloat(j) * pitch)
            var index = from
            while index < spans.count && spans[index].upper < start + size { index += 1 }
            return index < spans.count && spans[index].lower <= start ? index : nil
        }
        var index = 0
        for j in 0..<count {
            guard let found = holder(j, from: index) else { return false }
            index = found
        }
        for position in spans.indices { spans[position].count = 0 }
        index = 0
        for j in 0..<count {
            index = holder(j, from: index) ?? index
            if spans[index].count == 0 {
                spans[index].first = j
                spans[index].phase = j
                spans[index].origin = origin
            }
            spans[index].count += 1
        }
        return true
    }
}

import Foundation

extension GridSolver {
    /// The one cell size every item gets, snapped and as computed.
    struct Cell: Sendable {
        /// Width and height rounded down to whole pixels, points.
        var size: CGSize
        /// Width and height before snapping, points (kept for diagnostics, STYLE 6).
        var unrounded: CGSize
    }

    /// Sizes the cell (phase 3, continued): the smallest fit of the spans that hold columns
    /// (SPEC 6: "the smaller of the two sides' fits"), but never wider than the flat grid's cell
    /// (every division inactive: SPEC 6, "only a grid that no longer fits gets narrower cells",
    /// so bending never widens one either); height = width × aspect.
    ///
    /// When a span holding columns is too narrow for them (its fit under one pixel), every column
    /// moves to the widest span (``GridNote/columnsMovedOutOfNarrowRegion``). A grid that does not
    /// scroll shrinks the cell, keeping its aspect, until its rows (already distributed over the
    /// row spans) fit (``GridNote/shrunkToFitHeight``).
    /// - Throws: ``GridError/noRoom(_:)`` when the widest span cannot hold the columns, the
    ///   height cannot hold the rows, or the rows' extent overflows `CGFloat`.
    /// - Complexity: O(*s*) for *s* spans, no allocation.
    static func cellSize(_ request: GridRequest, spans: inout Spans, columns: Int, rows: Int,
                         notes: inout [GridNote]) throws(GridError) -> Cell {
        let grid = PixelGrid(scale: request.space.scale)
        let spacing = request.spacing
        var width = narrowestFit(spans.columns, spacing: spacing)
        if grid.snapDown(width) <= 0 && spans.columns.reduce(0, { $0 + ($1.count > 0 ? 1 : 0) }) > 1 {
            putAllInWidest(&spans.columns, columns: columns)
            width = narrowestFit(spans.columns, spacing: spacing)
            notes.append(.columnsMovedOutOfNarrowRegion)
        }
        guard grid.snapDown(width) > 0 else {
            let widest = spans.columns.reduce(0) { max($0, $1.length) }
            throw .noRoom("\(columns) columns with spacing \(Format.number(spacing)) do not fit the widest region, \(Format.number(widest)) wide inside the margins")
        }
        if spans.splitsColumns || spans.splitsRows {
            let flat = flatWidth(request, spans: spans, columns: columns, rows: rows)
            if flat.width < width {
                width = flat.width
                if flat.shrunk { notes.append(.shrunkToFitHeight) }
            }
            guard grid.snapDown(width) > 0 else {
                throw .noRoom("\(rows) rows with spacing \(Format.number(spacing)) do not fit a grid that does not scroll, \(Format.number(spans.flatRow.length)) high inside the margins")
            }
        }
        if width < request.minItemWidth && !notes.contains(.narrowerThanMinimum) { notes.append(.narrowerThanMinimum) }
        if !request.scrolls && rows > 0 {
            let heightFit = narrowestFit(spans.rows, spacing: spacing)
            if width * request.itemAspect > heightFit {
                width = heightFit / request.itemAspect
                if !notes.contains(.shrunkToFitHeight) { notes.append(.shrunkToFitHeight) }
                guard heightFit > 0, grid.snapDown(width) > 0 else {
                    let tallest = spans.rows.reduce(0) { max($0, $1.length) }
                    throw .noRoom("\(rows) rows with spacing \(Format.number(spacing)) do not fit a grid that does not scroll, \(Format.number(tallest)) high inside the margins")
                }
            }
        }
        let snappedWidth = grid.snapDown(width)
        guard (CGFloat(rows) * (snappedWidth * request.itemAspect + spacing)).isFinite else {
            throw .noRoom("\(rows) rows of height \(Format.number(snappedWidth * request.itemAspect)) with spacing \(Format.number(spacing)) overflow the coordinate range")
        }
        let snappedHeight = grid.snapDown(snappedWidth * request.itemAspect)
        return Cell(size: CGSize(width: snappedWidth, height: snappedHeight > 0 ? snappedHeight : snappedWidth * request.itemAspect),
                    unrounded: CGSize(width: width, height: width * request.itemAspect))
    }

    /// The smallest ``fit(_:spacing:)`` over the spans holding tracks; +∞ when none does.
    static func narrowestFit(_ spans: [Span], spacing: CGFloat) -> CGFloat {
        var fit = CGFloat.infinity
        for span in spans where span.count > 0 { fit = min(fit, Self.fit(span, spacing: spacing)) }
        return fit
    }

    /// `(length − (count − 1) × spacing) / count`: the extent of each of the span's tracks when
    /// they fill it.
    static func fit(_ span: Span, spacing: CGFloat) -> CGFloat {
        (span.length - CGFloat(span.count - 1) * spacing) / CGFloat(span.count)
    }

    /// The cell width of the flat grid — the same request with every division inactive — before
    /// snapping: `columns` filling the bounds inside the margins, shrunk (not scrolling) until
    /// `rows` fit their height (`shrunk`). The same arithmetic as the flat grid's own solve, so
    /// the widths agree bit for bit.
    /// - Complexity: O(1).
    static func flatWidth(_ request: GridRequest, spans: Spans, columns: Int, rows: Int) -> (width: CGFloat, shrunk: Bool) {
        var column = spans.flatColumn
        column.count = columns
        let width = fit(column, spacing: request.spacing)
        if !request.scrolls && rows > 0 {
            var row = spans.flatRow
            row.count = rows
            let heightFit = fit(row, spacing: request.spacing)
            if width * request.itemAspect > heightFit { return (heightFit / request.itemAspect, true) }
        }
        return (width, false)
    }
}

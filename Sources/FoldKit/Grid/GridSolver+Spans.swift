import Foundation

extension GridSolver {
    /// A stretch of one axis that cells may occupy, in the container's leading coordinates, points,
    /// and the group of tracks the later phases put in it.
    struct Span: Sendable, Hashable {
        /// Where cells may start: the leading (top) margin or a division's far edge, exact.
        var lower: CGFloat
        /// Where cells must end: the trailing (bottom) margin or a division's near edge, exact; +∞
        /// for the rows of a scrolling grid.
        var upper: CGFloat
        /// Where the usable region starts (no margin).
        var regionLower: CGFloat
        /// Where the usable region ends (no margin).
        var regionUpper: CGFloat
        /// The index in the request's regions of the division on its leading (top) side; −1 for none.
        var leadingDivider = -1
        /// The index in the request's regions of the division on its trailing (bottom) side; −1 for none.
        var trailingDivider = -1
        /// How many of the potential regions (divisions active or not) it holds; columns only.
        var share = 0
        /// How many tracks it holds (phase 3).
        var count = 0
        /// The index of its first track (phase 4).
        var first = 0
        /// The position of its first track, snapped or an exact span edge (phase 4); for tracks
        /// kept where the flat grid has them, the flat grid's first track.
        var origin: CGFloat = 0
        /// The index, counted from ``origin``, of its first track: 0 for a group of its own; for
        /// tracks kept where the flat grid has them, their index in the flat grid (phase 4).
        var phase = 0

        /// A span over the region `lower … upper`, margins not yet applied.
        init(region lower: CGFloat, _ upper: CGFloat, share: Int = 0, leadingDivider: Int = -1, trailingDivider: Int = -1) {
            self.lower = lower
            self.upper = upper
            regionLower = lower
            regionUpper = upper
            self.share = share
            self.leadingDivider = leadingDivider
            self.trailingDivider = trailingDivider
        }

        /// `upper − lower`.
        var length: CGFloat { upper - lower }

        /// The span read from the other end of an axis whose far end is at `end` (RTL).
        func mirrored(at end: CGFloat) -> Span {
            var copy = self
            (copy.lower, copy.upper) = (end - upper, end - lower)
            (copy.regionLower, copy.regionUpper) = (end - regionUpper, end - regionLower)
            (copy.leadingDivider, copy.trailingDivider) = (trailingDivider, leadingDivider)
            return copy
        }

        /// The span moved by `delta` along its axis.
        func shifted(by delta: CGFloat) -> Span {
            var copy = self
            copy.lower += delta
            copy.upper += delta
            copy.regionLower += delta
            copy.regionUpper += delta
            return copy
        }
    }

    /// What phase 2 finds: the spans to place in and the numbers the column count is chosen from.
    struct Spans: Sendable {
        /// The width the column count is chosen in: the container less the strips that divisions,
        /// active or not, merely clip, less both margins. The same flat and folded.
        var countWidth: CGFloat
        /// How many side-by-side regions the divisions make, active or not (2 for one fold, 3 for a
        /// tri-fold, 1 with none): the column count is a multiple of it.
        var multiple: Int
        /// The column spans, leading first: the usable width split by the *active* divisions that
        /// cross it top to bottom, margins applied at the outer ends.
        var columns: [Span]
        /// The row spans, top first: split at the active divisions crossing it side to side only
        /// when the grid does not scroll; a scrolling grid has one span from the top margin to +∞.
        var rows: [Span]
        /// The flat grid's column span (every division inactive): the bounds inside the margins.
        var flatColumn: Span
        /// The flat grid's row span: the bounds inside the margins (+∞ for a scrolling grid).
        var flatRow: Span
        /// The container less the strips active divisions clip and the strips too narrow to be
        /// useful beside them (``UsefulRegion``), leading coordinates.
        var usable: CGRect

        /// Whether active divisions split the columns (more than one column span).
        var splitsColumns: Bool { columns.count > 1 }
        /// Whether active divisions split the rows (more than one row span; never when scrolling).
        var splitsRows: Bool { rows.count > 1 }
    }

    /// Finds the spans (phase 2) in leading coordinates: the container scanned by ``DivisionScan``
    /// in window coordinates — every division counted (the potential regions, for the column
    /// count) and the active ones (where cells go, less a strip too narrow to be useful beside
    /// one, ``UsefulRegion``) — the spans moved to the container's origin and, for RTL, read
    /// from the right.
    /// - Throws: ``GridError/noRoom(_:)`` when clipping divisions leave no width inside the margins.
    /// - Complexity: O(*r*·*d*) for *r* regions and *d* crossing divisions, O(*r*) for real
    ///   devices; allocates the span arrays only.
    static func findSpans(_ request: GridRequest) throws(GridError) -> Spans {
        let bounds = request.bounds
        let m = request.margin
        let (potential, active, multiple, columnSpans, rowSpans) = request.space.regions.withUnsafeBufferPointer { regions in
            let potential = DivisionScan(container: bounds, regions: regions, includingInactive: true)
            // Cells go where a view could: a strip too narrow to be useful beside an active
            // division is cut off with it (``UsefulRegion``), rather than squeezing every cell.
            let active = DivisionScan(container: bounds, regions: regions, trimmingSlivers: true)
            var columns = spans(of: active, along: .horizontal, splitting: true, regions: regions)
            setShares(&columns, potential: potential, regions: regions)
            return (potential, active, regionMultiple(potential, regions: regions), columns,
                    spans(of: active, along: .vertical, splitting: !request.scrolls, regions: regions))
        }
        let countWidth = potential.clipped.width - 2 * m
        guard countWidth > 0 else {
            throw .noRoom("divisions clip the bounds to \(Format.number(potential.clipped.width)) wide, no width inside margins of \(Format.number(m))")
        }
        var columns = columnSpans, rows = rowSpans
        marginsAndLeadingCoordinates(&columns, &rows, request)
        let flat = flatSpans(request)
        let usable = active.clipped
        let rtl = request.space.layoutDirection == .rightToLeft
        return Spans(countWidth: countWidth, multiple: multiple, columns: columns, rows: rows,
                     flatColumn: flat.column, flatRow: flat.row,
                     usable: CGRect(x: rtl ? bounds.maxX - usable.maxX : usable.minX - bounds.minX, y: usable.minY - bounds.minY,
                                    width: usable.width, height: usable.height))
    }

    /// Applies the outer margins to physical spans in window coordinates and moves them to the
    /// container's leading coordinates (columns read from the right for RTL, leading first).
    /// One function for the spans and the flat grid's, so equal edges come out bit for bit equal.
    static func marginsAndLeadingCoordinates(_ columns: inout [Span], _ rows: inout [Span], _ request: GridRequest) {
        let bounds = request.bounds
        let m = request.margin
        let rtl = request.space.layoutDirection == .rightToLeft
        columns[0].lower += m
        columns[columns.count - 1].upper -= m
        keepInside(&columns)
        for index in columns.indices {
            columns[index] = rtl ? columns[index].mirrored(at: bounds.maxX) : columns[index].shifted(by: -bounds.minX)
        }
        if rtl { columns.reverse() }
        for index in rows.indices { rows[index] = rows[index].shifted(by: -bounds.minY) }
        rows[0].lower += m
        rows[rows.count - 1].upper = request.scrolls ? .infinity : rows[rows.count - 1].upper - m
        keepInside(&rows)
    }

    /// The flat grid's spans (every division inactive): the bounds inside the margins, in leading
    /// coordinates — the steps of ``marginsAndLeadingCoordinates(_:_:_:)`` for one span per axis,
    /// in the same order, so equal edges come out bit for bit equal.
    /// - Complexity: O(1), no allocation.
    static func flatSpans(_ request: GridRequest) -> (column: Span, row: Span) {
        let bounds = request.bounds
        let m = request.margin
        var column = Span(region: bounds.minX, bounds.maxX)
        column.lower += m
        column.upper -= m
        column = request.space.layoutDirection == .rightToLeft ? column.mirrored(at: bounds.maxX) : column.shifted(by: -bounds.minX)
        var row = Span(region: bounds.minY, bounds.maxY).shifted(by: -bounds.minY)
        row.lower += m
        row.upper = request.scrolls ? .infinity : row.upper - m
        return (column, row)
    }

    /// Keeps every span inside the margins: between the first span's start and the last span's
    /// end (a span beside a division near an edge may be narrower than the margin), empty where
    /// nothing is left.
    static func keepInside(_ spans: inout [Span]) {
        let low = spans[0].lower, high = spans[spans.count - 1].upper
        for index in spans.indices {
            spans[index].lower = max(spans[index].lower, low)
            spans[index].upper = max(min(spans[index].upper, high), spans[index].lower)
        }
    }
}

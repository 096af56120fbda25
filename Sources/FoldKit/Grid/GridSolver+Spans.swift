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
        /// The position of its first track, snapped or an exact span edge (phase 4).
        var origin: CGFloat = 0

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
        /// The row spans, top first: split at an active horizontal division only when the grid does
        /// not scroll; a scrolling grid has one span from the top margin to +∞.
        var rows: [Span]
        /// The axis the grid splits along at its active divisions: `.horizontal` (columns side by
        /// side), `.vertical` (rows stacked, only when the grid does not scroll), nil when none splits it.
        var axis: Axis?
        /// The container less the strips active divisions clip, leading coordinates.
        var usable: CGRect
    }

    /// Finds the spans (phase 2) in leading coordinates: the divisions scanned in window
    /// coordinates (``DivisionScan``), the spans moved to the container's origin and, for RTL,
    /// read from the right.
    /// - Throws: ``GridError/noRoom(_:)`` when clipping divisions leave no width inside the margins.
    /// - Complexity: O(*r*²) worst case for *r* regions, O(*r*) for real devices; allocates the two
    ///   span arrays only.
    static func findSpans(_ request: GridRequest) throws(GridError) -> Spans {
        let bounds = request.bounds
        let m = request.margin
        let rtl = request.layoutDirection == .rightToLeft
        let (scan, physicalColumns, physicalRows) = request.regions.withUnsafeBufferPointer { regions in
            let scan = DivisionScan(bounds: bounds, regions: regions)
            return (scan, scan.spans(along: .horizontal, in: regions, split: scan.activeAxis == .horizontal),
                    scan.spans(along: .vertical, in: regions, split: scan.activeAxis == .vertical && !request.scrolls))
        }
        let countWidth = scan.potentialUsable.width - 2 * m
        guard countWidth > 0 else {
            throw .noRoom("divisions clip the bounds to \(Format.number(scan.potentialUsable.width)) wide, no width inside margins of \(Format.number(m))")
        }
        var columns = physicalColumns
        columns[0].lower += m
        columns[columns.count - 1].upper -= m
        for index in columns.indices {
            columns[index] = rtl ? columns[index].mirrored(at: bounds.maxX) : columns[index].shifted(by: -bounds.minX)
        }
        if rtl { columns.reverse() }
        var rows = physicalRows
        for index in rows.indices { rows[index] = rows[index].shifted(by: -bounds.minY) }
        rows[0].lower += m
        rows[rows.count - 1].upper = request.scrolls ? .infinity : rows[rows.count - 1].upper - m
        let split = scan.activeAxis == .horizontal || (scan.activeAxis == .vertical && !request.scrolls)
        let usable = scan.activeUsable
        return Spans(countWidth: countWidth, multiple: scan.multiple, columns: columns, rows: rows, axis: split ? scan.activeAxis : nil,
                     usable: CGRect(x: rtl ? bounds.maxX - usable.maxX : usable.minX - bounds.minX, y: usable.minY - bounds.minY,
                                    width: usable.width, height: usable.height))
    }
}

import Foundation

extension GridSolver {
    /// Places the items and sizes the content (phase 5): leading coordinates become window
    /// coordinates here, and only here — the bounds' origin added, x mirrored for RTL (SPEC 3.4).
    /// A scrolling grid's rows rest clear of a fold running across them (``RestingRows``, SPEC 6
    /// amended 2026-12-02): a row of cells that would straddle it starts after it, the rest
    /// follow, and the content grows by that shift.
    /// - Complexity: O(*n*) for *n* items; one allocation of *n* frames.
    static func place(_ request: GridRequest, spans: Spans, tracks: Tracks, cell: Cell, notes: [GridNote]) -> GridResult {
        var rows = tracks.rows
        var resting = request.scrolls ? RestingRows(space: request.space, across: request.bounds) : RestingRows(divisions: [])
        rows.rest(clearOf: &resting)
        let frames = itemFrames(count: request.itemCount, columnOrigins: tracks.origins, rows: rows, size: cell.size)
        var lastRow: CGFloat?
        for span in rows.spans where span.count > 0 { lastRow = rows.position(span.count - 1, in: span) + rows.size + resting.shift }
        return GridResult(
            bounds: request.bounds, layoutDirection: request.space.layoutDirection, itemCount: request.itemCount,
            cellSize: cell.size, unroundedCellSize: cell.unrounded, columnOrigins: tracks.origins,
            splitsColumns: spans.splitsColumns, splitsRows: spans.splitsRows,
            contentSize: CGSize(width: request.bounds.width, height: lastRow.map { $0 + request.margin } ?? 0),
            notes: notes, itemFrames: frames, columnTracks: tracks.columns, rowTracks: rows,
            usable: spans.usable, divisions: request.space.regions)
    }

    /// The frames of `count` items, row by row, column origins in reading order.
    /// - Complexity: O(*n*) stores into one buffer of exactly `count` frames.
    static func itemFrames(count: Int, columnOrigins: [CGFloat], rows: GridTracks, size: CGSize) -> [CGRect] {
        let columns = columnOrigins.count
        return [CGRect](unsafeUninitializedCapacity: count) { buffer, initialized in
            var index = 0
            columnOrigins.withUnsafeBufferPointer { xs in
                for span in rows.spans {
                    for j in 0..<span.count {
                        let y = rows.windowPosition(j, in: span)
                        let end = min(index + columns, count)
                        var column = 0
                        while index < end {
                            buffer[index] = CGRect(x: xs[column], y: y, width: size.width, height: size.height)
                            index += 1
                            column += 1
                        }
                    }
                }
            }
            initialized = index
        }
    }

    /// The container's leading coordinates and the way back to window coordinates.
    struct LeadingSpace: Sendable {
        /// The container in window coordinates.
        var bounds: CGRect
        /// Whether leading is the right edge.
        var mirrored: Bool

        /// The leading space of `request`'s container.
        init(_ request: GridRequest) {
            self.init(bounds: request.bounds, direction: request.space.layoutDirection)
        }

        /// The leading space of `bounds` read in `direction`.
        init(bounds: CGRect, direction: LayoutDirection) {
            self.bounds = bounds
            mirrored = direction == .rightToLeft
        }

        /// The window x of a cell at leading x `x` of width `width`.
        func windowX(_ x: CGFloat, width: CGFloat) -> CGFloat {
            mirrored ? bounds.minX + (bounds.width - x - width) : bounds.minX + x
        }

        /// A rect in leading coordinates, in window coordinates.
        func windowRect(_ rect: CGRect) -> CGRect {
            CGRect(x: windowX(rect.minX, width: rect.width), y: bounds.minY + rect.minY, width: rect.width, height: rect.height)
        }
    }
}

import Foundation

extension GridSolver {
    /// Places the items and sizes the content (phase 5): leading coordinates become window
    /// coordinates here, and only here — the bounds' origin added, x mirrored for RTL (SPEC 3.4).
    /// - Complexity: O(*c* + *n*) for *c* columns and *n* items; one allocation of *n* frames.
    static func place(_ request: GridRequest, spans: Spans, tracks: Tracks, cell: Cell, notes: [GridNote]) -> GridLayout {
        let space = LeadingSpace(request)
        let rows = tracks.rows
        let frames = itemFrames(count: request.itemCount, columnOrigins: tracks.origins, rows: rows, size: cell.size)
        let lastRow = rows.groups.last.map { rows.position($0.count - 1, in: $0) + rows.size }
        let contentSize = CGSize(width: request.bounds.width, height: lastRow.map { $0 + request.margin } ?? 0)
        return GridLayout(
            bounds: request.bounds, layoutDirection: request.layoutDirection, columns: tracks.columns.count, rows: rows.count,
            itemCount: request.itemCount, cellSize: cell.size, unroundedCellSize: cell.unrounded, columnOrigins: tracks.origins,
            splitAxis: spans.axis, regions: spans.regions.map(space.windowRect), regionOfColumn: tracks.regionOfColumn,
            gutters: gutters(spans: spans, tracks: spans.axis == .vertical ? rows : tracks.columns, space: space, contentSize: contentSize),
            contentSize: contentSize, notes: notes, itemFrames: frames, rowTracks: rows)
    }

    /// The frames of `count` items, row by row, column origins in reading order.
    /// - Complexity: O(*n*) stores into one buffer of exactly `count` frames.
    static func itemFrames(count: Int, columnOrigins: [CGFloat], rows: GridTracks, size: CGSize) -> [CGRect] {
        let columns = columnOrigins.count
        return [CGRect](unsafeUninitializedCapacity: count) { buffer, initialized in
            var index = 0
            columnOrigins.withUnsafeBufferPointer { xs in
                for group in rows.groups {
                    for j in 0..<group.count {
                        let y = rows.windowPosition(j, in: group)
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

    /// The strips between consecutive groups of `tracks` along the split axis, window coordinates.
    static func gutters(spans: Spans, tracks: GridTracks, space: LeadingSpace, contentSize: CGSize) -> [GridGutter] {
        guard let axis = spans.axis, tracks.groups.count > 1 else { return [] }
        var result: [GridGutter] = []
        for (before, after) in zip(tracks.groups, tracks.groups.dropFirst()) {
            let from = tracks.position(before.count - 1, in: before) + tracks.size
            let to = tracks.position(0, in: after)
            let local = axis == .horizontal
                ? CGRect(x: from, y: 0, width: to - from, height: max(spans.size.height, contentSize.height))
                : CGRect(x: 0, y: from, width: spans.size.width, height: to - from)
            result.append(GridGutter(frame: space.windowRect(local), divisionIDs: Array(spans.dividers[before.spanIndex..<after.spanIndex])))
        }
        return result
    }

    /// The container's leading coordinates and the way back to window coordinates.
    struct LeadingSpace: Sendable {
        /// The container in window coordinates.
        var bounds: CGRect
        /// Whether leading is the right edge.
        var mirrored: Bool

        init(_ request: GridRequest) {
            bounds = request.bounds
            mirrored = request.layoutDirection == .rightToLeft
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

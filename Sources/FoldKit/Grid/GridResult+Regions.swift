import Foundation

extension GridResult {
    /// The usable regions the cells fall in, window coordinates, without margins: the column
    /// regions leading first, repeated for each row region top first when the rows split too
    /// (every active division is honoured, SPEC 6); one region, the usable container, when
    /// nothing split the grid.
    /// - Complexity: O(*r*) for *r* regions; allocates the array.
    public var regions: [CGRect] {
        let space = GridSolver.LeadingSpace(bounds: bounds, direction: layoutDirection)
        let across = splitsColumns ? columnTracks.spans.map { ($0.regionLower, $0.regionUpper) } : [(usable.minX, usable.maxX)]
        let down = splitsRows ? rowTracks.spans.map { ($0.regionLower, $0.regionUpper) } : [(usable.minY, usable.maxY)]
        return down.flatMap { y in
            across.map { x in space.windowRect(CGRect(x: x.0, y: y.0, width: x.1 - x.0, height: y.1 - y.0)) }
        }
    }

    /// For each column in reading order, the index in ``regions`` of the region it lies in (in the
    /// first row of regions when the rows split too; all 0 unless the columns split).
    /// - Complexity: O(*c*) for *c* columns; allocates the array.
    public var regionOfColumn: [Int] {
        var result: [Int] = []
        result.reserveCapacity(columns)
        for (index, span) in columnTracks.spans.enumerated() {
            result.append(contentsOf: repeatElement(splitsColumns ? index : 0, count: span.count))
        }
        return result
    }

    /// The index in ``regions`` of the region holding item `index`.
    /// - Precondition: `0 <= index < itemCount`.
    /// - Complexity: O(*s*) for *s* ≤ regions spans.
    public func region(ofItem index: Int) -> Int {
        precondition(index >= 0 && index < itemCount, "grid item index \(index) out of range 0..<\(itemCount)")
        let column = splitsColumns ? columnTracks.spans.firstIndex { $0.count > 0 && $0.first + $0.count > index % columns } ?? 0 : 0
        let row = splitsRows ? rowTracks.spans.firstIndex { $0.count > 0 && $0.first + $0.count > index / columns } ?? 0 : 0
        return row * (splitsColumns ? columnTracks.spans.count : 1) + column
    }

    /// The widened spacing at each active division the grid splits at: between consecutive groups
    /// of columns, leading first, then (not scrolling, at a division running side to side)
    /// between consecutive groups of rows, top first; each with the ids of the divisions it covers.
    /// - Complexity: O(*r*) for *r* regions; allocates the array.
    public var gutters: [GridGutter] {
        (splitsColumns ? gutters(of: columnTracks, along: .horizontal) : [])
            + (splitsRows ? gutters(of: rowTracks, along: .vertical) : [])
    }

    /// The gutters between consecutive groups of `tracks` along `axis`.
    private func gutters(of tracks: GridTracks, along axis: Axis) -> [GridGutter] {
        let groups = tracks.spans.indices.filter { tracks.spans[$0].count > 0 }
        let space = GridSolver.LeadingSpace(bounds: bounds, direction: layoutDirection)
        return zip(groups, groups.dropFirst()).map { before, after in
            let from = tracks.position(tracks.spans[before].count - 1, in: tracks.spans[before]) + tracks.size
            let to = tracks.position(0, in: tracks.spans[after])
            let local = axis == .horizontal
                ? CGRect(x: from, y: 0, width: to - from, height: max(bounds.height, contentSize.height))
                : CGRect(x: 0, y: from, width: bounds.width, height: to - from)
            let ids = tracks.spans[before..<after].map(\.trailingDivider).filter { divisions.indices.contains($0) }.map { divisions[$0].id }
            return GridGutter(frame: space.windowRect(local), divisionIDs: ids)
        }
    }
}

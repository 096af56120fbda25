import Foundation

extension GridLayout {
    /// The usable regions the cells fall in, window coordinates, leading (top) first, without
    /// margins; one region, the usable container, when ``splitAxis`` is nil.
    /// - Complexity: O(*r*) for *r* regions; allocates the array.
    public var regions: [CGRect] {
        let space = GridSolver.LeadingSpace(bounds: bounds, direction: layoutDirection)
        switch splitAxis {
        case .horizontal:
            return columnTracks.spans.map {
                space.windowRect(CGRect(x: $0.regionLower, y: usable.minY, width: $0.regionUpper - $0.regionLower, height: usable.height))
            }
        case .vertical:
            return rowTracks.spans.map {
                space.windowRect(CGRect(x: usable.minX, y: $0.regionLower, width: usable.width, height: $0.regionUpper - $0.regionLower))
            }
        case nil:
            return [space.windowRect(usable)]
        }
    }

    /// For each column in reading order, the index in ``regions`` of the region it lies in (all 0
    /// unless ``splitAxis`` is `.horizontal`).
    /// - Complexity: O(*c*) for *c* columns; allocates the array.
    public var regionOfColumn: [Int] {
        var result: [Int] = []
        result.reserveCapacity(columns)
        for (index, span) in columnTracks.spans.enumerated() {
            result.append(contentsOf: repeatElement(splitAxis == .horizontal ? index : 0, count: span.count))
        }
        return result
    }

    /// The index in ``regions`` of the region holding item `index`.
    /// - Precondition: `0 <= index < itemCount`.
    /// - Complexity: O(*s*) for *s* ≤ regions spans.
    public func region(ofItem index: Int) -> Int {
        precondition(index >= 0 && index < itemCount, "grid item index \(index) out of range 0..<\(itemCount)")
        switch splitAxis {
        case .horizontal: return columnTracks.spans.firstIndex { $0.count > 0 && $0.first + $0.count > index % columns } ?? 0
        case .vertical: return rowTracks.spans.firstIndex { $0.count > 0 && $0.first + $0.count > index / columns } ?? 0
        case nil: return 0
        }
    }

    /// The widened spacing at each active division the grid splits at, leading (top) first: the
    /// strip between consecutive groups of columns (or, not scrolling at a horizontal fold, rows),
    /// with the ids of the divisions it covers.
    /// - Complexity: O(*r*) for *r* regions; allocates the array.
    public var gutters: [GridGutter] {
        guard let axis = splitAxis else { return [] }
        let tracks = axis == .vertical ? rowTracks : columnTracks
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

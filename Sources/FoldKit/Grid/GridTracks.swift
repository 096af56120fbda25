import Foundation

/// The positions of a grid's columns or rows along one axis, in the container's leading
/// coordinates: groups of equal tracks, one group per span (SPEC 6, phase 4 of ``GridSolver``).
///
/// The first group starts at its span's start (the leading or top margin), the last group ends at
/// its span's end (the trailing or bottom margin), middle groups are centred; a single group
/// starts at its span's start. Snapping (SPEC 1): a group's origin goes to the nearest pixel
/// inside the room it has (or, with no whole pixel there, to the exact span edge), and track *j*
/// lies at `origin + ⌊j × (size + spacing)⌋px` — so tracks never overlap, never leave their span,
/// and sit on pixel boundaries whenever the origin does.
struct GridTracks: Sendable, Hashable {
    /// A run of tracks inside one span.
    struct Group: Sendable, Hashable {
        /// The index of the group's first track.
        var first: Int
        /// How many tracks it holds, ≥ 1.
        var count: Int
        /// The position of its first track (snapped, or an exact span edge).
        var origin: CGFloat
        /// The index of its span among the axis's spans.
        var spanIndex: Int
    }

    /// The tracks' common extent along the axis, points (already snapped).
    var size: CGFloat
    /// `size + spacing`, unsnapped.
    var pitch: CGFloat
    /// The groups in order; spans that hold no track have no group.
    var groups: [Group]
    /// The grid positions snap to.
    var grid: PixelGrid
    /// Where the container starts along the axis in window coordinates (rows: `bounds.minY`).
    var offset: CGFloat = 0
    /// Division extents along the axis, window coordinates, that the first and last track of a
    /// group are kept off by ``GridSolver/clearResidue(_:size:edges:)``.
    var edges: [GridSolver.Span] = []

    /// Places `counts[i]` tracks of extent `size` in `spans[i]`.
    /// - Precondition: each span is at least as long as its tracks with the spacing between them.
    /// - Complexity: O(*s*) for *s* spans.
    init(spans: [GridSolver.Span], counts: [Int], size: CGFloat, spacing: CGFloat, grid: PixelGrid) {
        self.size = size
        self.pitch = size + spacing
        self.grid = grid
        var groups: [Group] = []
        var first = 0
        let last = spans.count - 1
        for (index, (span, count)) in zip(spans, counts).enumerated() where count > 0 {
            let extent = grid.snapDown(CGFloat(count - 1) * pitch) + size
            let desired: CGFloat
            if index == 0 || last == 0 || !span.upper.isFinite {
                desired = span.lower
            } else if index == last {
                desired = span.upper - extent
            } else {
                desired = span.lower + (span.length - extent) / 2
            }
            let origin = Self.origin(desired, lowest: span.lower, highest: span.upper - extent, grid: grid)
            groups.append(Group(first: first, count: count, origin: origin, spanIndex: index))
            first += count
        }
        self.groups = groups
    }

    /// The snapped origin nearest `desired` within `lowest … highest` (a pixel boundary when one
    /// lies in that room, else the exact bound). Comparisons allow 1e-9 pt of floating-point noise
    /// (the residue step clears it), so a mirrored request decides the same way.
    static func origin(_ desired: CGFloat, lowest: CGFloat, highest: CGFloat, grid: PixelGrid) -> CGFloat {
        let snapped = grid.snap(desired)
        let noise = GridSolver.residue / 1000
        if snapped < lowest - noise {
            let up = grid.snapUp(lowest)
            return up <= highest + noise ? up : lowest
        }
        if snapped > highest + noise {
            let down = grid.snapDown(highest)
            return down >= lowest - noise ? down : highest
        }
        return snapped
    }

    /// How many tracks there are.
    var count: Int { groups.last.map { $0.first + $0.count } ?? 0 }

    /// The position of track `j` of `group`.
    /// - Complexity: O(1).
    func position(_ j: Int, in group: Group) -> CGFloat {
        group.origin + grid.snapDown(CGFloat(j) * pitch)
    }

    /// The group holding track `index` (groups are few: one per region).
    /// - Complexity: O(*g*) for *g* groups.
    func group(of index: Int) -> Group {
        var found = groups[0]
        for group in groups where group.first <= index { found = group }
        return found
    }

    /// The window position of track `j` of `group`: ``offset`` added; the group's first and last
    /// tracks — the only ones that can touch a division — cleared of floating-point residue.
    /// - Complexity: O(1) (O(*e*) for *e* edges at a group's ends).
    func windowPosition(_ j: Int, in group: Group) -> CGFloat {
        let value = offset + position(j, in: group)
        guard !edges.isEmpty, j == 0 || j == group.count - 1 else { return value }
        return GridSolver.clearResidue(value, size: size, edges: edges)
    }

    /// The window position of track `index`.
    /// - Complexity: O(*g*) for *g* groups (at most one per region).
    func windowPosition(of index: Int) -> CGFloat {
        let group = group(of: index)
        return windowPosition(index - group.first, in: group)
    }
}

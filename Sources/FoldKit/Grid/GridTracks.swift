import Foundation

/// The positions of a grid's columns or rows along one axis, in the container's leading
/// coordinates: groups of equal tracks, one group per span (SPEC 6, phase 4 of ``GridSolver``).
///
/// The first group starts at its span's start (the leading or top margin), the last group ends at
/// its span's end (the trailing or bottom margin), middle groups are centred; a single group
/// starts at its span's start. Track *j* of a group lies at `start + j × (size + spacing)`,
/// snapped to the nearest pixel and clamped into the span, whose edges stay exact.
struct GridTracks: Sendable, Hashable {
    /// A run of tracks inside one span.
    struct Group: Sendable, Hashable {
        /// The index of the group's first track.
        var first: Int
        /// How many tracks it holds, ≥ 1.
        var count: Int
        /// The unsnapped position of the first track.
        var start: CGFloat
        /// The span the group lies in (`upper` may be +∞).
        var span: GridSolver.Span
        /// The index of that span among the axis's spans.
        var spanIndex: Int
    }

    /// The tracks' common extent along the axis, points (already snapped).
    var size: CGFloat
    /// `size + spacing`.
    var pitch: CGFloat
    /// The groups in order; spans that hold no track have no group.
    var groups: [Group]
    /// The grid positions snap to.
    var grid: PixelGrid

    /// Places `counts[i]` tracks of extent `size` in `spans[i]`.
    /// - Complexity: O(*s*) for *s* spans.
    init(spans: [GridSolver.Span], counts: [Int], size: CGFloat, spacing: CGFloat, grid: PixelGrid) {
        self.size = size
        self.pitch = size + spacing
        self.grid = grid
        var groups: [Group] = []
        var first = 0
        let last = spans.count - 1
        for (index, (span, count)) in zip(spans, counts).enumerated() where count > 0 {
            let extent = CGFloat(count) * size + CGFloat(count - 1) * spacing
            let start: CGFloat
            if index == 0 || last == 0 || !span.upper.isFinite {
                start = span.lower
            } else if index == last {
                start = span.upper - extent
            } else {
                start = span.lower + (span.length - extent) / 2
            }
            groups.append(Group(first: first, count: count, start: start, span: span, spanIndex: index))
            first += count
        }
        self.groups = groups
    }

    /// How many tracks there are.
    var count: Int { groups.last.map { $0.first + $0.count } ?? 0 }

    /// The position of track `j` of `group`: snapped, clamped into the group's span.
    /// - Complexity: O(1).
    func position(_ j: Int, in group: Group) -> CGFloat {
        var value = grid.snap(group.start + CGFloat(j) * pitch)
        if group.span.upper.isFinite { value = min(value, group.span.upper - size) }
        return max(value, group.span.lower)
    }

    /// The group holding track `index` (groups are few: one per region).
    /// - Complexity: O(*g*) for *g* groups.
    func group(of index: Int) -> Group {
        var found = groups[0]
        for group in groups where group.first <= index { found = group }
        return found
    }

    /// The position of track `index`.
    /// - Complexity: O(*g*) for *g* groups (at most one per region).
    func position(of index: Int) -> CGFloat {
        let group = group(of: index)
        return position(index - group.first, in: group)
    }
}

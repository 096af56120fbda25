import Foundation

/// The positions of a grid's columns or rows along one axis, in the container's leading
/// coordinates: groups of equal tracks, one group per span that holds any (SPEC 6, phase 4 of
/// ``GridSolver``).
///
/// The first group starts at its span's start (the leading or top margin), the last group ends at
/// its span's end (the trailing or bottom margin), middle groups are centred; a single group
/// starts at its span's start. Snapping (SPEC 1): a group's origin goes to the nearest pixel
/// inside the room it has (or, with no whole pixel there, to the exact span edge), and track *j*
/// lies at `origin + ⌊j × (size + spacing)⌋px` — so tracks never overlap, never leave their span,
/// and sit on pixel boundaries whenever the origin does.
struct GridTracks: Sendable, Hashable {
    /// The spans, each with its group of tracks (`count`, `first`, `origin`); spans without
    /// tracks stay in place so span indices are region indices.
    var spans: [GridSolver.Span]
    /// The tracks' common extent along the axis, points (already snapped).
    var size: CGFloat
    /// `size + spacing`, unsnapped.
    var pitch: CGFloat
    /// The grid positions snap to.
    var grid: PixelGrid
    /// Where the container starts along the axis in window coordinates (rows: `bounds.minY`).
    var offset: CGFloat = 0
    /// The axis the tracks run along (`.horizontal` for columns).
    var axis: Axis = .horizontal
    /// The regions whose active divisions the first and last track of a group are kept off by
    /// ``GridSolver/clearResidue(_:size:regions:along:)`` (empty: nothing to keep off).
    var residueRegions: [ReservedRegion] = []
    /// Where the tracks rest clear of a fold running across a scrolling grid (``rest(clearOf:)``);
    /// empty: none moved.
    var resting: [RestingStep] = []

    /// From track `index` on, every track lies `shift` further along, points.
    struct RestingStep: Sendable, Hashable {
        var index: Int
        var shift: CGFloat
    }

    /// Tracks over `spans`, whose groups ``arrange(_:size:spacing:grid:)`` has placed.
    /// - Complexity: O(1); shares the spans' storage.
    init(spans: [GridSolver.Span], size: CGFloat, spacing: CGFloat, grid: PixelGrid) {
        self.spans = spans
        self.size = size
        self.pitch = size + spacing
        self.grid = grid
    }

    /// Places each span's `count` tracks of extent `size`, setting its `first` and `origin`, in
    /// place (no copy of the spans).
    /// - Precondition: each span is at least as long as its tracks with the spacing between them.
    /// - Complexity: O(*s*) for *s* spans, no allocation.
    static func arrange(_ spans: inout [GridSolver.Span], size: CGFloat, spacing: CGFloat, grid: PixelGrid) {
        var first = 0
        let last = spans.count - 1
        for index in spans.indices where spans[index].count > 0 {
            let span = spans[index]
            let extent = grid.snapDown(CGFloat(span.count - 1) * (size + spacing)) + size
            let desired: CGFloat
            if index == 0 || last == 0 || !span.upper.isFinite {
                desired = span.lower
            } else if index == last {
                desired = span.upper - extent
            } else {
                desired = span.lower + (span.length - extent) / 2
            }
            spans[index].origin = origin(desired, lowest: span.lower, highest: span.upper - extent, grid: grid)
            spans[index].first = first
            first += span.count
        }
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
    var count: Int { spans.reduce(0) { $0 + $1.count } }

    /// The position of track `j` of the group in `span`, leading coordinates: `phase + j` pitches
    /// from the span's origin, snapped down.
    /// - Complexity: O(1).
    func position(_ j: Int, in span: GridSolver.Span) -> CGFloat {
        span.origin + grid.snapDown(CGFloat(span.phase + j) * pitch)
    }

    /// The span holding track `index`.
    /// - Complexity: O(*s*) for *s* spans (one per region).
    func span(of index: Int) -> GridSolver.Span {
        var found = spans[0]
        for span in spans where span.count > 0 && span.first <= index { found = span }
        return found
    }

    /// The window position of track `j` of the group in `span`: ``offset`` added; the group's
    /// first and last tracks — the only ones that can touch a division — cleared of residue.
    /// - Complexity: O(1) (O(*r*) for *r* regions at a group's ends).
    func windowPosition(_ j: Int, in span: GridSolver.Span) -> CGFloat {
        unshiftedWindowPosition(j, in: span) + shift(of: span.first + j)
    }

    /// The window position of track `j` of `span` before any resting shift.
    private func unshiftedWindowPosition(_ j: Int, in span: GridSolver.Span) -> CGFloat {
        let value = offset + position(j, in: span)
        guard !residueRegions.isEmpty, j == 0 || j == span.count - 1 else { return value }
        return GridSolver.clearResidue(value, size: size, regions: residueRegions, along: axis)
    }

    /// How far track `index` rests from its place, points.
    /// - Complexity: O(*d*) for *d* resting steps (at most one per division); no allocation.
    func shift(of index: Int) -> CGFloat {
        var shift: CGFloat = 0
        for step in resting where step.index <= index { shift = step.shift }
        return shift
    }

    /// Rests the tracks (rows of a scrolling grid) clear of `rows`' divisions: a track that would
    /// straddle one starts after it and the rest follow (SPEC 6, amended 2026-12-02); the total
    /// shift is `rows.shift` afterwards.
    /// - Complexity: O(*t* · *d*) for *t* tracks and *d* divisions; allocates only when one moves.
    mutating func rest(clearOf rows: inout RestingRows) {
        guard !rows.divisions.isEmpty else { return }
        resting = []
        for span in spans where span.count > 0 {
            for j in 0..<span.count {
                let start = unshiftedWindowPosition(j, in: span), before = rows.shift
                _ = rows.place(start: start, end: start + size, keepsClear: true)
                if rows.shift != before { resting.append(RestingStep(index: span.first + j, shift: rows.shift)) }
            }
        }
    }

    /// The window position of track `index`.
    /// - Complexity: O(*s*) for *s* spans (one per region).
    func windowPosition(of index: Int) -> CGFloat {
        let span = span(of: index)
        return windowPosition(index - span.first, in: span)
    }
}

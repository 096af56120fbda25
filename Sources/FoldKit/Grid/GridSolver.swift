import Foundation

/// The fold-aware grid: lays out equal cells in columns and rows so that every cell stays whole
/// inside one region, and bending the device never changes the column count (SPEC 6) [S1][S4].
///
/// ``solve(_:)`` runs five phases, one file each:
/// 1. **Validate** (`+Validation`): every field finite and in range, or a ``GridError``.
/// 2. **Find usable spans** (`+Spans`, `+Dividers`): the container scanned by the one core that
///    splits containers at their divisions (`DivisionScan`, SPEC 3.5): cut where divisions only
///    clip it, then split at **every** active division crossing it — the columns at those running
///    top to bottom and, for a grid that does not scroll, the rows at those running side to side,
///    both at once when both cross (SPEC 6: every active division is honoured, whatever its
///    direction; a scrolling grid lets its rows pass under a division running side to side, as
///    SPEC 6 says of one fold). Outer margins applied; and, counting the *inactive* divisions
///    too, the region multiple and the width to count in, for any number of divisions (a
///    tri-fold's two).
/// 3. **Choose columns** (`+Columns`): as many as fit at the minimum width, reduced to a multiple
///    of the region count; how many go into each span; the one cell size (`+CellSize`): the
///    smallest fit of the spans holding tracks, never wider than the flat grid's cell (every
///    division inactive).
/// 4. **Place tracks** (`+Flat`, `+Tracks`, `GridTracks`): along an axis the active divisions
///    split, the flat grid's tracks stay where they are when the cell is the flat grid's and every
///    track lies beside the divisions (SPEC 6: "where the cells that fit flat also fit beside the
///    active fold, bending changes no cell frame"). Otherwise the leading group starts at the
///    leading margin, the trailing group ends at the trailing margin, middle groups are centred;
///    what is left widens the gutter at the division. Rows start at the top margin; a
///    non-scrolling grid splits them at a horizontal fold the same way.
///    Cells next to a division are cleared of floating-point residue (`+Residue`); a group that
///    would fill its span exactly, leaving no room to step off, first gives up one pixel of its
///    cells' extent (1e-9 pt unsnapped).
/// 5. **Place items and size the content** (`+Placement`): item *i* goes to row *i* / *columns*,
///    column *i* mod *columns*, column 0 leading; frames in window coordinates.
///
/// The solver works from the container's own zero origin, in *leading* coordinates (x grows from
/// the leading edge; spans read from the right for RTL), and adds the bounds' origin, mirroring
/// back for RTL, only when placing (SPEC 3.4). So a right-to-left grid is the mirror image of the
/// left-to-right grid of the mirrored request (up to floating-point noise, far below a pixel).
///
/// Pixel snapping (SPEC 1) is one step: the cell width and height are rounded **down** to whole
/// pixels (so every cell has the same size and none grows past its fit) and each group's origin to
/// the nearest pixel inside the room it has, whose edges — margins and division frames — stay
/// exact. Snapping is relative to the container's top-leading corner: the device grid when
/// that corner and the container's width lie on it, as a safe area's do.
public enum GridSolver {
    /// The most items a grid lays out; a larger ``GridRequest/itemCount`` is a ``GridError``.
    public static let maximumItemCount = 1_000_000
    /// The most columns a grid uses, whatever the minimum width (keeps the O(columns) work bounded).
    public static let maximumColumnCount = 4_096

    /// Lays out a grid.
    ///
    /// Contracts: cell frames MUST NOT intersect an active division's frame (a scrolling grid's
    /// rows pass under one running side to side, and below the usable part); they MUST lie inside
    /// ``GridRequest/bounds`` horizontally (and vertically when the grid does not scroll); all cells
    /// have one size; the column count MUST be the same flat and folded for the same container
    /// and regions; every item gets a frame.
    /// - Returns: the layout, item frames in window coordinates.
    /// - Throws: ``GridError`` for an invalid field, more than ``maximumItemCount`` items, or a
    ///   container with no room for one column (or, not scrolling, for its rows).
    /// - Complexity: O(*r*² + *c* + *n*) for *r* regions (O(*r*) for real devices), *c* columns and
    ///   *n* items. Allocates four arrays — the column and row spans, the column origins and the
    ///   frames, the one proportional to *n* — and the notes when there are any.
    public static func solve(_ request: GridRequest) throws(GridError) -> GridResult {
        try validate(request)
        var spans = try findSpans(request)
        var notes: [GridNote] = []
        let columns = chooseColumns(request, spans: &spans, notes: &notes)
        let rows = (request.itemCount + columns - 1) / columns
        distribute(rows, over: &spans.rows)
        var cell = try cellSize(request, spans: &spans, columns: columns, rows: rows, notes: &notes)
        let kept = keepFlatTracks(request, spans: &spans, cell: cell, columns: columns, rows: rows)
        leaveRoomAtDivisions(&cell, request, spans: spans, kept: kept)
        let tracks = placeTracks(request, spans: &spans, cell: cell, kept: kept)
        return place(request, spans: spans, tracks: tracks, cell: cell, notes: notes)
    }
}

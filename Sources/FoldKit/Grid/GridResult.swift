import Foundation

/// The result of ``GridSolver``: one cell size, the column and row positions, every item's frame,
/// the gutters at the divisions and the reasons for any fall-back (SPEC 6).
///
/// Frames are **window coordinates, points**. Columns are numbered in reading order: column 0 is
/// the leading one (the left in LTR, the right in RTL); item *i* sits in row *i* / ``columns``,
/// column *i* mod ``columns``. Contracts: cells MUST NOT intersect an active division's frame;
/// all cells have ``cellSize``; neighbouring cells do not overlap.
public struct GridResult: Sendable, Hashable {
    /// The container laid out in, window coordinates.
    public let bounds: CGRect
    /// The direction the columns were numbered in: the ``LayoutSpace/layoutDirection`` of the
    /// request's space, recorded so ``regions`` and ``gutters`` read the columns as they were laid out.
    public let layoutDirection: LayoutDirection
    /// How many items were placed.
    public let itemCount: Int
    /// Every cell's size, points, rounded down to whole pixels.
    public let cellSize: CGSize
    /// The cell size before pixel snapping, points (diagnostics).
    public let unroundedCellSize: CGSize
    /// Each column's minimum x, window coordinates, in reading order (index 0 = leading column).
    public let columnOrigins: [CGFloat]
    /// The axes the grid split along at active divisions, `.horizontal` first: `.horizontal`
    /// when its columns sit in the regions of a division running top to bottom, `.vertical` when
    /// the rows of a grid that does not scroll sit in the regions of one running side to side;
    /// both when both kinds cross it (SPEC 6: every active division is honoured); empty when no
    /// division split it (flat; or a scrolling grid whose rows pass under).
    /// - Complexity: O(1); allocates the array when it is not empty.
    public var splitAxes: [Axis] { (splitsColumns ? [.horizontal] : []) + (splitsRows ? [.vertical] : []) }
    /// Whether active divisions split the columns.
    let splitsColumns: Bool
    /// Whether active divisions split the rows.
    let splitsRows: Bool
    /// The size of the content: the bounds' width, and the height from the bounds' top to the
    /// last row's bottom plus the margin (0 without items).
    public let contentSize: CGSize
    /// Why the grid departed from its plain rule, if it did (empty normally).
    public let notes: [GridNote]
    /// Every item's frame, window coordinates, index order; `itemFrames.count == itemCount`.
    public let itemFrames: [CGRect]
    /// The column positions, leading coordinates, with their spans (for regions and gutters).
    let columnTracks: GridTracks
    /// The row positions (``GridTracks/windowPosition(of:)`` gives window coordinates).
    let rowTracks: GridTracks
    /// The container less the strips active divisions clip, leading coordinates.
    let usable: CGRect
    /// The request's regions, which the spans' divider indices point into (shared storage).
    let divisions: [ReservedRegion]

    /// Creates a layout (the solver's job; internal).
    init(bounds: CGRect, layoutDirection: LayoutDirection, itemCount: Int, cellSize: CGSize, unroundedCellSize: CGSize,
         columnOrigins: [CGFloat], splitsColumns: Bool, splitsRows: Bool, contentSize: CGSize, notes: [GridNote], itemFrames: [CGRect],
         columnTracks: GridTracks, rowTracks: GridTracks, usable: CGRect, divisions: [ReservedRegion]) {
        self.bounds = bounds
        self.layoutDirection = layoutDirection
        self.itemCount = itemCount
        self.cellSize = cellSize
        self.unroundedCellSize = unroundedCellSize
        self.columnOrigins = columnOrigins
        self.splitsColumns = splitsColumns
        self.splitsRows = splitsRows
        self.contentSize = contentSize
        self.notes = notes
        self.itemFrames = itemFrames
        self.columnTracks = columnTracks
        self.rowTracks = rowTracks
        self.usable = usable
        self.divisions = divisions
    }

    /// The first of ``splitAxes``: `.horizontal` when the columns split at a division, else
    /// `.vertical` when the rows do, nil when nothing split the grid.
    public var splitAxis: Axis? { splitsColumns ? .horizontal : splitsRows ? .vertical : nil }

    /// The column count, ≥ 1; the same flat and folded for the same container and regions.
    public var columns: Int { columnOrigins.count }

    /// The rows the items fill: ⌈itemCount / columns⌉ (0 without items).
    public var rows: Int { (itemCount + columns - 1) / columns }

    /// The frame of item `index`, window coordinates, computed from the tracks (equal to
    /// `itemFrames[index]`).
    /// - Precondition: `0 <= index < itemCount`.
    /// - Complexity: O(1) (O(*s*) for *s* ≤ regions row spans), no allocation.
    public func frame(at index: Int) -> CGRect {
        precondition(index >= 0 && index < itemCount, "grid item index \(index) out of range 0..<\(itemCount)")
        return CGRect(x: columnOrigins[index % columns], y: rowOrigin(index / columns),
                      width: cellSize.width, height: cellSize.height)
    }

    /// The minimum y of row `row`, window coordinates.
    /// - Precondition: `0 <= row < rows`.
    /// - Complexity: O(1) (O(*s*) for *s* ≤ regions row spans).
    public func rowOrigin(_ row: Int) -> CGFloat {
        precondition(row >= 0 && row < rows, "grid row \(row) out of range 0..<\(rows)")
        return rowTracks.windowPosition(of: row)
    }
}

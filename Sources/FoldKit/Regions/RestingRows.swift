import Foundation

/// Rows of vertically scrolling content at rest (scroll offset 0) across a horizontal fold: the
/// row that would straddle an active division's frame, when it must keep clear of it (a row with
/// controls, an interactive cell), starts after that frame instead, and every row after it
/// follows by the same shift — the gap at the fold widens as the hinge gutter does between
/// columns (SPEC 6, amended 2026-12-02 [S1]). Rows that need not keep clear may straddle;
/// scrolling then carries rows past the fold.
///
/// One core for every row-by-row layout: a list's rows and a scrolling grid's rows of cells.
/// Coordinates are window coordinates along the vertical axis, points.
///
/// ```swift
/// var rows = RestingRows(space: space, across: listFrame)
/// let top = rows.place(start: 442, end: 502, keepsClear: true)   // 495.5 under a fold at 455.5…495.5
/// ```
public struct RestingRows: Sendable, Equatable {
    /// The vertical spans (minY, maxY) of the active divisions the rows keep clear of, sorted by
    /// their start; empty when nothing runs across the scroll direction.
    public let divisions: [ClosedRange<CGFloat>]
    /// How far the rows placed so far were pushed down in all, points (never negative).
    public private(set) var shift: CGFloat = 0

    /// Rows that keep clear of `divisions` (vertical spans, window coordinates), in any order.
    /// Spans that are not finite are left out.
    public init(divisions: [ClosedRange<CGFloat>]) {
        self.divisions = divisions.filter { $0.lowerBound.isFinite && $0.upperBound.isFinite }.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The rows of vertically scrolling content whose viewport is `viewport` (window coordinates)
    /// in `space`: they keep clear of every active division running side to side across the
    /// viewport — its frame wider than tall (a tabletop fold), a zero-height crease included —
    /// that lies inside the viewport's height.
    /// - Complexity: O(*r* log *r*) for *r* regions; one allocation, only when a division runs across.
    public init(space: LayoutSpace, across viewport: CGRect) {
        var spans: [ClosedRange<CGFloat>] = []
        for region in space.regions where region.kind == .division && region.isActive {
            let frame = region.frame
            guard !region.runsTopToBottom, frame.minX < viewport.maxX, frame.maxX > viewport.minX,
                  frame.maxY > viewport.minY, frame.minY < viewport.maxY, frame.minY.isFinite, frame.maxY.isFinite else { continue }
            spans.append(frame.minY...frame.maxY)
        }
        spans.sort { $0.lowerBound < $1.lowerBound }
        divisions = spans
    }

    /// Places the next row, which lies from `start` to `end` (window y, before any shift; rows in
    /// order from the top), and returns where it starts at rest: shifted by the rows before it,
    /// and, when it `keepsClear`, past every division its shifted span would cross.
    /// - Complexity: O(*d*) for *d* divisions; no allocation.
    public mutating func place(start: CGFloat, end: CGFloat, keepsClear: Bool) -> CGFloat {
        var top = start + shift
        guard keepsClear else { return top }
        let height = max(0, end - start)
        for division in divisions where top < division.upperBound && top + height > division.lowerBound {
            shift += division.upperBound - top
            top = division.upperBound
        }
        return top
    }
}

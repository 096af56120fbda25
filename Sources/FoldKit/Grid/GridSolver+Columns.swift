import Foundation

extension GridSolver {
    /// What phase 3 decides: the column count and how many columns each column span holds.
    struct ColumnPlan: Sendable {
        /// The column count, ≥ 1; the same flat and folded.
        var columns: Int
        /// Columns per column span, leading first; sums to ``columns``.
        var perSpan: [Int]
    }

    /// Chooses the column count and its distribution over the spans (phase 3).
    ///
    /// Count: as many as fit in ``Spans/countWidth`` at the minimum width (at least one pixel) with
    /// the spacing between them, `⌊(countWidth + spacing) / (minItemWidth + spacing)⌋`, capped at
    /// ``maximumColumnCount``, then reduced to a multiple of ``Spans/multiple``. When not even one
    /// multiple fits, one column (``GridNote/singleColumn``; ``GridNote/narrowerThanMinimum`` too
    /// when not even one fits). Each span gets `columns × share / multiple`; a single column goes
    /// to the widest span (ties: the leading one).
    static func chooseColumns(_ request: GridRequest, spans: Spans, notes: inout [GridNote]) throws(GridError) -> ColumnPlan {
        let narrowest = max(request.minItemWidth, request.scale > 0 ? 1 / request.scale : 0)
        let fitting = ((spans.countWidth + request.spacing) / (narrowest + request.spacing)).rounded(.down)
        let fit = Int(min(max(fitting, 0), CGFloat(maximumColumnCount)))
        let multiple = spans.multiple
        let columns: Int
        if fit >= multiple {
            columns = fit - fit % multiple
        } else {
            columns = 1
            if multiple > 1 { notes.append(.singleColumn) }
            if fit == 0 { notes.append(.narrowerThanMinimum) }
        }
        var perSpan = spans.shares.map { columns % multiple == 0 ? columns * $0 / multiple : 0 }
        if perSpan.reduce(0, +) != columns {
            perSpan = allInWidest(spans.columnSpans, columns: columns)
        }
        return ColumnPlan(columns: columns, perSpan: perSpan)
    }

    /// Every column in the widest span (ties: the leading one), none elsewhere.
    static func allInWidest(_ spans: [Span], columns: Int) -> [Int] {
        var widest = 0
        for index in spans.indices where spans[index].length > spans[widest].length { widest = index }
        return spans.indices.map { $0 == widest ? columns : 0 }
    }

    /// `count` tracks over `spans` spans as evenly as possible, the earlier spans taking the extra.
    static func distribute(_ count: Int, over spans: Int) -> [Int] {
        (0..<spans).map { count / spans + ($0 < count % spans ? 1 : 0) }
    }
}

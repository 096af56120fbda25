import Foundation

extension GridSolver {
    /// Chooses the column count and its distribution over the column spans (phase 3), setting
    /// each span's `count`; returns the count, ≥ 1, the same flat and folded.
    ///
    /// Count: as many as fit in ``Spans/countWidth`` at the minimum width (at least one pixel) with
    /// the spacing between them, `⌊(countWidth + spacing) / (minItemWidth + spacing)⌋`, capped at
    /// ``maximumColumnCount``, then reduced to a multiple of ``Spans/multiple``. When not even one
    /// multiple fits, one column (``GridNote/singleColumn``; ``GridNote/narrowerThanMinimum`` too
    /// when not even one fits). Each span gets `columns × share / multiple`; a single column goes
    /// to the widest span (ties: the leading one).
    /// - Complexity: O(*s* · *p*) for *s* spans and *p* potential regions, no allocation.
    static func chooseColumns(_ request: GridRequest, spans: inout Spans, notes: inout [GridNote]) -> Int {
        let narrowest = max(request.minItemWidth, request.space.scale > 0 ? 1 / request.space.scale : 0)
        let fitting = ((spans.countWidth + request.spacing) / (narrowest + request.spacing)).rounded(.down)
        let fit = fitting.isNaN ? 0 : Int(min(max(fitting, 0), CGFloat(maximumColumnCount)))
        let multiple = spans.multiple
        let columns: Int
        if fit >= multiple {
            columns = fit - fit % multiple
        } else {
            columns = 1
            if multiple > 1 { notes.append(.singleColumn) }
            if fit == 0 { notes.append(.narrowerThanMinimum) }
        }
        var total = 0
        for index in spans.columns.indices {
            let count = columns % multiple == 0 ? columns * spans.columns[index].share / multiple : 0
            spans.columns[index].count = count
            total += count
        }
        if total != columns { putAllInWidest(&spans.columns, columns: columns) }
        return columns
    }

    /// Puts every column in the widest span (ties: the leading one), none elsewhere.
    static func putAllInWidest(_ spans: inout [Span], columns: Int) {
        var widest = 0
        for index in spans.indices where spans[index].length > spans[widest].length { widest = index }
        for index in spans.indices { spans[index].count = index == widest ? columns : 0 }
    }

    /// Sets the spans' counts to `count` tracks spread as evenly as possible, the earlier spans
    /// taking the extra.
    static func distribute(_ count: Int, over spans: inout [Span]) {
        let n = spans.count
        for index in spans.indices { spans[index].count = count / n + (index < count % n ? 1 : 0) }
    }
}

import Foundation

extension GridSolver {
    /// A stretch of one axis that cells may occupy, in the container's leading coordinates, points.
    struct Span: Sendable, Hashable {
        /// Where it starts: the leading (top) margin or a division's far edge, exact.
        var lower: CGFloat
        /// Where it ends: the trailing (bottom) margin or a division's near edge, exact; +∞ for
        /// the rows of a scrolling grid.
        var upper: CGFloat
        /// `upper − lower`.
        var length: CGFloat { upper - lower }
    }

    /// What phase 2 finds: the spans to place in and the numbers the column count is chosen from.
    struct Spans: Sendable {
        /// The container's size (its leading coordinates run 0 … width, 0 … height).
        var size: CGSize
        /// The width the column count is chosen in: the container less the strips that divisions,
        /// active or not, merely clip, less both margins. The same flat and folded.
        var countWidth: CGFloat
        /// How many side-by-side regions the divisions make, active or not (2 for one fold, 3 for a
        /// tri-fold, 1 with none): the column count is a multiple of it.
        var multiple: Int
        /// The column spans, leading first: the container's usable width split by the *active*
        /// divisions that cross it top to bottom, margins applied at the outer ends.
        var columnSpans: [Span]
        /// For each column span, how many of the ``multiple`` potential regions it holds (all of
        /// them when flat, one each when folded).
        var shares: [Int]
        /// The row spans, top first: split at an active horizontal division only when the grid does
        /// not scroll; a scrolling grid has one span from the top margin to +∞.
        var rowSpans: [Span]
        /// The axis the grid splits along at its active divisions: `.horizontal` (columns side by
        /// side), `.vertical` (rows stacked, only when the grid does not scroll), nil when none splits it.
        var axis: Axis?
        /// The usable regions of the container along ``axis``, leading (top) first, no margins; one
        /// (the usable container) when ``axis`` is nil.
        var regions: [CGRect]
        /// The ids of the active divisions between consecutive ``regions``.
        var dividers: [String]
    }

    /// Finds the spans (phase 2) in leading coordinates: regions translated to the container's
    /// origin and mirrored for RTL.
    /// - Throws: ``GridError/noRoom(_:)`` when clipping divisions leave no width inside the margins.
    /// - Complexity: O(*r* log *r*) for *r* regions.
    static func findSpans(_ request: GridRequest) throws(GridError) -> Spans {
        let size = request.bounds.size
        let container = CGRect(origin: .zero, size: size)
        let m = request.margin
        var divisions: [ReservedRegion] = []
        for region in request.regions where region.kind == .division {
            var local = region.translated(toOrigin: request.bounds.origin)
            if request.layoutDirection == .rightToLeft { local = local.mirrored(inWidth: size.width) }
            if local.frame.touchesInterior(of: container) { divisions.append(local) }
        }
        if divisions.isEmpty {
            let columns = Span(lower: m, upper: size.width - m)
            return Spans(size: size, countWidth: columns.length, multiple: 1, columnSpans: [columns], shares: [1],
                         rowSpans: [rowSpan(lower: 0, upper: size.height, request)], axis: nil, regions: [container], dividers: [])
        }
        let potential = UsableRegions(container: container, regions: divisions.map { var d = $0; d.isActive = true; return d })
        let active = UsableRegions(container: container, regions: divisions)
        let countWidth = potential.usable.width - 2 * m
        guard countWidth > 0 else {
            throw .noRoom("divisions clip the bounds to \(Format.number(potential.usable.width)) wide, no width inside margins of \(Format.number(m))")
        }
        let multiple = potential.axis == .horizontal ? potential.regions.count : 1
        var columnSpans: [Span]
        var shares: [Int]
        if active.axis == .horizontal {
            columnSpans = active.regions.map { Span(lower: $0.minX, upper: $0.maxX) }
            columnSpans[0].lower += m
            columnSpans[columnSpans.count - 1].upper -= m
            shares = active.regions.map { region in
                multiple == 1 ? 0 : potential.regions.reduce(0) { $0 + (region.minX <= $1.midX && $1.midX <= region.maxX ? 1 : 0) }
            }
        } else {
            columnSpans = [Span(lower: active.usable.minX + m, upper: active.usable.maxX - m)]
            shares = [multiple]
        }
        var rowSpans = [rowSpan(lower: active.usable.minY, upper: active.usable.maxY, request)]
        if !request.scrolls && active.axis == .vertical {
            rowSpans = active.regions.map { Span(lower: $0.minY, upper: $0.maxY) }
            rowSpans[0].lower += m
            rowSpans[rowSpans.count - 1].upper -= m
        }
        let splits = active.axis == .horizontal || (active.axis == .vertical && !request.scrolls)
        return Spans(size: size, countWidth: countWidth, multiple: multiple, columnSpans: columnSpans, shares: shares,
                     rowSpans: rowSpans, axis: splits ? active.axis : nil, regions: splits ? active.regions : [active.usable],
                     dividers: splits ? active.dividers.map(\.id) : [])
    }

    /// The one row span from `lower` to `upper` inside the margins; to +∞ when the grid scrolls.
    static func rowSpan(lower: CGFloat, upper: CGFloat, _ request: GridRequest) -> Span {
        Span(lower: lower + request.margin, upper: request.scrolls ? .infinity : upper - request.margin)
    }
}

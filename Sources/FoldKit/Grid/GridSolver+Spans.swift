import Foundation

extension GridSolver {
    /// A stretch of one axis that cells may occupy, in the container's leading coordinates, points,
    /// and the group of tracks the later phases put in it.
    struct Span: Sendable, Hashable {
        /// Where it starts: the leading (top) margin or a division's far edge, exact.
        var lower: CGFloat
        /// Where it ends: the trailing (bottom) margin or a division's near edge, exact; +∞ for
        /// the rows of a scrolling grid.
        var upper: CGFloat
        /// How many of the potential regions (divisions active or not) it holds; columns only.
        var share = 0
        /// How many tracks it holds (phase 3).
        var count = 0
        /// The index of its first track (phase 4).
        var first = 0
        /// The position of its first track, snapped or an exact span edge (phase 4).
        var origin: CGFloat = 0

        /// Creates a span from `lower` to `upper`.
        init(lower: CGFloat, upper: CGFloat, share: Int = 0) {
            self.lower = lower
            self.upper = upper
            self.share = share
        }

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
        var columns: [Span]
        /// The row spans, top first: split at an active horizontal division only when the grid does
        /// not scroll; a scrolling grid has one span from the top margin to +∞.
        var rows: [Span]
        /// The axis the grid splits along at its active divisions: `.horizontal` (columns side by
        /// side), `.vertical` (rows stacked, only when the grid does not scroll), nil when none splits it.
        var axis: Axis?
        /// The usable regions of the container along ``axis``, leading (top) first, no margins,
        /// leading coordinates; one (the usable container) when ``axis`` is nil.
        var regions: [CGRect]
        /// The active divisions between consecutive ``regions`` (leading coordinates).
        var dividers: [ReservedRegion]
    }

    /// Finds the spans (phase 2) in leading coordinates: regions translated to the container's
    /// origin and mirrored for RTL, then split by ``UsableRegions`` — once with every division
    /// treated as active (the potential regions, for the count) and once as they are.
    /// - Throws: ``GridError/noRoom(_:)`` when clipping divisions leave no width inside the margins.
    /// - Complexity: O(*r* log *r*) for *r* regions; nothing but two small arrays without divisions.
    static func findSpans(_ request: GridRequest) throws(GridError) -> Spans {
        let size = request.bounds.size
        let container = CGRect(origin: .zero, size: size)
        let m = request.margin
        var divisions: [ReservedRegion] = []
        divisions.reserveCapacity(request.regions.count)
        var allActive = true
        for region in request.regions where region.kind == .division && region.frame.touchesInterior(of: request.bounds) {
            var local = region.translated(toOrigin: request.bounds.origin)
            if request.layoutDirection == .rightToLeft { local = local.mirrored(inWidth: size.width) }
            allActive = allActive && local.isActive
            local.isActive = true
            divisions.append(local)
        }
        if divisions.isEmpty {
            return Spans(size: size, countWidth: size.width - 2 * m, multiple: 1, columns: [Span(lower: m, upper: size.width - m, share: 1)],
                         rows: [rowSpan(lower: 0, upper: size.height, request)], axis: nil, regions: [container], dividers: [])
        }
        let potential = UsableRegions(container: container, regions: divisions)
        let active = allActive ? potential : UsableRegions(container: container, regions: request.regions.compactMap { region in
            guard region.isActive, region.kind == .division else { return nil }
            let local = region.translated(toOrigin: request.bounds.origin)
            return request.layoutDirection == .rightToLeft ? local.mirrored(inWidth: size.width) : local
        })
        let countWidth = potential.usable.width - 2 * m
        guard countWidth > 0 else {
            throw .noRoom("divisions clip the bounds to \(Format.number(potential.usable.width)) wide, no width inside margins of \(Format.number(m))")
        }
        let multiple = potential.axis == .horizontal ? potential.regions.count : 1
        var columns: [Span]
        if active.axis == .horizontal {
            columns = active.regions.map { region in
                Span(lower: region.minX, upper: region.maxX, share: multiple == 1 ? 0 : potential.regions.reduce(0) {
                    $0 + (region.minX <= $1.midX && $1.midX <= region.maxX ? 1 : 0)
                })
            }
            columns[0].lower += m
            columns[columns.count - 1].upper -= m
        } else {
            columns = [Span(lower: active.usable.minX + m, upper: active.usable.maxX - m, share: multiple)]
        }
        var rows = [rowSpan(lower: active.usable.minY, upper: active.usable.maxY, request)]
        if !request.scrolls && active.axis == .vertical {
            rows = active.regions.map { Span(lower: $0.minY, upper: $0.maxY) }
            rows[0].lower += m
            rows[rows.count - 1].upper -= m
        }
        let splits = active.axis == .horizontal || (active.axis == .vertical && !request.scrolls)
        return Spans(size: size, countWidth: countWidth, multiple: multiple, columns: columns, rows: rows,
                     axis: splits ? active.axis : nil, regions: splits ? active.regions : [active.usable],
                     dividers: splits ? active.dividers : [])
    }

    /// The one row span from `lower` to `upper` inside the margins; to +∞ when the grid scrolls.
    static func rowSpan(lower: CGFloat, upper: CGFloat, _ request: GridRequest) -> Span {
        Span(lower: lower + request.margin, upper: request.scrolls ? .infinity : upper - request.margin)
    }
}

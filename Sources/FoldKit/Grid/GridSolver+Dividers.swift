import Foundation

extension GridSolver {
    /// The spans of one axis of a container scanned by ``DivisionScan`` (the one core that splits
    /// containers; the grid honours every crossing division of both axes at once, SPEC 6): the
    /// clipped extent along `axis`, cut at the dividers whose split axis is `axis` when
    /// `splitting`, in physical order, window coordinates, margins not applied. Pieces where
    /// dividers meet or overlap are empty and dropped.
    /// - Complexity: O(*d*) for *d* dividers; allocates the returned array only.
    static func spans(of split: DivisionScan, along axis: Axis, splitting: Bool, regions: UnsafeBufferPointer<ReservedRegion>) -> [Span] {
        let usable = split.clipped
        let dividers = split.dividers(along: axis)
        guard splitting, !dividers.isEmpty else { return [Span(region: usable.minimum(along: axis), usable.maximum(along: axis))] }
        var result: [Span] = []
        result.reserveCapacity(dividers.count + 1)
        var leading = -1
        let reach = split.walkDividers(along: axis, from: usable.minimum(along: axis), regions: regions) { _, divider, reach, low, _ in
            if low > reach { result.append(Span(region: reach, low, leadingDivider: leading, trailingDivider: divider)) }
            leading = divider
        }
        result.append(Span(region: reach, usable.maximum(along: axis), leadingDivider: leading))
        return result
    }

    /// How many side-by-side regions the divisions make, active or not (the column count is a
    /// multiple of it, SPEC 6): the pieces of the potential scan's clipped width between its
    /// dividers running top to bottom (1 without any).
    /// - Complexity: O(*d*) for *d* dividers; no allocation.
    static func regionMultiple(_ potential: DivisionScan, regions: UnsafeBufferPointer<ReservedRegion>) -> Int {
        var count = 1  // the piece after the last divider (each has room after it)
        _ = potential.walkDividers(along: .horizontal, from: potential.clipped.minX, regions: regions) { _, _, reach, low, _ in
            if low > reach { count += 1 }  // a piece before it
        }
        return count
    }

    /// Sets each column span's share of the potential regions: one, plus one per inactive division
    /// of the potential scan crossing top to bottom inside it (SPEC 6: columns go to regions in
    /// proportion, so bending moves none between them).
    /// - Complexity: O(*s*·*d*) for *s* spans and *d* dividers; no allocation.
    static func setShares(_ spans: inout [Span], potential: DivisionScan, regions: UnsafeBufferPointer<ReservedRegion>) {
        let dividers = potential.dividers(along: .horizontal)
        for position in spans.indices {
            var share = 1
            for place in 0..<dividers.count {
                let divider = potential.divider(place, along: .horizontal, regions: regions)
                guard !regions[divider].isActive else { continue }
                let middle = regions[divider].frame.midX
                if spans[position].regionLower <= middle && middle <= spans[position].regionUpper { share += 1 }
            }
            spans[position].share = share
        }
    }
}

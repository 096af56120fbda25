import Foundation

extension GridSolver {
    /// The divisions of a container, read in place from the request's regions without copying
    /// them (SPEC 3.5, the allocation-free counterpart of ``UsableRegions`` for *n* regions):
    /// the usable part, the split axis and the dividers, both counting every division as active
    /// (the potential regions, for the column count) and as they are (where cells go).
    /// All rects are in window coordinates, physical.
    struct DivisionScan: Sendable {
        /// The container less the strips that divisions, active or not, merely clip.
        var potentialUsable: CGRect
        /// The container less the strips that active divisions merely clip.
        var activeUsable: CGRect
        /// The split axis counting every division as active; nil when none crosses.
        var potentialAxis: Axis?
        /// The split axis of the active divisions; nil when none crosses.
        var activeAxis: Axis?
        /// How many side-by-side regions the divisions make, active or not (1 without any).
        var multiple: Int

        /// Scans `regions` for the container `bounds`.
        /// - Complexity: O(*r*²) worst case for *r* regions (clipping passes), O(*r*) for real
        ///   devices; no allocation.
        init(bounds: CGRect, regions: UnsafeBufferPointer<ReservedRegion>) {
            potentialUsable = UsableRegions.usablePart(of: bounds, in: regions, includingInactive: true)
            activeUsable = UsableRegions.usablePart(of: bounds, in: regions)
            potentialAxis = Self.nearestAxis(regions, in: potentialUsable, activeOnly: false)
            activeAxis = Self.nearestAxis(regions, in: activeUsable, activeOnly: true)
            let usable = potentialUsable
            multiple = potentialAxis == .horizontal
                ? 1 + regions.indices.count { Self.crossing(regions, $0, usable, activeOnly: false) == .horizontal } : 1
        }

        /// The split axis of region `index` if it is a division (active, unless not `activeOnly`)
        /// crossing `usable` from edge to edge.
        static func crossing(_ regions: UnsafeBufferPointer<ReservedRegion>, _ index: Int, _ usable: CGRect, activeOnly: Bool) -> Axis? {
            guard regions[index].kind == .division, regions[index].isActive || !activeOnly,
                  case .across(let axis) = DivisionCrossing(division: regions[index].frame, container: usable) else { return nil }
            return axis
        }

        /// The axis of the crossing division whose centre is nearest `usable`'s (SPEC 4.1's rule
        /// for divisions along both axes); nil when none crosses.
        static func nearestAxis(_ regions: UnsafeBufferPointer<ReservedRegion>, in usable: CGRect, activeOnly: Bool) -> Axis? {
            var best: (axis: Axis, distance: CGFloat)?
            for index in regions.indices {
                guard let axis = crossing(regions, index, usable, activeOnly: activeOnly) else { continue }
                let dx = regions[index].frame.midX - usable.midX, dy = regions[index].frame.midY - usable.midY
                if best == nil || dx * dx + dy * dy < best!.distance { best = (axis, dx * dx + dy * dy) }
            }
            return best?.axis
        }

        /// The active usable extent along `axis`, split at the active divisions crossing it along
        /// `axis` when `split`, in physical order; margins not applied. Overlapping dividers merge.
        /// Column spans get their `share` of the potential regions: one, plus one per inactive
        /// division crossing inside them (all of them, ``multiple``, when not split).
        /// - Complexity: O(*r*²) for *r* regions (dividers taken in order without sorting storage);
        ///   allocates the returned array only.
        func spans(along axis: Axis, in regions: UnsafeBufferPointer<ReservedRegion>, split: Bool) -> [Span] {
            let usable = activeUsable
            guard split else {
                return [Span(region: usable.minimum(along: axis), usable.maximum(along: axis), share: multiple)]
            }
            let dividers = regions.indices.count { Self.crossing(regions, $0, usable, activeOnly: true) == axis }
            var result: [Span] = []
            result.reserveCapacity(dividers + 1)
            var start = usable.minimum(along: axis)
            var leading = -1
            var previous = (position: -CGFloat.infinity, index: -1)
            for _ in 0..<dividers {
                var next: Int?
                for index in regions.indices where Self.crossing(regions, index, usable, activeOnly: true) == axis {
                    let key = (regions[index].frame.minimum(along: axis), index)
                    if key > previous, next.map({ key < (regions[$0].frame.minimum(along: axis), $0) }) ?? true { next = index }
                }
                guard let divider = next else { break }
                let frame = regions[divider].frame
                previous = (frame.minimum(along: axis), divider)
                if frame.minimum(along: axis) > start {
                    result.append(Span(region: start, frame.minimum(along: axis), leadingDivider: leading, trailingDivider: divider))
                }
                start = max(start, frame.maximum(along: axis))
                leading = divider
            }
            result.append(Span(region: start, usable.maximum(along: axis), leadingDivider: leading))
            if axis == .horizontal {
                let potential = potentialUsable
                for position in result.indices {
                    let span = result[position]
                    result[position].share = potentialAxis != .horizontal ? 0 : 1 + regions.indices.count { index in
                        guard !regions[index].isActive, Self.crossing(regions, index, potential, activeOnly: false) == .horizontal else { return false }
                        let middle = regions[index].frame.midX
                        return span.regionLower <= middle && middle <= span.regionUpper
                    }
                }
            }
            return result
        }
    }
}

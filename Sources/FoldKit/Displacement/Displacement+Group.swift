import Foundation

extension Displacement {
    /// Places a group of elements that work together, so they move together (SPEC 5.1).
    ///
    /// 1. Scope as for one element: scrolling content never moves; a group none of whose members
    ///    intersects an active region's frame stays, unless its purpose names a region in tabletop;
    ///    a group that anticipates the fold counts inactive divisions as active.
    /// 2. Target: the region the purpose asks for, judged on the members' union.
    /// 3. When the union fits that region, the members move as **one block** by one offset (their
    ///    arrangement is kept): clamped next to the fold, nudged out of occlusions.
    /// 4. Otherwise the group is **split at the fold**: each member goes to the region holding most
    ///    of it, and the members of each region move as one block flush against the fold the group
    ///    straddles, as close to it as they can be. A block larger than its region hands its
    ///    member nearest that fold across it to the next region, until each block fits or holds one
    ///    member (a lone member larger than its region is fitted alone), so members never land on
    ///    each other (amended 2026-12-02: the photo and its reactions on the tri-fold).
    ///
    /// Every member is placed (nothing dropped); results come back in the request's order.
    /// - Throws: ``PlacementError`` for an invalid request (``DisplacementGroupRequest/validate()``).
    /// - Complexity: O(*m*·*r* + *d* log *d*) for *m* members and *r* regions, plus the nudge per
    ///   block or member.
    public static func solve(_ request: DisplacementGroupRequest) throws(PlacementError) -> DisplacementGroupResult {
        try request.validate()
        let frames = request.frames
        let obstacles = request.effectiveRegions   // obstacles: only the active ones count
        let usable = RegionSplit(container: request.resolvedContainer, regions: obstacles, trimmingSlivers: true)
        guard let first = frames.first else { return DisplacementGroupResult(members: [], isSplit: false) }
        if request.purpose == .scrolling {
            return DisplacementGroupResult(members: frames.map { unchanged($0, usable: usable, reason: .scrolling) }, isSplit: false)
        }
        let namedByPurpose = purposeNamesRegion(request.purpose, usable: usable)
        let hit = namedByPurpose || frames.contains { isBlocked($0, by: obstacles) }
        guard hit else {
            return DisplacementGroupResult(members: frames.map { unchanged($0, usable: usable, reason: .clear) }, isSplit: false)
        }
        let union = frames.dropFirst().reduce(first) { $0.union($1) }
        let divisionHit = frames.contains { isBlocked($0, by: obstacles, kind: .division) }
        let (index, reason) = divisionHit || namedByPurpose
            ? target(for: union, purpose: request.purpose, anchor: request.anchor, usable: usable, space: request.space)
            : (regionIndex(for: union, in: usable), .occlusion)
        let region = usable[index]
        if fitsWhole(union.size, in: region), let block = nearestClear(fit(union, into: region), within: region, avoiding: obstacles) {
            let members = frames.map {
                outcome(from: $0, to: $0.offsetBy(dx: block.minX - union.minX, dy: block.minY - union.minY),
                        region: region, index: index, reason: reason, fit: .fits)
            }
            return DisplacementGroupResult(members: members, isSplit: false)
        }
        guard divisionHit, usable.axis != nil else {
            return DisplacementGroupResult(members: frames.map { fitAlone($0, region: region, index: index, reason: reason, obstacles: obstacles) }, isSplit: false)
        }
        return DisplacementGroupResult(members: split(frames, union: union, usable: usable, obstacles: obstacles), isSplit: true)
    }

    /// Splits a group at the fold (SPEC 5.1): each member to the region holding most of it, each
    /// region's members as one block flush against the fold the group straddles.
    static func split(_ frames: [CGRect], union: CGRect, usable: RegionSplit, obstacles: [ReservedRegion]) -> [DisplacementResult] {
        guard let axis = usable.axis else { return [] }
        // Two arrays only (the assignment and the results): regions are visited in physical
        // order and each region's members found by scanning, so a split allocates nothing more.
        var assigned = frames.map { regionIndex(for: $0, in: usable) }
        handOver(&assigned, frames: frames, union: union, usable: usable, axis: axis)
        var results = frames.map { unchanged($0, usable: usable, reason: .splitAtFold) }
        for index in 0..<usable.count {
            guard let first = assigned.firstIndex(of: index) else { continue }
            let region = usable[index]
            var block = frames[first]
            for m in assigned.indices where m > first && assigned[m] == index { block = block.union(frames[m]) }
            guard fitsWhole(block.size, in: region) else {
                for m in assigned.indices where assigned[m] == index {
                    results[m] = fitAlone(frames[m], region: region, index: index, reason: .splitAtFold, obstacles: obstacles)
                }
                continue
            }
            var placed = fit(block, into: region)
            let before = index > 0 ? usable.divider(index - 1) : nil
            let after = index < usable.dividerCount ? usable.divider(index) : nil
            let length = block.length(along: axis)
            switch foldSide(before: before, after: after, union: union, block: block, axis: axis) {
            case .start?: placed = placed.with(start: region.minimum(along: axis), length: length, along: axis)
            case .end?: placed = placed.with(start: region.maximum(along: axis) - length, length: length, along: axis)
            case nil: break
            }
            for m in assigned.indices where assigned[m] == index {
                let moved = frames[m].offsetBy(dx: placed.minX - block.minX, dy: placed.minY - block.minY)
                let cleared = nearestClear(moved, within: region, avoiding: obstacles)
                results[m] = outcome(from: frames[m], to: cleared ?? moved, region: region, index: index,
                                     reason: .splitAtFold, fit: cleared == nil ? .noRoom : .fits)
            }
        }
        return results
    }

    /// Moves members whose region cannot hold its block whole across the fold the group straddles:
    /// each time, the member of such a region nearest that fold goes to the region beyond it, until
    /// every block fits or holds one member, or no region lies beyond (SPEC 5.1).
    /// - Complexity: O(*m*²·*r*) for *m* members and *r* regions in the worst case; no allocation.
    static func handOver(_ assigned: inout [Int], frames: [CGRect], union: CGRect, usable: RegionSplit, axis: Axis) {
        var moves = 0
        var index = 0
        while index < usable.count, moves <= frames.count * usable.count {
            var block: CGRect?, count = 0
            for m in assigned.indices where assigned[m] == index {
                block = block.map { $0.union(frames[m]) } ?? frames[m]
                count += 1
            }
            guard let whole = block, count > 1, !fitsWhole(whole.size, in: usable[index]) else { index += 1; continue }
            let before = index > 0 ? usable.divider(index - 1) : nil
            let after = index < usable.dividerCount ? usable.divider(index) : nil
            guard let side = foldSide(before: before, after: after, union: union, block: whole, axis: axis) else { index += 1; continue }
            let fold = side == .start ? before! : after!
            var nearest = -1, distance = CGFloat.infinity
            for m in assigned.indices where assigned[m] == index {
                let d = abs(frames[m].midpoint(along: axis) - fold.midpoint(along: axis))
                if d < distance { (nearest, distance) = (m, d) }
            }
            assigned[nearest] = side == .start ? index - 1 : index + 1
            moves += 1
            index = 0   // a region that received a member is judged again
        }
    }

    /// Which end of a region faces the fold a split group straddles: `.start` for the divider
    /// before the region, `.end` for the one after it; the nearer to the block when the group
    /// straddles both (a tri-fold's middle region); nil when it straddles neither.
    static func foldSide(before: CGRect?, after: CGRect?, union: CGRect, block: CGRect, axis: Axis) -> FoldSide? {
        let startDistance = before.flatMap { blocks($0, union) ? block.midpoint(along: axis) - $0.midpoint(along: axis) : nil }
        let endDistance = after.flatMap { blocks($0, union) ? $0.midpoint(along: axis) - block.midpoint(along: axis) : nil }
        switch (startDistance, endDistance) {
        case (nil, nil): return nil
        case (_?, nil): return .start
        case (nil, _?): return .end
        case (let s?, let e?): return e <= s ? .end : .start
        }
    }

    /// An end of a region along the split axis.
    enum FoldSide { case start, end }

    /// One element, or one member on its own, fitted into `region` (shrunk if larger) and cleared
    /// of occlusions (``clearing(_:original:within:avoiding:)``); `noRoom`, unmoved, in an empty region.
    static func fitAlone(_ frame: CGRect, region: CGRect, index: Int, reason: DisplacementReason,
                         obstacles: [ReservedRegion]) -> DisplacementResult {
        guard region.width > 0, region.height > 0 else {
            return DisplacementResult(frame: frame, isDisplaced: false, distance: 0, region: region, regionIndex: index, reason: reason, fit: .noRoom)
        }
        let placed = clearing(fit(frame, into: region), original: frame, within: region, avoiding: obstacles)
        return outcome(from: frame, to: placed.frame, region: region, index: index, reason: reason, fit: placed.fit)
    }

    /// Whether a block of `size` fits inside `region` without shrinking.
    static func fitsWhole(_ size: CGSize, in region: CGRect) -> Bool {
        size.width <= region.width + tolerance && size.height <= region.height + tolerance
    }
}

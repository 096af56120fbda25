import Foundation

extension Presentation {
    /// A side of an anchor that a popover or menu can open on.
    enum AnchorSide: CaseIterable {
        case below, above, right, left

        /// The arrow pointing back at the anchor from this side.
        var arrow: ArrowDirection {
            switch self {
            case .below: return .up
            case .above: return .down
            case .right: return .left
            case .left: return .right
            }
        }

        /// The axis the popover is offset along from its anchor.
        var axis: Axis { self == .below || self == .above ? .vertical : .horizontal }

        /// Whether `frame` lies on this side of `anchor` (touching allowed).
        func holds(_ frame: CGRect, beside anchor: CGRect) -> Bool {
            let t = Displacement.tolerance
            switch self {
            case .below: return frame.minY >= anchor.maxY - t
            case .above: return frame.maxY <= anchor.minY + t
            case .right: return frame.minX >= anchor.maxX - t
            case .left: return frame.maxX <= anchor.minX + t
            }
        }

        /// Preference order: below, above, then the anchor's trailing side, then its leading side.
        static func order(_ direction: LayoutDirection) -> [AnchorSide] {
            direction == .leftToRight ? [.below, .above, .right, .left] : [.below, .above, .left, .right]
        }
    }

    /// A popover or menu: beside its anchor, in the anchor's region, flipping sides when needed
    /// (SPEC 7; BR-04, BR-23b). Centred on the anchor across the side it opens on, clamped into
    /// the region less ``PresentationRequest/minimumEdgeDistance`` from the container's edges;
    /// ``PresentationRequest/anchorGap`` from the anchor.
    ///
    /// In tabletop — regions stacked by a division running side to side — a popover or menu whose
    /// anchor lies above the bottom region goes to the bottom region, the touch surface, at its
    /// top, centred on the anchor horizontally (arrow up, reason `touchSurface`), when that region
    /// holds it at the size it asks for (SPEC 7, amended 2026-12-02).
    ///
    /// Sides are tried below, above, trailing, leading; the first where it fits whole, inside the
    /// region and clear of occlusions, wins; then the first where a nudge clears it and keeps it
    /// on that side; then the roomiest side with the popover shortened to its room; when no side
    /// has room, or an occlusion pushes it over the anchor, it covers the anchor (arrow nil).
    static func beside(_ anchor: CGRect, _ request: PresentationRequest, usable: RegionSplit, obstacles: [ReservedRegion]) -> PresentationResult {
        let index = Displacement.regionIndex(for: anchor, in: usable)
        let gap = request.anchorGap  // finite and ≥ 0: validated by solve(_:)
        if let placed = onTouchSurface(anchor, request, from: index, usable: usable, obstacles: obstacles) { return placed }
        let region = inside(usable[index], request, usable: usable)
        let (size, shrunk) = limited(request.size, to: region)
        let sides = AnchorSide.order(request.space.layoutDirection)
        let fits = { (frame: CGRect) in region.containsRect(frame, tolerance: Displacement.tolerance) }
        for side in sides {
            let frame = position(side, size: size, anchor: anchor, gap: gap, region: region)
            if fits(frame) && !Displacement.isBlocked(frame, by: obstacles) {
                return finish(frame, shrunk: shrunk, index: index, usable: usable, obstacles: obstacles, arrow: side.arrow, reason: .anchorRegion)
            }
        }
        for side in sides {
            let frame = position(side, size: size, anchor: anchor, gap: gap, region: region)
            if fits(frame), let cleared = Displacement.nearestClear(frame, within: region, avoiding: obstacles), side.holds(cleared, beside: anchor) {
                return finish(cleared, shrunk: shrunk, index: index, usable: usable, obstacles: obstacles, arrow: side.arrow, reason: .anchorRegion)
            }
        }
        // It keeps its size where a region can hold it (SPEC 7, amended 2026-12-02): the nearest
        // other region beside the anchor's, against the fold, aligned with the anchor.
        if let placed = acrossTheFold(anchor, request, from: index, usable: usable, obstacles: obstacles) { return placed }
        var best = sides[0]
        for side in sides.dropFirst() where room(side, anchor: anchor, gap: gap, region: region) > room(best, anchor: anchor, gap: gap, region: region) {
            best = side
        }
        let bestRoom = room(best, anchor: anchor, gap: gap, region: region)
        guard bestRoom > 0 else {
            let frame = Displacement.fit(CGRect(x: anchor.midX - size.width / 2, y: anchor.midY - size.height / 2,
                                                width: size.width, height: size.height), into: region)
            return finish(frame, shrunk: shrunk, index: index, usable: usable, obstacles: obstacles, arrow: nil, reason: .anchorRegion)
        }
        let short = best.axis == .vertical ? CGSize(width: size.width, height: min(size.height, bestRoom))
                                           : CGSize(width: min(size.width, bestRoom), height: size.height)
        var placed = finish(position(best, size: short, anchor: anchor, gap: gap, region: region), shrunk: true, index: index,
                            usable: usable, obstacles: obstacles, arrow: best.arrow, reason: .anchorRegion)
        if !best.holds(placed.frame, beside: anchor) { placed.arrowDirection = nil }   // an occlusion pushed it over the anchor
        return placed
    }

    /// `region` less the request's minimum distance from the container's edges where it meets
    /// them (a region too small for that margin is kept whole).
    static func inside(_ region: CGRect, _ request: PresentationRequest, usable: RegionSplit) -> CGRect {
        let d = request.minimumEdgeDistance  // finite and ≥ 0: validated by solve(_:)
        let container = usable.container, t = Displacement.tolerance
        let left = region.minX <= container.minX + t ? container.minX + d : region.minX
        let right = region.maxX >= container.maxX - t ? container.maxX - d : region.maxX
        let top = region.minY <= container.minY + t ? container.minY + d : region.minY
        let bottom = region.maxY >= container.maxY - t ? container.maxY - d : region.maxY
        guard right > left, bottom > top else { return region }
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Tabletop's touch surface (SPEC 7, amended 2026-12-02): when the regions are stacked and
    /// the anchor's region (`index`) is not the bottom one, the popover at the top of the bottom
    /// region, `anchorGap` below the fold (and below the anchor, should it reach past the fold),
    /// centred on the anchor horizontally and clamped into the region; nil when that region
    /// cannot hold it whole and clear at its asked size.
    static func onTouchSurface(_ anchor: CGRect, _ request: PresentationRequest, from index: Int, usable: RegionSplit,
                               obstacles: [ReservedRegion]) -> PresentationResult? {
        guard usable.axis == .vertical, usable.count > 1 else { return nil }
        let bottom = usable.count - 1
        guard index < bottom else { return nil }
        let region = inside(usable[bottom], request, usable: usable)
        let size = request.size
        guard Displacement.fitsWhole(size, in: region) else { return nil }
        let x = Displacement.clamp(anchor.midX - size.width / 2, region.minX, region.maxX - size.width)
        // Below the fold and below the anchor (one that reaches past the fold stays uncovered).
        let y = max(region.minY, anchor.maxY) + request.anchorGap
        let frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        guard frame.maxY <= region.maxY + Displacement.tolerance, !Displacement.isBlocked(frame, by: obstacles) else { return nil }
        return finish(frame, shrunk: false, index: bottom, usable: usable, obstacles: obstacles, arrow: .up, reason: .touchSurface)
    }

    /// The popover in the region nearest the anchor's (`index`) that holds it whole at its asked
    /// size: against the fold between them, centred on the anchor along it and clamped, its
    /// arrow towards the anchor; nil when no other region holds it whole and clear.
    /// - Complexity: O(*r*) for *r* regions; no allocation.
    static func acrossTheFold(_ anchor: CGRect, _ request: PresentationRequest, from index: Int, usable: RegionSplit,
                              obstacles: [ReservedRegion]) -> PresentationResult? {
        guard let axis = usable.axis, usable.count > 1 else { return nil }
        let size = request.size
        for distance in 1..<usable.count {
            for other in [index - distance, index + distance] where other >= 0 && other < usable.count {
                let region = inside(usable[other], request, usable: usable)
                guard Displacement.fitsWhole(size, in: region) else { continue }
                let after = other > index
                let frame: CGRect, arrow: ArrowDirection
                if axis == .horizontal {
                    let x = after ? region.minX : region.maxX - size.width
                    let y = Displacement.clamp(anchor.midY - size.height / 2, region.minY, region.maxY - size.height)
                    (frame, arrow) = (CGRect(x: x, y: y, width: size.width, height: size.height), after ? .left : .right)
                } else {
                    let y = after ? region.minY : region.maxY - size.height
                    let x = Displacement.clamp(anchor.midX - size.width / 2, region.minX, region.maxX - size.width)
                    (frame, arrow) = (CGRect(x: x, y: y, width: size.width, height: size.height), after ? .up : .down)
                }
                guard !Displacement.isBlocked(frame, by: obstacles), !frame.overlapsWithArea(anchor) else { continue }
                return finish(frame, shrunk: false, index: other, usable: usable, obstacles: obstacles, arrow: arrow, reason: .anchorRegion)
            }
        }
        return nil
    }

    /// The frame on `side` of `anchor`, `gap` away, centred on the anchor across that side and
    /// clamped into `region` along it.
    static func position(_ side: AnchorSide, size: CGSize, anchor: CGRect, gap: CGFloat, region: CGRect) -> CGRect {
        let x = Displacement.clamp(anchor.midX - size.width / 2, region.minX, region.maxX - size.width)
        let y = Displacement.clamp(anchor.midY - size.height / 2, region.minY, region.maxY - size.height)
        switch side {
        case .below: return CGRect(x: x, y: anchor.maxY + gap, width: size.width, height: size.height)
        case .above: return CGRect(x: x, y: anchor.minY - gap - size.height, width: size.width, height: size.height)
        case .right: return CGRect(x: anchor.maxX + gap, y: y, width: size.width, height: size.height)
        case .left: return CGRect(x: anchor.minX - gap - size.width, y: y, width: size.width, height: size.height)
        }
    }

    /// The room on `side` of `anchor` inside `region`, points, along the side's axis.
    static func room(_ side: AnchorSide, anchor: CGRect, gap: CGFloat, region: CGRect) -> CGFloat {
        switch side {
        case .below: return region.maxY - (anchor.maxY + gap)
        case .above: return anchor.minY - gap - region.minY
        case .right: return region.maxX - (anchor.maxX + gap)
        case .left: return anchor.minX - gap - region.minX
        }
    }
}

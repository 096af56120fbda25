import Foundation

extension Presentation {
    /// An alert (or any centred sheet): centred in the region displacement gives transient
    /// content (SPEC 7, 5.2): tabletop → the top region; book → the outer display's side
    /// (physical); otherwise the safe area. Larger than its region, it shrinks to it (BR-23b).
    static func alert(_ request: PresentationRequest, usable: RegionSplit, obstacles: [ReservedRegion]) -> PresentationResult {
        let (index, reason) = transientRegion(usable: usable, space: request.space)
        let region = usable[index]
        let (size, shrunk) = limited(request.size, to: region)
        let frame = CGRect(x: region.midX - size.width / 2, y: region.midY - size.height / 2, width: size.width, height: size.height)
        return finish(frame, shrunk: shrunk, index: index, usable: usable, obstacles: obstacles, arrow: nil, reason: reason)
    }

    /// A toast: near the bottom of its region, centred horizontally (SPEC 7). Its region is its
    /// anchor's when it has one, else the transient region as for alerts. Its padding
    /// (``PresentationRequest/edgeMargin``) is measured inside the safe area, so the side
    /// safe-area insets (the Duo's side bar) add to it and it never runs under them.
    static func toast(_ request: PresentationRequest, usable: RegionSplit, obstacles: [ReservedRegion]) -> PresentationResult {
        let (index, reason) = request.anchor.map { (Displacement.regionIndex(for: $0, in: usable), PresentationReason.anchorRegion) }
            ?? transientRegion(usable: usable, space: request.space)
        let region = usable[index]
        let margin = request.edgeMargin  // finite and ≥ 0: validated by solve(_:)
        let room = CGSize(width: region.width > 2 * margin ? region.width - 2 * margin : region.width,
                          height: region.height > margin ? region.height - margin : region.height)
        let width = min(request.size.width, room.width), height = min(request.size.height, room.height)
        let bottom = region.height > margin ? region.maxY - margin : region.maxY
        let frame = CGRect(x: region.midX - width / 2, y: bottom - height, width: width, height: height)
        return finish(frame, shrunk: frame.size != request.size, index: index, usable: usable, obstacles: obstacles, arrow: nil, reason: reason)
    }

    /// The region for transient content (SPEC 5.2): the top one of a stacked split, the outer
    /// display's side of a side-by-side one (the trailing side without an outer display), the
    /// one usable region when nothing splits the container.
    static func transientRegion(usable: RegionSplit, space: LayoutSpace) -> (Int, PresentationReason) {
        switch usable.axis {
        case nil: return (0, .safeArea)
        case .vertical?: return (0, .farViewing)
        case .horizontal?: return (Displacement.outerSideIndex(usable: usable, space: space), .outerDisplaySide)
        }
    }
}

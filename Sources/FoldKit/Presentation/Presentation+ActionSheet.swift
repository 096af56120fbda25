import Foundation

extension Presentation {
    /// An action sheet: anchored to the bottom of its region, centred horizontally, as wide as
    /// its maximum width allows (SPEC 7; BR-06, BR-18).
    ///
    /// Its region touches the container's bottom edge: the trigger's region when that does
    /// (BR-06), else the larger such region, ties going to the first in reading order; so in
    /// tabletop it is always the bottom region (BR-18). Its height is
    /// ``PresentationRequest/heightFraction`` of that **region** when given (BR-18: 92 % of the
    /// lower half), else the requested height, limited to the region's.
    static func actionSheet(_ request: PresentationRequest, usable: RegionSplit, obstacles: [ReservedRegion]) -> PresentationResult {
        let (index, reason) = sheetRegion(anchor: request.anchor, usable: usable, direction: request.space.layoutDirection)
        let region = usable[index]
        let width = min(request.size.width, region.width)
        var height = min(request.size.height, region.height)
        if let fraction = request.heightFraction {  // 0 < fraction ≤ 1: validated by solve(_:)
            height = fraction * region.height
        }
        let frame = CGRect(x: region.midX - width / 2, y: region.maxY - height, width: width, height: height)
        let shrunk = request.heightFraction == nil && height < request.size.height
        return finish(frame, shrunk: shrunk, index: index, usable: usable, obstacles: obstacles, arrow: nil, reason: reason)
    }

    /// The region of a bottom sheet: among the regions touching the container's bottom edge, the
    /// trigger's, else the larger (ties: first in reading order).
    static func sheetRegion(anchor: CGRect?, usable: RegionSplit, direction: LayoutDirection) -> (Int, PresentationReason) {
        guard usable.axis != nil else { return (0, .safeArea) }
        let bottom = usable.usable.maxY
        let reversed = direction == .rightToLeft && usable.axis == .horizontal
        /// The region at `position` in reading order.
        func region(at position: Int) -> Int { reversed ? usable.count - 1 - position : position }
        func touches(_ index: Int) -> Bool { usable[index].maxY >= bottom - Displacement.tolerance }
        if let anchor, let trigger = usable.indexOfRegion(holdingMostOf: anchor), touches(trigger) {
            return (trigger, .anchorRegion)
        }
        var best: Int?
        for position in 0..<usable.count where touches(region(at: position)) {
            let index = region(at: position)
            if best == nil || area(usable[index]) > area(usable[best!]) { best = index }
        }
        guard let best else { return (region(at: 0), .largerRegion) }
        return (best, .largerRegion)
    }

    static func area(_ rect: CGRect) -> CGFloat { rect.width * rect.height }
}

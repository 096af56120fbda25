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
    static func actionSheet(_ request: PresentationRequest, usable: UsableRegions, obstacles: [ReservedRegion]) -> PresentationPlacement {
        let (index, reason) = sheetRegion(anchor: request.anchor, usable: usable, direction: request.layoutDirection)
        let region = usable.regions[index]
        let width = min(request.size.width, region.width)
        var height = min(request.size.height, region.height)
        if let fraction = request.heightFraction, fraction.isFinite, fraction > 0 {
            height = min(fraction, 1) * region.height
        }
        let frame = CGRect(x: region.midX - width / 2, y: region.maxY - height, width: width, height: height)
        let shrunk = request.heightFraction == nil && height < request.size.height
        return finish(frame, shrunk: shrunk, index: index, usable: usable, obstacles: obstacles, arrow: nil, reason: reason)
    }

    /// The region of a bottom sheet: among the regions touching the container's bottom edge, the
    /// trigger's, else the larger (ties: first in reading order).
    static func sheetRegion(anchor: CGRect?, usable: UsableRegions, direction: LayoutDirection) -> (Int, PresentationReason) {
        guard usable.axis != nil else { return (0, .safeArea) }
        let bottom = usable.usable.maxY
        var order = Array(usable.regions.indices)
        if direction == .rightToLeft && usable.axis == .horizontal { order.reverse() }
        let touching = order.filter { usable.regions[$0].maxY >= bottom - Displacement.tolerance }
        if let anchor, let trigger = usable.indexOfRegion(holdingMostOf: anchor), touching.contains(trigger) {
            return (trigger, .anchorRegion)
        }
        var best = touching.first ?? order[0]
        for i in touching where area(usable.regions[i]) > area(usable.regions[best]) { best = i }
        return (best, .largerRegion)
    }

    static func area(_ rect: CGRect) -> CGFloat { rect.width * rect.height }
}

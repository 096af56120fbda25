import Foundation

extension Displacement {
    /// Fits `frame` into `region` (SPEC 5.3): keeps its size where it fits, else shrinks that side
    /// to the region's; then clamps it inside. Across a fold this lands it next to the fold (it
    /// came from the division's side); along the fold it keeps its position unless it stuck out.
    /// - Complexity: O(1), no allocation.
    static func fit(_ frame: CGRect, into region: CGRect) -> CGRect {
        let width = min(frame.width, region.width), height = min(frame.height, region.height)
        return CGRect(x: clamp(frame.minX, region.minX, region.maxX - width),
                      y: clamp(frame.minY, region.minY, region.maxY - height), width: width, height: height)
    }

    /// `value` clamped to `low … high` (`low` wins when the range is empty).
    static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        max(low, min(value, high))
    }

    /// Slack, in points, for touching and containment: `CGRect.placementTolerance`.
    static let tolerance: CGFloat = CGRect.placementTolerance

    /// Whether a region's frame (possibly a zero-width line) intersects `rect`'s interior by more
    /// than ``tolerance``: frames that only touch do not block.
    static func blocks(_ region: CGRect, _ rect: CGRect) -> Bool { region.intersectsInterior(of: rect) }

    /// Whether an **active** region among `regions` (of `kind`, when given) blocks `rect`.
    /// - Complexity: O(*r*), no allocation.
    static func isBlocked(_ rect: CGRect, by regions: [ReservedRegion], kind: ReservedRegion.Kind? = nil) -> Bool {
        regions.contains { $0.isActive && (kind == nil || $0.kind == kind) && blocks($0.frame, rect) }
    }
}

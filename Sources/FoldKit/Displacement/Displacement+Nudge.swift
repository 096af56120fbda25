import Foundation

extension Displacement {
    /// Returns the position nearest `frame` (same size) inside `region` that intersects none of
    /// the active `regions`' frames: `frame` itself when it is clear; nil when none is (SPEC 5.2:
    /// an occlusion nudges an element the shortest way out within its region; BR-21, BR-23a).
    ///
    /// The nearest clear position has each coordinate either unchanged, flush with an edge of an
    /// obstacle, or flush with the region's edge, so only those candidates are tried; distance is
    /// Euclidean between origins; ties go to the candidate tried first (rows by y, each row by x,
    /// in the order unchanged, region edges, each obstacle's edges: a sideways move before a
    /// vertical one of the same length).
    /// - Parameter regions: obstacles; only active ones count.
    /// - Complexity: O((2*o* + 3)² · *o*) for *o* obstacles; no allocation.
    static func nearestClear(_ frame: CGRect, within region: CGRect, avoiding regions: [ReservedRegion]) -> CGRect? {
        func isClear(_ rect: CGRect) -> Bool {
            !regions.contains { $0.isActive && blocks($0.frame, rect) }
        }
        if isClear(frame) && region.containsRect(frame, tolerance: tolerance) { return frame }
        let count = 3 + 2 * regions.count
        var best: CGRect?
        var bestDistance = CGFloat.infinity
        for j in 0..<count {
            guard let y = candidate(j, original: frame.minY, length: frame.height, region: region, regions: regions, axis: .vertical),
                  y >= region.minY - tolerance, y + frame.height <= region.maxY + tolerance else { continue }
            for i in 0..<count {
                guard let x = candidate(i, original: frame.minX, length: frame.width, region: region, regions: regions, axis: .horizontal),
                      x >= region.minX - tolerance, x + frame.width <= region.maxX + tolerance else { continue }
                let distance = hypot(x - frame.minX, y - frame.minY)
                guard distance < bestDistance else { continue }
                let rect = CGRect(x: x, y: y, width: frame.width, height: frame.height)
                if isClear(rect) {
                    best = rect
                    bestDistance = distance
                }
            }
        }
        return best
    }

    /// Candidate `index` for a coordinate along `axis`: 0 unchanged, 1–2 flush with the region's
    /// start and end, then for each active obstacle flush before and after it; nil for an
    /// inactive obstacle.
    static func candidate(_ index: Int, original: CGFloat, length: CGFloat, region: CGRect,
                          regions: [ReservedRegion], axis: Axis) -> CGFloat? {
        switch index {
        case 0: return original
        case 1: return region.minimum(along: axis)
        case 2: return region.maximum(along: axis) - length
        default:
            let obstacle = regions[(index - 3) / 2]
            guard obstacle.isActive else { return nil }
            return (index - 3) % 2 == 0 ? obstacle.frame.minimum(along: axis) - length : obstacle.frame.maximum(along: axis)
        }
    }
}

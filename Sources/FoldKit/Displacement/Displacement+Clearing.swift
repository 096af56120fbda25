import Foundation

extension Displacement {
    /// Clears `fitted` of the active `regions` within `region` (SPEC 5.2, 5.3): the nearest clear
    /// position at its size (``nearestClear(_:within:avoiding:)``); where none exists, because an
    /// occlusion leaves no room to move (a keyboard as wide as its region beside a punch-hole
    /// camera), the largest part of it clear of them — it shrinks, as SPEC 5.3 has an element
    /// that no longer fits do; nil when no part is clear.
    ///
    /// A part is cut from the frame beside an obstacle in its way (the strip before or after it
    /// along either axis), again for the obstacles still in the part's way, and nudged like the
    /// whole; the largest clear part wins (ties: the one whose centre moves least, then the first
    /// cut: before the obstacle, after it, above, below).
    /// - Parameter regions: obstacles; only active ones count.
    /// - Complexity: O(*o*²) nudges for *o* obstacles in the way (each O(*o*³), see
    ///   ``nearestClear(_:within:avoiding:)``); allocates only when the frame cannot move clear.
    static func cleared(_ fitted: CGRect, within region: CGRect, avoiding regions: [ReservedRegion]) -> CGRect? {
        if let moved = nearestClear(fitted, within: region, avoiding: regions) { return moved }
        var best: CGRect?
        var bestArea: CGFloat = 0
        var bestDistance = CGFloat.infinity
        var pending = [fitted]
        // Each round cuts beside one more obstacle; a part clear of all needs at most one cut each.
        for _ in 0..<regions.count where !pending.isEmpty {
            var next: [CGRect] = []
            for part in pending {
                for obstacle in regions where obstacle.isActive && blocks(obstacle.frame, part) {
                    for piece in pieces(of: part, beside: obstacle.frame) where piece.width * piece.height > bestArea {
                        guard let clear = nearestClear(piece, within: region, avoiding: regions) else {
                            next.append(piece)
                            continue
                        }
                        let area = clear.width * clear.height
                        let distance = hypot(clear.midX - fitted.midX, clear.midY - fitted.midY)
                        if area > bestArea || (area == bestArea && distance < bestDistance) {
                            (best, bestArea, bestDistance) = (clear, area, distance)
                        }
                    }
                }
            }
            pending = next.filter { $0.width * $0.height > bestArea }
        }
        return best
    }

    /// The parts of `rect` before and after `obstacle` along x, then along y
    /// (``CGRect/strips(beside:)``), each only where it has a size above ``tolerance``.
    static func pieces(of rect: CGRect, beside obstacle: CGRect) -> [CGRect] {
        let strips = rect.strips(beside: obstacle)
        return [strips.left, strips.right, strips.top, strips.bottom].filter { $0.width > tolerance && $0.height > tolerance }
    }

    /// `fitted` cleared within `region` and how it fits compared with `original`: at its size
    /// (`fits`), smaller (`shrunk`), or — no part clear — where it was (`noRoom`).
    static func clearing(_ fitted: CGRect, original: CGRect, within region: CGRect,
                         avoiding regions: [ReservedRegion]) -> (frame: CGRect, fit: PlacementFit) {
        guard let placed = cleared(fitted, within: region, avoiding: regions) else { return (fitted, .noRoom) }
        return (placed, placed.size == original.size ? .fits : .shrunk)
    }
}

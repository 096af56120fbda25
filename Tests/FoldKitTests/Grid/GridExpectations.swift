import Foundation
import Testing
import FoldKit

/// Small helpers for grid expectations written as derivations.
enum GridExpect {
    /// `value` rounded down to whole pixels at scale 3, as the solver snaps cell sizes (SPEC 1).
    static func px(_ value: CGFloat) -> CGFloat { (value * 3).rounded(.down) / 3 }

    /// Contract tolerance: one pixel at scale 3 (contract.json checks computed geometry within 0.34).
    static let contractTolerance: CGFloat = 0.34

    /// Whether `a` and `b` agree within `tolerance` (floating-point noise by default).
    static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    /// Whether two rects agree within `tolerance` on every edge.
    static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
            && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
    }

    /// The request mirrored about the bounds' vertical centre line, direction flipped: its layout,
    /// mirrored back, must equal the original's (SPEC 3.4, RTL).
    static func mirrored(_ request: GridRequest) -> GridRequest {
        var copy = request
        copy.space.regions = request.space.regions.map { var r = $0; r.frame = $0.frame.mirrored(in: request.bounds); return r }
        copy.space.layoutDirection = request.space.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        return copy
    }
}

import Foundation
import FoldKit
import _FoldKitTestSupport

/// A random container with random divisions, for property tests of the two-view solvers.
///
/// Containers may have non-zero origins; divisions run top to bottom or side to side, cross the
/// container, clip its edge or miss it, are 0–60 pt thick, and may be inactive. Two divisions are
/// parallel and never overlap (overlapping hardware does not exist).
struct RandomLayoutSpace: CustomStringConvertible {
    var bounds: CGRect
    var regions: [ReservedRegion]
    var sizeClasses: SizeClasses
    var scale: CGFloat
    /// The window's safe-area insets: 0–60 pt (at most half the container's width) on the left and
    /// right, 0–30 at the top, none at the bottom.
    var safeAreaInsets: PhysicalInsets

    /// The window: at the origin, as far beyond the container on the right and bottom as the
    /// container's origin is from it on the left and top, so mirroring about the container's centre
    /// line mirrors the window too. A container whose edge lies inside an unsafe strip reaches the
    /// window's edge for the list–detail rule (SPEC 4.4).
    var window: CGRect { CGRect(x: 0, y: 0, width: bounds.maxX + bounds.minX, height: bounds.maxY + bounds.minY) }

    init(using rng: inout SeededGenerator) {
        let width = CGFloat(Int.random(in: 40...1500, using: &rng)) + [0, 0.5, 0.3][Int.random(in: 0...2, using: &rng)]
        let height = CGFloat(Int.random(in: 40...1500, using: &rng))
        bounds = CGRect(x: CGFloat(Int.random(in: 0...300, using: &rng)), y: CGFloat(Int.random(in: 0...300, using: &rng)) / 2,
                        width: width, height: height)
        let classes = SizeClass.allCases
        sizeClasses = SizeClasses(horizontal: classes.randomElement(using: &rng)!, vertical: classes.randomElement(using: &rng)!)
        scale = [0, 1, 2, 3, 2.625].randomElement(using: &rng)!
        // At most half the width each: a safe area never has a negative size (that is invalid
        // input, which the solvers refuse).
        let left = min(CGFloat(Int.random(in: 0...60, using: &rng)), width / 2), right = min(CGFloat(Int.random(in: 0...60, using: &rng)), width / 2)
        safeAreaInsets = PhysicalInsets(top: CGFloat(Int.random(in: 0...30, using: &rng)), left: left, right: right)
        regions = []
        let vertical = Bool.random(using: &rng)  // runs top to bottom
        for index in 0..<Int.random(in: 0...2, using: &rng) {
            let thickness: CGFloat = Int.random(in: 0...3, using: &rng) == 0 ? 0 : CGFloat(Int.random(in: 1...120, using: &rng)) / 2
            let along = vertical ? bounds.width : bounds.height
            let start = (vertical ? bounds.minX : bounds.minY) + CGFloat.random(in: -0.1...1.05, using: &rng) * along
            let crosses = Int.random(in: 0...4, using: &rng) > 0
            let spanStart = (vertical ? bounds.minY : bounds.minX) + (crosses ? -10 : CGFloat.random(in: 0...100, using: &rng))
            let span = crosses ? (vertical ? bounds.height : bounds.width) + 20 : CGFloat.random(in: 10...400, using: &rng)
            let frame = vertical ? CGRect(x: start, y: spanStart, width: thickness, height: span)
                                 : CGRect(x: spanStart, y: start, width: span, height: thickness)
            if regions.contains(where: { $0.frame.insetBy(dx: -1, dy: -1).intersects(frame) }) { continue }
            regions.append(ReservedRegion(id: "division-\(index)", kind: .division, frame: frame, isActive: Int.random(in: 0...4, using: &rng) > 0))
        }
    }

    /// The request in `direction`.
    func request(_ direction: LayoutDirection) -> ArrangementRequest {
        ArrangementRequest(space: LayoutSpace(scale: scale, window: window, sizeClasses: sizeClasses, safeAreaInsets: safeAreaInsets,
                                              regions: regions, layoutDirection: direction), bounds: bounds)
    }

    /// This space mirrored about the container's vertical centre line, in RTL: solvers must return
    /// the mirror image of their LTR result for it.
    func mirroredRequest() -> ArrangementRequest {
        var request = self.request(.rightToLeft)
        request.space.safeAreaInsets = safeAreaInsets.mirrored
        request.space.regions = regions.map { region in
            var copy = region
            copy.frame = region.frame.mirrored(in: bounds)
            return copy
        }
        return request
    }

    var description: String {
        "bounds \(Format.rect(bounds)), \(sizeClasses.horizontal.rawValue)/\(sizeClasses.vertical.rawValue), scale \(Format.number(scale)), regions "
            + regions.map { "\($0.id) \($0.isActive ? "active" : "inactive") \(Format.rect($0.frame))" }.joined(separator: "; ")
    }
}

/// Whether `a` is `b` within `tolerance` on every edge (nil equals only nil).
func nearlyEqual(_ a: CGRect?, _ b: CGRect?, tolerance: CGFloat) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return abs(a.minX - b.minX) <= tolerance && abs(a.maxX - b.maxX) <= tolerance
        && abs(a.minY - b.minY) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
}

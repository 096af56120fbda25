import Foundation
import FoldKit
import FoldKitScenes

/// The geometry lint measures with: overlaps, gaps and straddling, with one documented tolerance.
///
/// All rects share one coordinate space (window coordinates, points).
enum LintGeometry {
    /// Overlaps and overflows up to this many points are not findings: 0.01 pt is far below a
    /// pixel at any real scale (1/3 pt at scale 3), so it absorbs floating-point error in
    /// computed boundaries (455.49999…) without hiding a real fault (STYLE 6).
    static let tolerance: CGFloat = 0.01

    /// Whether a division runs top to bottom (taller than wide): then it is crossed horizontally.
    static func runsTopToBottom(_ division: CGRect) -> Bool { ReservedRegion.runsTopToBottom(division) }

    /// The axis across `division`: `.horizontal` for one running top to bottom (a book fold).
    static func acrossAxis(of division: CGRect) -> Axis { runsTopToBottom(division) ? .horizontal : .vertical }

    /// The intersection of `a` and `b` when both its sides exceed ``tolerance``, else nil.
    static func overlap(_ a: CGRect, _ b: CGRect) -> CGRect? {
        let part = a.intersection(b)
        guard !part.isNull, part.width > tolerance, part.height > tolerance else { return nil }
        return part
    }

    /// How deep `frame` reaches into `division` across it (the intersection's width for a
    /// division running top to bottom), nil when they do not overlap.
    static func depth(of frame: CGRect, in division: CGRect) -> CGFloat? {
        overlap(frame, division).map { $0.length(along: acrossAxis(of: division)) }
    }

    /// How far `frame` reaches past each side of `division` across it, (before, after), when it
    /// covers the division's whole extent across and more on both sides; else nil.
    /// A division with no extent across (a crease that is a line) counts: the frame must share its
    /// length along it and lie on both sides of it.
    static func straddle(_ frame: CGRect, _ division: CGRect) -> (before: CGFloat, after: CGFloat)? {
        let axis = acrossAxis(of: division), along = axis.crossing
        let shared = min(frame.maximum(along: along), division.maximum(along: along)) - max(frame.minimum(along: along), division.minimum(along: along))
        guard shared > tolerance else { return nil }
        let before = division.minimum(along: axis) - frame.minimum(along: axis)
        let after = frame.maximum(along: axis) - division.maximum(along: axis)
        return before > tolerance && after > tolerance ? (before, after) : nil
    }

    /// The distance between two rects, 0 when they touch or overlap.
    static func gap(_ a: CGRect, _ b: CGRect) -> CGFloat {
        let dx = max(0, max(b.minX - a.maxX, a.minX - b.maxX))
        let dy = max(0, max(b.minY - a.maxY, a.minY - b.maxY))
        return hypot(dx, dy)
    }

    /// Whether `rect` has an area above the tolerance (a node with room to show).
    static func hasArea(_ rect: CGRect?) -> Bool {
        guard let rect, rect.isFiniteRect else { return false }
        return rect.width > tolerance && rect.height > tolerance
    }

    /// How far `frame` reaches past each edge of `bounds`, physical: (top, left, bottom, right),
    /// each ≥ 0.
    static func overflow(of frame: CGRect, beyond bounds: CGRect) -> PhysicalInsets {
        PhysicalInsets(top: max(0, bounds.minY - frame.minY), left: max(0, bounds.minX - frame.minX),
                       bottom: max(0, frame.maxY - bounds.maxY), right: max(0, frame.maxX - bounds.maxX))
    }

    /// The side with the largest overflow and its depth (ties: top, left, bottom, right).
    static func deepest(_ overflow: PhysicalInsets) -> (side: PhysicalSide, depth: CGFloat)? {
        let sides: [(side: PhysicalSide, depth: CGFloat)] = [(.top, overflow.top), (.left, overflow.left),
                                                              (.bottom, overflow.bottom), (.right, overflow.right)]
        return sides.reduce(nil) { best, side in (best == nil || side.depth > best!.depth) ? side : best }
    }

    /// The centre of `rect` along `axis`.
    static func centre(of rect: CGRect, along axis: Axis) -> CGFloat { axis == .horizontal ? rect.midX : rect.midY }

    /// Whether the user moves `node`'s content past reserved regions by hand, so any part of it
    /// can be brought out from under a camera: scrolling content scrolls (SPEC 5.1), a map pans.
    /// FK002 exempts it.
    static func movesUnderHand(_ node: SceneLayoutNode) -> Bool {
        node.isScrollingContent || node.role == .element(.map)
    }

    /// Whether `node` is media as FK010 judges it: an image, video or audio artwork, or a map.
    static func isMedia(_ node: SceneLayoutNode) -> Bool {
        switch node.role {
        case .element(.media), .element(.map), .element(.image): return true
        default: return false
        }
    }

    /// Whether `frame` crosses `hardware`, a division's hardware area: overlaps it with area, or,
    /// for a crease with no width (a line), lies on both sides of it along a shared length.
    static func crosses(_ frame: CGRect, _ hardware: CGRect) -> Bool {
        overlap(frame, hardware) != nil || straddle(frame, hardware) != nil
    }

    /// The part of `region` that `node` must keep out of: its hardware area for full-bleed media
    /// (important, non-interactive media, maps and images "may come closer to the fold than
    /// controls", SPEC 3.2), else its frame, margins included.
    static func bound(of region: ReservedRegion, for node: SceneLayoutNode) -> CGRect {
        guard !node.isInteractive else { return region.frame }
        switch node.role {
        case .element(.media), .element(.map), .element(.image): return region.hardwareFrame
        default: return region.frame
        }
    }
}

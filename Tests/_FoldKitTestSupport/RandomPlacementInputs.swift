import Foundation
import FoldKit

/// Random spaces and rects for placement property tests: windows, safe areas, folds of any
/// position, thickness, margin and orientation (active or not, sometimes two), occlusions and
/// outer display sides. Deterministic for a given generator state.
public enum RandomPlacementInputs {
    /// A random number in `range`, rounded to quarter points (so layouts meet real-looking values).
    public static func number(_ range: ClosedRange<CGFloat>, using rng: inout SeededGenerator) -> CGFloat {
        (CGFloat.random(in: range, using: &rng) * 4).rounded() / 4
    }

    /// A random space: window 200…1400 pt a side, safe-area insets 0…60, up to two divisions and
    /// two occlusions.
    public static func space(using rng: inout SeededGenerator) -> LayoutSpace {
        let window = CGRect(x: 0, y: 0, width: number(200...1400, using: &rng), height: number(200...1400, using: &rng))
        func inset(_ limit: CGFloat) -> CGFloat { Bool.random(using: &rng) ? number(0...min(60, limit / 4), using: &rng) : 0 }
        let insets = PhysicalInsets(top: inset(window.height), left: inset(window.width), bottom: inset(window.height), right: inset(window.width))
        var regions: [ReservedRegion] = []
        let divisions = Int.random(in: 0...9, using: &rng) == 0 ? 2 : (Int.random(in: 0...9, using: &rng) < 8 ? 1 : 0)
        for i in 0..<divisions { regions.append(division(in: window, id: "fold\(i)", using: &rng)) }
        for i in 0..<Int.random(in: 0...2, using: &rng) {
            let size = CGSize(width: number(8...80, using: &rng), height: number(8...80, using: &rng))
            let frame = CGRect(x: number(-20...window.width, using: &rng), y: number(-20...window.height, using: &rng), width: size.width, height: size.height)
            regions.append(ReservedRegion(id: "camera\(i)", kind: .occlusion, frame: frame, isActive: Int.random(in: 0...9, using: &rng) < 7))
        }
        let sides: [PhysicalSide?] = [nil, .left, .right, .top, .bottom]
        return LayoutSpace(window: window, safeAreaInsets: insets, regions: regions, outerDisplaySide: sides.randomElement(using: &rng)!)
    }

    /// A division line at 10…90 % of the window, 0…60 pt thick, widened by a 0…16 pt margin on
    /// each side; usually spanning the window, sometimes only part of it.
    static func division(in window: CGRect, id: String, using rng: inout SeededGenerator) -> ReservedRegion {
        let vertical = Bool.random(using: &rng)
        let thickness = Bool.random(using: &rng) ? 0 : number(0.5...60, using: &rng)
        let margin = Bool.random(using: &rng) ? 0 : number(1...16, using: &rng)
        let extent = vertical ? window.width : window.height
        let long = vertical ? window.height : window.width
        let centre = number(0.1 * extent...0.9 * extent, using: &rng)
        let partial = Int.random(in: 0...9, using: &rng) == 0
        let start = partial ? number(0...long / 2, using: &rng) : 0
        let length = partial ? number(10...long - start, using: &rng) : long
        let across = thickness + 2 * margin
        let frame = vertical ? CGRect(x: centre - across / 2, y: start, width: across, height: length)
                             : CGRect(x: start, y: centre - across / 2, width: length, height: across)
        let margins = vertical ? EdgeInsets(leading: margin, trailing: margin) : EdgeInsets(top: margin, bottom: margin)
        return ReservedRegion(id: id, kind: .division, frame: frame, margins: margins, isActive: Int.random(in: 0...3, using: &rng) > 0)
    }

    /// A random rect inside `container`, 4 pt to `maxSize` a side (limited by the container).
    public static func rect(in container: CGRect, maxSize: CGSize, using rng: inout SeededGenerator) -> CGRect {
        let width = number(min(4, container.width)...max(min(4, container.width), min(maxSize.width, container.width)), using: &rng)
        let height = number(min(4, container.height)...max(min(4, container.height), min(maxSize.height, container.height)), using: &rng)
        let x = number(container.minX...max(container.minX, container.maxX - width), using: &rng)
        let y = number(container.minY...max(container.minY, container.maxY - height), using: &rng)
        return CGRect(x: x, y: y, width: min(width, container.maxX - x), height: min(height, container.maxY - y))
    }

    /// A container inside the window's safe area, at least 120 × 120 pt where the safe area allows.
    public static func container(in space: LayoutSpace, using rng: inout SeededGenerator) -> CGRect {
        let safe = space.safeAreaFrame
        return rect(in: safe, maxSize: safe.size, using: &rng).union(
            CGRect(x: safe.minX, y: safe.minY, width: min(120, safe.width), height: min(120, safe.height)))
    }
}

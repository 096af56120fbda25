import Foundation
import FoldKit

extension LintText {
    /// Where content may go beside `division`, physical window coordinates: `left of x 455.5 or
    /// right of x 495.5` for a division running top to bottom, `above y … or below y …` otherwise.
    /// With `window` (the window's bounds), only the sides with room inside it: a division that
    /// clips the window's right edge leaves `left of x 455.5`, never a position past the window.
    static func sides(of division: CGRect, within window: CGRect? = nil) -> String {
        let upright = LintGeometry.runsTopToBottom(division)
        let (start, end) = upright ? (division.minX, division.maxX) : (division.minY, division.maxY)
        let before = upright ? "left of x \(number(start))" : "above y \(number(start))"
        let after = upright ? "right of x \(number(end))" : "below y \(number(end))"
        guard let window else { return before + " or " + after }
        let (low, high) = upright ? (window.minX, window.maxX) : (window.minY, window.maxY)
        let sides = (start > low ? [before] : []) + (end < high ? [after] : [])
        return sides.isEmpty ? "outside it (the window lies within it)" : sides.joined(separator: " or ")
    }

    /// The two reaches of a straddle, physical: `120pt left of it and 95pt right of it`, or
    /// `30pt above it and 20pt below it`.
    static func reaches(_ straddle: (before: CGFloat, after: CGFloat), division: CGRect) -> String {
        let (first, second) = LintGeometry.runsTopToBottom(division) ? ("left of", "right of") : ("above", "below")
        return "\(points(straddle.before)) \(first) it and \(points(straddle.after)) \(second) it"
    }
}

import Foundation
import FoldKit

extension LintText {
    /// Where content may go beside `division`, physical window coordinates: `left of x 455.5 or
    /// right of x 495.5` for a division running top to bottom, `above y … or below y …` otherwise.
    static func sides(of division: CGRect) -> String {
        LintGeometry.runsTopToBottom(division)
            ? "left of x \(number(division.minX)) or right of x \(number(division.maxX))"
            : "above y \(number(division.minY)) or below y \(number(division.maxY))"
    }

    /// The two reaches of a straddle, physical: `120pt left of it and 95pt right of it`, or
    /// `30pt above it and 20pt below it`.
    static func reaches(_ straddle: (before: CGFloat, after: CGFloat), division: CGRect) -> String {
        let (first, second) = LintGeometry.runsTopToBottom(division) ? ("left of", "right of") : ("above", "below")
        return "\(points(straddle.before)) \(first) it and \(points(straddle.after)) \(second) it"
    }
}

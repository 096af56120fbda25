import Foundation

extension PixelGrid {
    /// `value` rounded down to a pixel boundary; a value within 1e-7 px of a boundary counts as on
    /// it (so `563 / 3` stays 563 pixels); unchanged without a grid (scale 0).
    /// - Complexity: O(1).
    func snapDown(_ value: CGFloat) -> CGFloat { directed(value, .down) }

    /// `value` rounded up to a pixel boundary, with the same tolerance as ``snapDown(_:)``.
    /// - Complexity: O(1).
    func snapUp(_ value: CGFloat) -> CGFloat { directed(value, .up) }

    private func directed(_ value: CGFloat, _ rule: FloatingPointRoundingRule) -> CGFloat {
        guard scale > 0, value.isFinite else { return value }
        let pixels = value * scale
        let nearest = pixels.rounded()
        return (abs(pixels - nearest) < 1e-7 ? nearest : pixels.rounded(rule)) / scale
    }
}

import Foundation

extension LayoutSpace {
    /// The insets of a rect from the safe area `safe`, both in one coordinate space: how far each
    /// edge of `rect` lies outside `safe`, clamped so that the safe area they leave lies inside
    /// `rect` (empty when `rect` lies wholly in an unsafe strip, such as a window inside the status
    /// bar). Top and left are clamped first; bottom and right get what remains.
    /// Also the content insets of a scrolling viewport `rect` around its clear area `safe`.
    /// - Complexity: O(1).
    public static func insets(of rect: CGRect, from safe: CGRect) -> PhysicalInsets {
        let top = overlap(safe.minY - rect.minY, rect.height), left = overlap(safe.minX - rect.minX, rect.width)
        return PhysicalInsets(top: top, left: left,
                              bottom: overlap(rect.maxY - safe.maxY, rect.height - top),
                              right: overlap(rect.maxX - safe.maxX, rect.width - left))
    }
}

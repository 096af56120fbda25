import Foundation

extension ArrangementRequest {
    /// The safe-area insets that fall on `frame`, named by the space's reading direction (leading
    /// = left in LTR, right in RTL): how far each edge of `frame` lies inside the unsafe area (the
    /// space's, ``LayoutSpace/safeAreaFrame``), ≥ 0 and at most the frame's extent. Zero when
    /// the safe area is not finite.
    /// - Complexity: O(1).
    public func safeAreaInsets(of frame: CGRect) -> EdgeInsets {
        let safe = space.safeAreaFrame
        guard safe.isFiniteRect else { return .zero }
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
        let physical = PhysicalInsets(top: clamp(safe.minY - frame.minY, frame.height),
                                      left: clamp(safe.minX - frame.minX, frame.width),
                                      bottom: clamp(frame.maxY - safe.maxY, frame.height),
                                      right: clamp(frame.maxX - safe.maxX, frame.width))
        return physical.directional(space.layoutDirection)
    }
}

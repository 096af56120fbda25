import Foundation

extension ArrangementRequest {
    /// The safe-area insets that fall on `frame`, named by the space's reading direction (leading
    /// = left in LTR, right in RTL): how far each edge of `frame` lies inside the unsafe area (the
    /// space's, ``LayoutSpace/safeAreaFrame``), ≥ 0 and at most the frame's extent. Zero when
    /// the safe area is not finite.
    /// - Complexity: O(1).
    public func safeAreaInsets(of frame: CGRect) -> EdgeInsets { SafeArea(self).insets(of: frame) }

    /// The space's safe area and reading direction, read once for the several frames a solve
    /// measures against them (the list–detail rule's container and panes).
    struct SafeArea {
        /// The space's safe area, window coordinates.
        let frame: CGRect
        /// The space's layout direction.
        let direction: LayoutDirection

        @inline(__always)
        init(_ request: ArrangementRequest) {
            frame = request.space.safeAreaFrame
            direction = request.space.layoutDirection
        }

        /// ``ArrangementRequest/safeAreaInsets(of:)`` of `rect`.
        @inline(__always)
        func insets(of rect: CGRect) -> EdgeInsets {
            let safe = frame
            guard safe.isFiniteRect else { return .zero }
            func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
            let physical = PhysicalInsets(top: clamp(safe.minY - rect.minY, rect.height),
                                          left: clamp(safe.minX - rect.minX, rect.width),
                                          bottom: clamp(rect.maxY - safe.maxY, rect.height),
                                          right: clamp(rect.maxX - safe.maxX, rect.width))
            return physical.directional(direction)
        }
    }
}

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
            let physical = PhysicalInsets(top: Self.clamp(safe.inlineMinY - rect.inlineMinY, rect.inlineHeight),
                                          left: Self.clamp(safe.inlineMinX - rect.inlineMinX, rect.inlineWidth),
                                          bottom: Self.clamp(rect.inlineMaxY - safe.inlineMaxY, rect.inlineHeight),
                                          right: Self.clamp(rect.inlineMaxX - safe.inlineMaxX, rect.inlineWidth))
            return physical.directional(direction)
        }

        /// The leading one of ``insets(of:)`` alone (left in LTR, right in RTL).
        @inline(__always)
        func leadingInset(of rect: CGRect) -> CGFloat {
            let safe = frame
            guard safe.isFiniteRect else { return 0 }
            return direction == .leftToRight ? Self.clamp(safe.inlineMinX - rect.inlineMinX, rect.inlineWidth)
                                             : Self.clamp(rect.inlineMaxX - safe.inlineMaxX, rect.inlineWidth)
        }

        /// `value` within 0 … `limit` (0 for a negative limit).
        @inline(__always)
        private static func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { lesser(greater(value, 0), greater(limit, 0)) }
    }
}

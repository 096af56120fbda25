import Foundation

/// How one view of a split arrangement asks for space (SPEC 4.1 pane sizes).
///
/// Pane-size properties apply only when no active division drives the split; at a division each
/// view gets one region whatever it asks. The overlay style reads only ``idealSize``.
public struct ArrangementViewProperties: Sendable, Hashable {
    /// The width the view asks for when the views sit side by side, points or fraction of the container.
    public var width: DimensionRange
    /// The height the view asks for when the views are stacked.
    public var height: DimensionRange
    /// The higher priority gets the space it asks for first; the other gets the rest (tie: primary).
    /// Finite.
    public var layoutPriority: Double
    /// Use ``idealSize`` as the preferred length (SwiftUI's `splitArrangementFixedLayoutSize()`).
    public var prefersFixedSize: Bool
    /// The view's ideal size, points, finite and ≥ 0; nil when it has none. The overlay's primary
    /// takes it; a view that prefers its fixed size but has none asks as if it did not.
    public var idealSize: CGSize?

    /// Creates properties; by default the view asks for nothing in particular.
    public init(width: DimensionRange = .unconstrained, height: DimensionRange = .unconstrained,
                layoutPriority: Double = 0, prefersFixedSize: Bool = false, idealSize: CGSize? = nil) {
        self.width = width
        self.height = height
        self.layoutPriority = layoutPriority
        self.prefersFixedSize = prefersFixedSize
        self.idealSize = idealSize
    }

    /// The range along `axis`: ``width`` for `.horizontal`, ``height`` for `.vertical`.
    public func range(along axis: Axis) -> DimensionRange { axis == .horizontal ? width : height }

    /// The ideal length along `axis` when the view prefers its fixed size and has an ideal size
    /// (finite and ≥ 0: the solvers validate it first).
    func fixedLength(along axis: Axis) -> CGFloat? {
        guard prefersFixedSize, let idealSize else { return nil }
        return idealSize.length(along: axis)
    }
}

import Foundation

/// How one view of a split arrangement asks for space (SPEC 4.1 pane sizes).
///
/// Pane-size properties apply only when no active division drives the split; at a division each
/// view gets one region whatever it asks. The overlay style reads only ``idealSize`` and ``edge``.
///
/// The seeds' UIKit shape reads almost verbatim (SPEC 4.1, S1): take a style's
/// ``SplitArrangement/defaultViewProperties``, set a ``DimensionRange`` on ``width``, and hand the
/// properties back with ``SplitArrangement/setViewProperties(_:for:)``.
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
    /// The overlay style's per-view edge (SPEC 4.2; UIKit's overlay view property `edge`, SwiftUI's
    /// `overlayArrangementEdge(_:)`, S1): on the primary, the edge it is anchored to while stacked
    /// and the side it takes at a fold that runs across the edge's axis; on the secondary, the side
    /// the secondary takes, so the primary takes the opposite one. `leading` is the left edge in
    /// LTR and the right edge in RTL. Nil (the default) leaves the style's
    /// ``OverlayArrangement/edge``; the split style ignores it.
    public var edge: ArrangementEdge?

    /// Creates properties; by default the view asks for nothing in particular.
    public init(width: DimensionRange = .unconstrained, height: DimensionRange = .unconstrained,
                layoutPriority: Double = 0, prefersFixedSize: Bool = false, idealSize: CGSize? = nil,
                edge: ArrangementEdge? = nil) {
        self.width = width
        self.height = height
        self.layoutPriority = layoutPriority
        self.prefersFixedSize = prefersFixedSize
        self.idealSize = idealSize
        self.edge = edge
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

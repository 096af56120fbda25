import Foundation

/// One view's place in an ``ArrangementResult``: shown or not, its frame and its z-index (SPEC 4).
///
/// A hidden view has no frame. The frame is in **window coordinates**, points.
public struct ArrangedView: Sendable, Hashable {
    /// Whether the view is shown.
    public var isVisible: Bool
    /// The view's frame, window coordinates; nil exactly when hidden.
    public var frame: CGRect?
    /// The stacking order: 1 for the overlay's primary without an active division (over the
    /// secondary, or at its place over it when the secondary is hidden), else 0. Dependent views
    /// read it to adapt (SPEC 4.2: a list collapsed while stacked expands at 0).
    public var zIndex: Int

    /// Creates a placement.
    public init(isVisible: Bool, frame: CGRect?, zIndex: Int = 0) {
        self.isVisible = isVisible
        self.frame = frame
        self.zIndex = zIndex
    }

    /// A shown view at `frame`.
    public static func shown(_ frame: CGRect, zIndex: Int = 0) -> ArrangedView {
        ArrangedView(isVisible: true, frame: frame, zIndex: zIndex)
    }

    /// A hidden view: not visible, no frame, z-index 0.
    public static let hidden = ArrangedView(isVisible: false, frame: nil, zIndex: 0)
}

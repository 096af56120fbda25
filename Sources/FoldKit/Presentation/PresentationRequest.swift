import Foundation

/// The input of ``Presentation/solve(_:)``: what is presented, how large, next to what, in which
/// space (SPEC 7).
///
/// Every rect is in **window coordinates**, points, physical. Example (OdoKeep): the "delete
/// vehicle?" alert, 270 × 150, in tabletop goes to the top region.
public struct PresentationRequest: Sendable, Hashable {
    /// The kind of presentation.
    public var kind: PresentationKind
    /// The preferred size, points, finite and ≥ 0. For an action sheet: (maximum width, height). A presentation
    /// larger than its region shrinks to it (its content scrolls).
    public var size: CGSize
    /// The anchor, window coordinates: required in spirit for popovers and menus (without one
    /// they are centred like an alert), the trigger of an action sheet, the region of a toast.
    public var anchor: CGRect?
    /// The window's space. Its layout direction decides that a popover that cannot go below or
    /// above tries the anchor's trailing side first and that an action sheet's tie goes to the
    /// leading region; alerts do not mirror.
    public var space: LayoutSpace
    /// The container, window coordinates; nil for the window's safe area (CLI.md `place`).
    public var container: CGRect?
    /// The gap between a popover or menu and its anchor, points, finite and ≥ 0 (default 8).
    public var anchorGap: CGFloat
    /// An action sheet's height as a fraction of its **region's** height (BR-18: 0.92 → 92 % of
    /// the lower half in tabletop, not of the window), above 0 and at most 1; nil to use
    /// ``size``'s height.
    public var heightFraction: CGFloat?
    /// A toast's distance from its region's bottom edge and its minimum horizontal padding, points
    /// (default 16), finite and ≥ 0. The padding is measured inside the safe area, so it adds to the
    /// side insets.
    public var edgeMargin: CGFloat
    /// How far a popover or menu stays inside the container (the safe area) from each of its
    /// edges, points (default 8), finite and ≥ 0 (SPEC 7, amended 2026-12-02). A region's edge at
    /// a division is no container edge: a menu may sit right below the fold.
    public var minimumEdgeDistance: CGFloat

    /// Creates a request; ``Presentation/solve(_:)`` checks its values (``validate()``).
    public init(kind: PresentationKind, size: CGSize, anchor: CGRect? = nil, space: LayoutSpace,
                container: CGRect? = nil, anchorGap: CGFloat = 8, heightFraction: CGFloat? = nil, edgeMargin: CGFloat = 16,
                minimumEdgeDistance: CGFloat = 8) {
        self.kind = kind
        self.size = size
        self.anchor = anchor
        self.space = space
        self.container = container
        self.anchorGap = anchorGap
        self.heightFraction = heightFraction
        self.edgeMargin = edgeMargin
        self.minimumEdgeDistance = minimumEdgeDistance
    }

    /// The container actually used: ``container`` or the window's safe area.
    public var resolvedContainer: CGRect { container ?? space.safeAreaFrame }
}

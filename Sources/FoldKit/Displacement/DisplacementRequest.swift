import Foundation

/// The input of ``Displacement/solve(_:)->DisplacementResult``: one element, what it is for, and the space it lives in
/// (SPEC 5).
///
/// Every rect is in **window coordinates**, points, physical (x grows to the right whatever the
/// layout direction). Example (OdoKeep's fuel-price screen in tabletop): the refuel button centred
/// across the fold, `purpose: .interactive`, moves into the bottom region.
public struct DisplacementRequest: Sendable, Hashable {
    /// The window's space: safe area, reserved regions, outer display side and layout direction.
    /// The direction decides only which region is *trailing* (a book fold on a device without an
    /// outer display); the outer display's side is physical and never mirrors.
    public var space: LayoutSpace
    /// The element's undisplaced frame (where the layout put it), window coordinates.
    public var frame: CGRect
    /// What the element is for.
    public var purpose: DisplacementPurpose
    /// The frame of the element it belongs with, for ``DisplacementPurpose/contextual``; window
    /// coordinates. Without one, contextual content goes where it moves least.
    public var anchor: CGRect?
    /// The container the element lives in, window coordinates; nil for the window's safe area.
    /// Regions are this container split by the active divisions that cross it (SPEC 3.5).
    public var container: CGRect?
    /// Whether the element keeps clear of the crease before the device bends (SPEC 5.2,
    /// *anticipating the fold* [S1]): inactive divisions count as active, so flat it already sits
    /// where it sits folded and bending moves nothing. Default false: centred while open, moved
    /// when the device folds.
    public var anticipatesFold: Bool

    /// Creates a request.
    public init(space: LayoutSpace, frame: CGRect, purpose: DisplacementPurpose, anchor: CGRect? = nil,
                container: CGRect? = nil, anticipatesFold: Bool = false) {
        self.anticipatesFold = anticipatesFold
        self.space = space
        self.frame = frame
        self.purpose = purpose
        self.anchor = anchor
        self.container = container
    }

    /// The container actually used: ``container`` or the window's safe area.
    public var resolvedContainer: CGRect { container ?? space.safeAreaFrame }

    /// The reserved regions the solve sees: the space's, with every inactive division active
    /// when the element ``anticipatesFold``.
    var effectiveRegions: [ReservedRegion] { anticipatesFold ? space.regions.anticipatingFold : space.regions }
}

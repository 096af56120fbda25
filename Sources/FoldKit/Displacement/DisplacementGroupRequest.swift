import Foundation

/// The input of ``Displacement/solve(_:)-(DisplacementGroupRequest)``: elements that work together
/// and move together, such as a photo and its context menu (SPEC 5.1).
///
/// Every rect is in **window coordinates**, points, physical.
public struct DisplacementGroupRequest: Sendable, Hashable {
    /// The window's space: safe area, reserved regions, outer display side and layout direction
    /// (which decides only which region is trailing, see ``DisplacementRequest/space``).
    public var space: LayoutSpace
    /// The members' undisplaced frames, window coordinates; results come back in this order.
    public var frames: [CGRect]
    /// What the group is for; it decides the region as for one element whose frame is the
    /// members' union.
    public var purpose: DisplacementPurpose
    /// The element the group belongs with, for ``DisplacementPurpose/contextual`` (the photo a
    /// context menu opened on may itself be a member), window coordinates.
    public var anchor: CGRect?
    /// The container, window coordinates; nil for the window's safe area.
    public var container: CGRect?
    /// Whether the element keeps clear of the crease before the device bends (SPEC 5.2,
    /// *anticipating the fold* [S1]): inactive divisions count as active, so flat it already sits
    /// where it sits folded and bending moves nothing. Default false: centred while open, moved
    /// when the device folds.
    public var anticipatesFold: Bool

    /// Creates a request.
    public init(space: LayoutSpace, frames: [CGRect], purpose: DisplacementPurpose, anchor: CGRect? = nil,
                container: CGRect? = nil, anticipatesFold: Bool = false) {
        self.anticipatesFold = anticipatesFold
        self.space = space
        self.frames = frames
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

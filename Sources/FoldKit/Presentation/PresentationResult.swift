import Foundation

/// The output of ``Presentation/solve(_:)``: the frame, its region, whether reserved regions
/// moved it, and the arrow (SPEC 7).
///
/// Contract: unless ``fit`` is ``PlacementFit/noRoom``, ``frame`` lies inside ``region`` (so inside
/// the container, the safe area by default) and MUST NOT intersect an active reserved region's
/// frame. Frames are not snapped to the pixel grid (they are bounded by region frames, which are
/// data).
public struct PresentationResult: Sendable, Hashable {
    /// The placed frame, window coordinates, points.
    public var frame: CGRect
    /// The usable region it is in (the container split at the active divisions; the container
    /// itself when no division splits it), window coordinates.
    public var region: CGRect
    /// The index of ``region`` among ``UsableRegions/regions`` (physical order).
    public var regionIndex: Int
    /// Whether reserved regions changed the frame: it differs from the same request placed with
    /// no reserved regions at all.
    public var isDisplaced: Bool
    /// How far reserved regions moved it: the distance between its centre and the centre of the
    /// same request placed with no reserved regions, points.
    public var distance: CGFloat
    /// Popovers and menus: which way the arrow points (toward the anchor); nil for other kinds and
    /// when no side of the anchor has room, so it covers the anchor.
    public var arrowDirection: ArrowDirection?
    /// Whether it fits at its full size, shrank, or found no room clear of occlusions.
    public var fit: PlacementFit
    /// Why it is in that region.
    public var reason: PresentationReason

    /// Creates a placement.
    public init(frame: CGRect, region: CGRect, regionIndex: Int, isDisplaced: Bool, distance: CGFloat = 0,
                arrowDirection: ArrowDirection?, fit: PlacementFit, reason: PresentationReason) {
        self.frame = frame
        self.region = region
        self.regionIndex = regionIndex
        self.isDisplaced = isDisplaced
        self.distance = distance
        self.arrowDirection = arrowDirection
        self.fit = fit
        self.reason = reason
    }
}

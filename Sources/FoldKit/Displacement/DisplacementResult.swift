import Foundation

/// The output of ``Displacement/solve(_:)->DisplacementResult``: where an element goes, how far, into which region and
/// why (SPEC 5).
///
/// Contract: unless ``fit`` is ``PlacementFit/noRoom`` or the element is scrolling content,
/// ``frame`` MUST NOT intersect an active reserved region's frame, and a displaced frame MUST lie
/// inside its region. An element that is not displaced keeps its frame exactly.
public struct DisplacementResult: Sendable, Hashable {
    /// The placed frame, window coordinates, points. Not snapped to the pixel grid: it is bounded
    /// by region frames, which are data (SPEC 1), so snapping could push it onto the crease.
    public var frame: CGRect
    /// Whether the frame changed (moved or resized).
    public var isDisplaced: Bool
    /// How far it moved: the distance between the old and new frames' centres, points.
    public var distance: CGFloat
    /// The usable region it ends in (the container split at the active divisions), window
    /// coordinates; nil when it lies in none (an element outside its container that stays).
    public var region: CGRect?
    /// The index of ``region`` among ``UsableRegions/regions`` (physical order), nil with it.
    public var regionIndex: Int?
    /// Why it is where it is.
    public var reason: DisplacementReason
    /// Whether it fits there at its full size, shrank, or found no room clear of occlusions.
    public var fit: PlacementFit

    /// Creates a result.
    public init(frame: CGRect, isDisplaced: Bool, distance: CGFloat, region: CGRect?, regionIndex: Int?,
                reason: DisplacementReason, fit: PlacementFit) {
        self.frame = frame
        self.isDisplaced = isDisplaced
        self.distance = distance
        self.region = region
        self.regionIndex = regionIndex
        self.reason = reason
        self.fit = fit
    }
}

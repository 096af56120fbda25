import Foundation

/// The input of ``GridSolver``: a container, the reserved regions around it and the items to lay out.
///
/// Everything is in **window coordinates, points**: ``bounds`` is the grid's container (a frame in the
/// window, e.g. the safe area); ``regions`` are the window's reserved regions, physical (not mirrored),
/// active **and** inactive — the solver reads the inactive divisions too, so the column count does not
/// change when the device bends (SPEC 3.4 `includeInactive`, SPEC 6). Leading is the left edge in
/// `.leftToRight` and the right edge in `.rightToLeft`.
///
/// The request is plain data; ``GridSolver/validate(_:)`` names every invalid field (SPEC 6).
public struct GridRequest: Sendable, Hashable {
    /// The container's frame, window coordinates, points.
    public var bounds: CGRect
    /// The window's reserved regions, window coordinates, physical, active and inactive. Only
    /// divisions matter: occlusions (cameras) are the safe area's and displacement's business.
    public var regions: [ReservedRegion]
    /// How many items to place, 0 … ``GridSolver/maximumItemCount``.
    public var itemCount: Int
    /// The narrowest an item may be when the device is flat, points, > 0. Folded cells may come out
    /// narrower: they take the smaller of the two sides' fits (SPEC 6).
    public var minItemWidth: CGFloat
    /// Item height as a multiple of its width (`height = width × itemAspect`), > 0.
    public var itemAspect: CGFloat
    /// The space between neighbouring cells, points, ≥ 0. Only the gutter at an active division widens.
    public var spacing: CGFloat
    /// The outer margin on all four sides of ``bounds``, points, ≥ 0. Never widened.
    public var margin: CGFloat
    /// Whether the grid scrolls vertically. A scrolling grid lets rows pass under a horizontal fold;
    /// a non-scrolling one splits its rows at it and shrinks its cells to fit the height (SPEC 6).
    public var scrolls: Bool
    /// Which side is leading: item 0 sits at the top-leading corner.
    public var layoutDirection: LayoutDirection
    /// Pixels per point for snapping computed boundaries (SPEC 1); 0 leaves them unsnapped.
    public var scale: CGFloat

    /// Creates a request; every value is checked by ``GridSolver/solve(_:)``, not here.
    public init(bounds: CGRect, regions: [ReservedRegion] = [], itemCount: Int, minItemWidth: CGFloat,
                itemAspect: CGFloat = 1, spacing: CGFloat = 8, margin: CGFloat = 16, scrolls: Bool = true,
                layoutDirection: LayoutDirection = .leftToRight, scale: CGFloat = 0) {
        self.bounds = bounds
        self.regions = regions
        self.itemCount = itemCount
        self.minItemWidth = minItemWidth
        self.itemAspect = itemAspect
        self.spacing = spacing
        self.margin = margin
        self.scrolls = scrolls
        self.layoutDirection = layoutDirection
        self.scale = scale
    }

    /// Creates a request for a container in `space`: its regions (active and inactive) and pixel scale.
    ///
    /// `bounds` is the container in window coordinates; nil means the space's safe area. The other
    /// values are the fields of the same names.
    public init(space: LayoutSpace, bounds: CGRect? = nil, itemCount: Int, minItemWidth: CGFloat,
                itemAspect: CGFloat = 1, spacing: CGFloat = 8, margin: CGFloat = 16, scrolls: Bool = true,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.init(bounds: bounds ?? space.safeAreaFrame, regions: space.regions, itemCount: itemCount,
                  minItemWidth: minItemWidth, itemAspect: itemAspect, spacing: spacing, margin: margin,
                  scrolls: scrolls, layoutDirection: layoutDirection, scale: space.scale)
    }
}

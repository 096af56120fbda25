import Foundation

/// The input of ``GridSolver``: the window's space, a container in it and the items to lay out.
///
/// Everything is in **window coordinates, points**: ``bounds`` is the grid's container (a frame in the
/// window, e.g. the safe area). The solver reads the rest from ``space``: its reserved regions,
/// physical (not mirrored), active **and** inactive — the solver reads the inactive divisions too, so
/// the column count does not change when the device bends (SPEC 3.4 `includeInactive`, SPEC 6) — its
/// layout direction (item 0 sits at the top-leading corner: leading is the left edge in
/// `.leftToRight`, the right edge in `.rightToLeft`) and its pixel scale (computed boundaries snap to
/// `1 / scale` pt, SPEC 1; 0 leaves them unsnapped). Only divisions matter: occlusions (cameras) are
/// the safe area's and displacement's business. A grid that must see other regions than the
/// window's — content scrolled past a book fold, or a grid that ignores the fold — is asked in a
/// space with those (``LayoutSpace/with(regions:)``).
///
/// The request is plain data; ``GridSolver/validate(_:)`` names every invalid field (SPEC 6).
public struct GridRequest: Sendable, Hashable {
    /// The window's space: reserved regions, layout direction and pixel scale.
    public var space: LayoutSpace
    /// The container's frame, window coordinates, points.
    public var bounds: CGRect
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

    /// Creates a request for a container in `space`; every value is checked by
    /// ``GridSolver/solve(_:)``, not here.
    ///
    /// `bounds` is the container in window coordinates; nil means the space's safe area. The other
    /// values are the fields of the same names.
    public init(space: LayoutSpace, bounds: CGRect? = nil, itemCount: Int, minItemWidth: CGFloat,
                itemAspect: CGFloat = 1, spacing: CGFloat = 8, margin: CGFloat = 16, scrolls: Bool = true) {
        self.space = space
        self.bounds = bounds ?? space.safeAreaFrame
        self.itemCount = itemCount
        self.minItemWidth = minItemWidth
        self.itemAspect = itemAspect
        self.spacing = spacing
        self.margin = margin
        self.scrolls = scrolls
    }
}

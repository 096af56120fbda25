import Foundation

/// The space a two-view layout is solved in: container, reserved regions, size classes, safe area,
/// layout direction and pixel scale — never a device id (SPEC 4, STYLE 2).
///
/// Every rect is in **window coordinates**, points (origin at the window's top-left, y down).
/// ``bounds`` may have a non-zero origin (a container below a header); solvers compute from the
/// container's own edges and never assume it starts at (0, 0) (SPEC 3.4). ``regions`` are physical
/// (not mirrored for RTL) and include inactive ones, which solvers ignore. The same request serves
/// ``SplitArrangement``, ``OverlayArrangement``, ``ListDetailStyle`` and ``SplitViewStyle``.
public struct ArrangementRequest: Sendable, Hashable {
    /// The container, window coordinates, points.
    public var bounds: CGRect
    /// Reserved regions, window coordinates, physical; only active divisions affect a solve.
    public var regions: [ReservedRegion]
    /// The **window's** size classes, which views inherit as traits (not recomputed from ``bounds``).
    public var sizeClasses: SizeClasses
    /// The window's safe area, window coordinates; nil when the whole container is safe. Only the
    /// list–detail rule reads it (its leading inset, SPEC 4.4 rule 4).
    public var safeArea: CGRect?
    /// The layout direction: leading is the left edge in LTR, the right edge in RTL.
    public var layoutDirection: LayoutDirection
    /// Pixels per point; computed boundaries snap to `1 / scale` pt. 0 disables snapping.
    public var scale: CGFloat
    /// The window's bounds, window coordinates (origin (0, 0)); nil when unknown. The list–detail
    /// rule measures over its container extended to each window edge where the container meets
    /// a safe-area inset (SPEC 4.4, ``containerForListDetail``).
    public var window: CGRect?

    /// Creates a request from its parts.
    /// - Parameters:
    ///   - bounds: the container, window coordinates.
    ///   - regions: reserved regions, window coordinates, physical.
    ///   - sizeClasses: the window's size classes.
    ///   - safeArea: the window's safe area in window coordinates; nil when all is safe.
    ///   - layoutDirection: LTR (default) or RTL.
    ///   - scale: pixels per point for snapping computed boundaries (default 1; 0 = no snapping).
    ///   - window: the window's bounds, window coordinates; nil when unknown (``containerForListDetail``).
    public init(bounds: CGRect, regions: [ReservedRegion] = [], sizeClasses: SizeClasses,
                safeArea: CGRect? = nil, layoutDirection: LayoutDirection = .leftToRight, scale: CGFloat = 1, window: CGRect? = nil) {
        self.window = window
        self.bounds = bounds
        self.regions = regions
        self.sizeClasses = sizeClasses
        self.safeArea = safeArea
        self.layoutDirection = layoutDirection
        self.scale = scale
    }

    /// Creates the request for a container in `space`: its regions, size classes, safe area and scale.
    /// - Parameters:
    ///   - space: the window's space.
    ///   - bounds: the container in window coordinates (an arrangement usually takes
    ///     `space.safeAreaFrame`, the list–detail rule `space.bounds`).
    ///   - layoutDirection: LTR (default) or RTL.
    public init(space: LayoutSpace, bounds: CGRect, layoutDirection: LayoutDirection = .leftToRight) {
        self.init(bounds: bounds, regions: space.regions, sizeClasses: space.sizeClasses,
                  safeArea: space.safeAreaFrame, layoutDirection: layoutDirection, scale: space.scale, window: space.bounds)
    }

    /// The container the list–detail rule measures (SPEC 4.4): ``bounds`` extended to each edge
    /// of ``window`` where it meets a safe-area inset, as a system container spans the window; a
    /// list–detail screen that fills the safe area thus gets the widths `foldkit list-detail`
    /// gives for the whole window, in both directions. ``bounds`` itself without a window or a
    /// safe area. The one definition the scene layer and the CLI share.
    public var containerForListDetail: CGRect {
        guard let window, let safeArea, window.isFiniteRect else { return bounds }
        return bounds.extended(to: window, where: safeArea)
    }

    /// The grid computed boundaries snap to (SPEC 1).
    public var pixelGrid: PixelGrid { PixelGrid(scale: scale) }

    /// Whether ``bounds`` can hold a layout: finite with a positive width and height (a negative size is not standardized).
    public var hasUsableBounds: Bool { bounds.isFiniteRect && bounds.size.width > 0 && bounds.size.height > 0 }
}

import Foundation

/// The input of a two-view solver: the window's space and the container laid out in it — never a
/// device id (SPEC 4, STYLE 2).
///
/// Every rect is in **window coordinates**, points (origin at the window's top-left, y down).
/// ``bounds`` may have a non-zero origin (a container below a header); solvers compute from the
/// container's own edges and never assume it starts at (0, 0) (SPEC 3.4). Everything else a solve
/// reads comes from ``space``: its reserved regions (physical, not mirrored for RTL; inactive ones
/// are ignored), the **window's** size classes (which views inherit as traits, not recomputed from
/// ``bounds``), its safe area (read by the list–detail rule only, SPEC 4.4), its layout direction
/// and its pixel scale (computed boundaries snap to `1 / scale` pt; 0 disables snapping). The same
/// request serves ``SplitArrangement``, ``OverlayArrangement``, ``ListDetailStyle`` and
/// ``SplitViewStyle``.
public struct ArrangementRequest: Sendable, Hashable {
    /// The window's space: regions, size classes, safe area, layout direction and pixel scale.
    public var space: LayoutSpace
    /// The container, window coordinates, points.
    public var bounds: CGRect

    /// Creates the request for a container in `space`.
    /// - Parameters:
    ///   - space: the window's space; its ``LayoutSpace/layoutDirection`` is the layout's.
    ///   - bounds: the container in window coordinates (an arrangement usually takes
    ///     `space.safeAreaFrame`, the list–detail rule `space.bounds`).
    public init(space: LayoutSpace, bounds: CGRect) {
        self.space = space
        self.bounds = bounds
    }

    /// The container the list–detail rule measures (SPEC 4.4): ``bounds`` extended to each edge
    /// of the window (the space's ``LayoutSpace/bounds``) where it meets a safe-area inset, as a
    /// system container spans the window; a list–detail screen that fills the safe area thus gets
    /// the widths `foldkit list-detail` gives for the whole window, in both directions. ``bounds``
    /// itself when the window is not finite. The one definition the scene layer and the CLI share.
    public var containerForListDetail: CGRect { containerForListDetail(safeArea: space.safeAreaFrame) }

    /// ``containerForListDetail`` given the space's safe area, read once by the caller.
    @inline(__always)
    func containerForListDetail(safeArea: CGRect) -> CGRect {
        let window = space.bounds
        guard window.isFiniteRect else { return bounds }
        return bounds.extended(to: window, where: safeArea)
    }

    /// The grid computed boundaries snap to (SPEC 1): the space's.
    public var pixelGrid: PixelGrid { space.pixelGrid }

    /// Whether ``bounds`` can hold a layout: finite with a positive width and height (a negative size is not standardized).
    @inlinable
    public var hasUsableBounds: Bool { bounds.isFiniteRect && bounds.size.width > 0 && bounds.size.height > 0 }
}

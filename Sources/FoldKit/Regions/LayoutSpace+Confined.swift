import Foundation

extension LayoutSpace {
    /// Returns the space that content confined to one region sees: a sub-space whose window is
    /// the region (SPEC 7; field report BR-02).
    ///
    /// A dialog, sheet or popover confined to one side of the fold must read the metrics of that
    /// side, not the whole window's: otherwise a widget inside it lays out for 800 pt while it
    /// occupies 380.
    /// - ``window`` is `region` in display coordinates; ``bounds`` is `(0, 0)` and the region's size.
    /// - ``safeAreaInsets`` are the parts of this space's safe-area insets that fall inside the
    ///   region, measured from the region's own edges (physical sides).
    /// - ``regions`` are this space's regions that overlap the region, translated into its
    ///   coordinates (frames not clipped); a division beside the region is dropped, so a region of
    ///   a split window has an empty fold list.
    /// - ``sizeClasses`` follow the region's size (regular iff ≥ 600 pt, SPEC 2.4); ``posture`` is
    ///   derived again from the remaining regions (`flat` when no division crosses the region);
    ///   ``layoutDirection`` is this space's.
    /// - Parameter region: a rect in **window coordinates** (points), typically one of
    ///   ``UsableRegions/regions``. It is clipped to ``bounds``; a rect outside the window yields
    ///   an empty space at the nearest point of the window. Never traps.
    /// - Complexity: O(*r*) for *r* regions.
    public func confined(to region: CGRect) -> LayoutSpace {
        let clipped = LayoutSpace.clip(region, to: bounds)
        let safe = safeAreaFrame
        let insets = LayoutSpace.insets(of: clipped, from: safe)
        let inside = regions.filter { $0.frame.touchesInterior(of: clipped) }.map { $0.translated(toOrigin: clipped.origin) }
        let local = CGRect(origin: .zero, size: clipped.size)
        return LayoutSpace(display: display, displaySize: displaySize, orientation: orientation, scale: scale,
                           window: clipped.offsetBy(dx: window.minX, dy: window.minY),
                           sizeClasses: SizeClasses(windowSize: clipped.size), safeAreaInsets: insets, regions: inside,
                           posture: posture == .closed ? .closed : LayoutSpace.derivePosture(regions: inside, bounds: local, closed: false),
                           outerDisplaySide: outerDisplaySide, layoutDirection: layoutDirection)
    }

    /// An inset clamped to `0 … length`.
    static func overlap(_ inset: CGFloat, _ length: CGFloat) -> CGFloat { min(max(0, inset), length) }

    /// `rect` clipped to `bounds`; a rect outside becomes an empty rect at the nearest point.
    static func clip(_ rect: CGRect, to bounds: CGRect) -> CGRect {
        let x0 = min(max(rect.minX, bounds.minX), bounds.maxX), x1 = min(max(rect.maxX, bounds.minX), bounds.maxX)
        let y0 = min(max(rect.minY, bounds.minY), bounds.maxY), y1 = min(max(rect.maxY, bounds.minY), bounds.maxY)
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

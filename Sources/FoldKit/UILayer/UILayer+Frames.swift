import Foundation

extension UILayer {
    /// The side bar strip of `space` (SPEC 9): the safe-area inset on the edge ``LayoutSpace/sideBar``
    /// names, from the window's far edge to the safe area's opposite one (the Duo in landscape:
    /// x 895…951, y 0…649); nil when the space declares none or the inset is too thin for an item.
    /// Window coordinates, physical: the strip never mirrors under RTL [S0].
    /// - Complexity: O(1).
    public static func sideBarStrip(in space: LayoutSpace) -> CGRect? {
        guard let side = space.sideBar else { return nil }
        let bounds = space.bounds, safe = space.safeAreaFrame
        let strip: CGRect
        switch side {
        case .right: strip = CGRect(x: safe.maxX, y: bounds.minY, width: bounds.maxX - safe.maxX, height: safe.maxY - bounds.minY)
        case .left: strip = CGRect(x: bounds.minX, y: bounds.minY, width: safe.minX - bounds.minX, height: safe.maxY - bounds.minY)
        case .top: strip = CGRect(x: bounds.minX, y: bounds.minY, width: safe.maxX - bounds.minX, height: safe.minY - bounds.minY)
        case .bottom: strip = CGRect(x: bounds.minX, y: safe.maxY, width: safe.maxX - bounds.minX, height: bounds.maxY - safe.maxY)
        }
        guard min(strip.width, strip.height) >= UILayerMetrics.itemSide else { return nil }
        return strip
    }

    /// `frame` reaching each window edge where it meets the safe area's edge on that side: the
    /// viewport of scrolling content, whose status-bar, home-indicator and side insets become
    /// content insets (SPEC 9, amended 2026-12-02 [S3]; SPEC 4.4: as a system container does).
    /// A division is no window edge: content stays clear of the fold's half. Window coordinates,
    /// points; unchanged where `frame` meets none of those edges.
    /// - Complexity: O(1).
    public static func reachingWindowEdges(_ frame: CGRect, in space: LayoutSpace) -> CGRect {
        let t = Displacement.tolerance
        return frame.extended(to: space.bounds, where: space.safeAreaFrame.insetBy(dx: t, dy: t))
    }

}

extension UILayerContext {
    /// A bar `height` tall from `y` down, across `owner` (the window's safe area, or a column), cut
    /// at the active divisions that cross it, keeping the part that holds `owner`'s leading edge
    /// (the first region in reading order); less what divisions only clip when none crosses it.
    /// So no bar lies on an active division (SPEC 9).
    /// - Complexity: O(*r*) for *r* regions; no allocation.
    func bar(across owner: CGRect, y: CGFloat, height: CGFloat) -> CGRect {
        let bar = CGRect(x: owner.minX, y: y, width: owner.width, height: height)
        guard space.regions.contains(where: { $0.isActive && $0.kind == .division && $0.frame.touchesInterior(of: bar) }) else { return bar }
        let split = RegionSplit(container: bar, regions: space.regions)
        return split.inReadingOrder(space.layoutDirection).first ?? split.usable
    }

    /// The chrome of `column`: its navigation bar (44 pt at its top, below a top tab bar, over its
    /// own width in every mode — in tabletop too, so no column's title is dropped), its bottom
    /// toolbar in regular mode, the frame left for content that does not scroll, and the frame
    /// and insets for content that does.
    ///
    /// A bar is over the column when they share area; one in the column's upper half pushes its
    /// content's top down, one in the lower half its bottom up. The keyboard under the column
    /// (SPEC 10.2) ends its content at the keyboard's clearance; scrolling content keeps its frame
    /// and gains a bottom inset for the keyboard's overlap. Scrolling content reaches each
    /// window edge where the column meets the safe area's (``UILayer/reachingWindowEdges(_:in:)``):
    /// under the status bar, the home indicator and the side bar strip (the strip's inset is
    /// leading in RTL for a right-hand strip), each inset becoming a content inset.
    /// - Complexity: O(*r*) for *r* regions.
    public func chrome(for column: UILayerColumn) -> UILayerColumnChrome {
        let m = UILayerMetrics.self
        let frame = column.frame
        let wantsNavigation: Bool
        switch mode {
        case .sideBar, .tabletop: wantsNavigation = column.wantsTitleBar
        case .compact: wantsNavigation = column.wantsTitleBar || column.toolbar.contains { $0.placement != .bottomBar && !$0.floatsInCompact }
        case .regular: wantsNavigation = column.wantsTitleBar || column.toolbar.contains { $0.placement != .bottomBar }
        }
        var navigation: CGRect?
        if wantsNavigation {
            var top = frame.minY
            if let tab = tabBar, tab.minY <= top, tab.maxY > top, tab.minX < frame.maxX, tab.maxX > frame.minX { top = tab.maxY }
            navigation = bar(across: frame, y: top, height: m.barHeight)
        }
        // The keyboard under the column: its content and its own toolbar keep above it (SPEC 10.2).
        let floor = keyboard.flatMap { $0.lies(under: frame) ? min(frame.maxY, $0.clearance) : nil } ?? frame.maxY
        var toolbar: CGRect?
        if mode == .regular, column.toolbar.contains(where: { $0.placement == .bottomBar }) {
            toolbar = bar(across: frame, y: floor - m.barHeight, height: m.barHeight)
        }
        var top = frame.minY, bottom = frame.maxY
        // The column's own bars, then the window's (no array built: this runs per column per layout).
        // Upper or lower half of the part above the keyboard, where one lies under the column (a
        // toolbar riding on the keyboard is in the lower half of what is left).
        let middle = (frame.minY + max(frame.minY, floor)) / 2
        func make(room bar: CGRect?) {
            guard let bar, bar.overlapsWithArea(frame) else { return }
            if bar.midY <= middle { top = max(top, bar.maxY) } else { bottom = min(bottom, bar.minY) }
        }
        make(room: navigation)
        make(room: toolbar)
        make(room: tabBar)
        make(room: bottomToolbar)
        bottom = max(top, min(bottom, floor))
        // The side bar strip is the safe-area inset on its edge, so reaching the window's edges
        // runs scrolling content under it too, the strip becoming a content inset.
        let scrolling = UILayer.reachingWindowEdges(frame, in: space)
        let physical = LayoutSpace.insets(of: scrolling, from: frame.with(from: top, to: bottom, along: .vertical))
        return UILayerColumnChrome(frame: frame, contentFrame: frame.with(from: top, to: bottom, along: .vertical),
                                   scrollingFrame: scrolling, contentInsets: physical.directional(space.layoutDirection),
                                   navigationBar: navigation, bottomToolbar: toolbar)
    }
}

import Foundation

/// The window-level part of the UI layer, known before any column is laid out: the mode and the
/// frames of the bars that belong to the window (SPEC 9). A scene layout builds it first, then
/// asks it for each column's chrome (``chrome(for:)``) while placing the column's content.
///
/// Frames are window coordinates, points, physical; each is cut at active divisions, keeping the
/// part that holds the leading edge (of the window, or of its column), so no bar lies on one.
public struct UILayerContext: Sendable, Hashable {
    /// The space; its layout direction is the reading direction.
    public var space: LayoutSpace
    /// The mode.
    public var mode: UILayerMode
    /// The side bar strip (side bar mode), nil otherwise.
    public var strip: CGRect?
    /// The tab bar's frame (not in side bar mode, where tabs are in the strip), nil without tabs;
    /// scrolled in compact mode, the 44-pt item it minimises to (SPEC 10.2).
    public var tabBar: CGRect?
    /// The window-level bottom toolbar (compact and tabletop), nil when none is shown.
    public var bottomToolbar: CGRect?
    /// The band at the top of the top region where the columns' title bars go (tabletop, when a
    /// column has a title), nil otherwise. No bar is drawn for it: each column gets its own over its
    /// own width (``chrome(for:)``); presentations keep clear of it (SPEC 9, amended 2026-12-02).
    public var topNavigationBar: CGRect?
    /// The system keyboard when it is up (SPEC 10.2, ``UILayer/keyboard(in:)``): the tab bar hides
    /// under it (compact and tabletop), a bottom toolbar rides just above it (in tabletop at the
    /// bottom of the top region), and columns over it keep their content above its clearance.
    public var keyboard: KeyboardPlacement?

    /// The context of a screen in `space`.
    /// - Parameters:
    ///   - space: the window's space; its layout direction puts leading at the left edge in LTR,
    ///     the right one in RTL.
    ///   - hasTabBar: the screen is a tab view.
    ///   - hasWindowBottomToolbar: a visible column has items for the window-level bottom toolbar
    ///     (``UILayer/hasWindowBottomItems(_:mode:)``).
    ///   - hasTitle: a visible column has a title (the tabletop title band).
    /// - Complexity: O(*r*) for *r* reserved regions.
    public init(space: LayoutSpace, hasTabBar: Bool, hasWindowBottomToolbar: Bool, hasTitle: Bool) {
        self.space = space
        // The safe area less what divisions only clip and the strips too narrow to be useful beside
        // a fold (SPEC 3.5, 4.1): the bars' room, as it is the content's.
        let usable = RegionSplit(container: space.safeAreaFrame, regions: space.regions, trimmingSlivers: true)
        let mode = UILayerMode(space: space)
        self.mode = mode
        let safe = usable.usable
        let m = UILayerMetrics.self
        let keyboard = UILayer.keyboard(in: space)
        self.keyboard = keyboard
        switch mode {
        case .sideBar:
            strip = UILayer.sideBarStrip(in: space)
        case .tabletop:
            let top = usable[0], bottom = usable[usable.count - 1]
            // Up from the bottom region's floor; a bar the bottom region cannot hold goes up from
            // the top region's instead, so none ever crosses the fold.
            var floors = [bottom, top].map { (region: $0, floor: $0.maxY) }
            func place(_ height: CGFloat) -> CGRect {
                let index = floors.firstIndex { $0.floor - height >= $0.region.minY - 1e-9 } ?? 0
                floors[index].floor -= height
                let region = floors[index].region
                return CGRect(x: region.minX, y: floors[index].floor, width: region.width, height: height)
            }
            if let keyboard {
                // The keyboard fills the bottom region: the tab bar hides under it, the toolbar
                // rides at the bottom of the region just above the keyboard's fold (the top region
                // of two; the middle one of a tri-fold's three).
                let above = usable[max(0, usable.count - 2)]
                let floor = min(above.maxY, keyboard.clearance)
                if hasWindowBottomToolbar { bottomToolbar = CGRect(x: above.minX, y: floor - m.barHeight, width: above.width, height: m.barHeight) }
            } else {
                if hasTabBar { tabBar = place(m.tabBarHeight) }
                // Scrolled, the bottom toolbar hides (SPEC 10.2).
                if hasWindowBottomToolbar && !space.isScrolled { bottomToolbar = place(m.barHeight) }
            }
            if hasTitle { topNavigationBar = CGRect(x: top.minX, y: top.minY, width: top.width, height: m.barHeight) }
        case .compact:
            var floor = safe.maxY
            if let keyboard {
                // The tab bar hides under the keyboard; the toolbar rides just above it.
                floor = min(floor, keyboard.clearance)
            } else if hasTabBar && space.isScrolled {
                // Scrolled: the tab bar minimises to one 44-pt item at the bottom-leading corner.
                let x = space.layoutDirection == .rightToLeft ? safe.maxX - m.floatingButtonInset - m.itemSide : safe.minX + m.floatingButtonInset
                tabBar = CGRect(x: x, y: floor - m.itemSide, width: m.itemSide, height: m.itemSide)
                floor -= m.itemSide
            } else if hasTabBar {
                tabBar = bar(across: safe, y: floor - m.tabBarHeight, height: m.tabBarHeight)
                floor -= m.tabBarHeight
            }
            // Scrolled, the bottom toolbar hides (SPEC 10.2).
            if hasWindowBottomToolbar && !space.isScrolled { bottomToolbar = bar(across: safe, y: floor - m.barHeight, height: m.barHeight) }
        case .regular:
            if hasTabBar { tabBar = bar(across: safe, y: safe.minY, height: m.tabBarHeight) }
        }
    }

    /// The context of `request`'s screen: its tab bar if it has one, the window-level bottom
    /// toolbar when a column has items for it (``UILayerRequest/hasWindowBottomToolbar``), the
    /// tabletop title bar when a column has a title.
    /// - Complexity: O(*r* + *c*·*i*) for *r* reserved regions and *c* columns of *i* toolbar items.
    public init(_ request: UILayerRequest) {
        self.init(space: request.space, hasTabBar: request.tabBar != nil,
                  hasWindowBottomToolbar: request.hasWindowBottomToolbar, hasTitle: request.columns.contains { $0.title != nil })
    }

    /// The window-level bars over content, in the order they are checked against a column (the
    /// tabletop title band is not one: each column has its own title bar).
    var windowBars: [CGRect] { [tabBar, bottomToolbar].compactMap { $0 } }
}

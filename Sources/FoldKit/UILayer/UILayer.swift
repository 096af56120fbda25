import Foundation

/// The UI layer's placement: tabs, toolbars and titles declared as a model and placed by the
/// system from the space (SPEC 9) [S0][S3][S4].
///
/// ``solve(_:)`` runs four phases:
/// 1. **Mode** (``UILayerMode``): side bar, tabletop, compact or regular, in that order.
/// 2. **Window bars** (``UILayerContext``): the side bar strip, or the tab bar (49 pt: at the
///    bottom in compact and on the tabletop's bottom region, at the top below the top inset in
///    regular), the window-level bottom toolbar (44 pt above the tab bar) and the tabletop title
///    band (44 pt at the top of the top region, where the columns' title bars go).
/// 3. **Columns** (``UILayerContext/chrome(for:)``): each column's navigation bar (44 pt at its
///    top, below a top tab bar, over its own width in every mode) with a pushed screen's back
///    item at its leading end, and, in regular, its bottom toolbar; the frame left for content
///    that does not scroll, and the insets for content that scrolls under the bars.
/// 4. **Items** (`UILayer+Items.swift`, `UILayer+SideBar.swift`): the tabs, More, the tab-bar
///    action and the toolbar items, each action once where columns share a bar.
///
/// Example (OdoKeep's Garage on the open Duo, book): the side bar strip is x 895…951, y 0…649;
/// the clock takes y 0…44; the tabs follow at x 901, y 52, 104, …, 44 × 44, then the quick
/// capture action; the Garage column gets a 44-pt title bar at its top.
///
/// Contracts: no bar and no item MUST lie on an active division's frame; items MUST NOT overlap
/// one another; every tab is reachable — in its bar, or through More — unless the model turns
/// More off (lint FK014).
public enum UILayer {
    /// Places the UI layer of `request`.
    /// - Returns: the mode, the bars with their items, each column's chrome.
    /// - Complexity: O(*r* + *c*·*r* + *i*·*o*) for *r* regions, *c* columns, *i* items and *o*
    ///   occlusions in the strip.
    public static func solve(_ request: UILayerRequest) -> UILayerResult {
        solve(request, context: UILayerContext(request))
    }

    /// ``solve(_:)`` with the window-level part already solved: `context` MUST be
    /// `UILayerContext(request)` (a scene layout decides it before it places the columns, from the
    /// columns that show, and gives it here instead of solving it again).
    /// - Complexity: as ``solve(_:)``.
    package static func solve(_ request: UILayerRequest, context: UILayerContext) -> UILayerResult {
        let chromes = request.columns.map(context.chrome(for:))
        var bars: [SystemBar] = []
        bars.reserveCapacity(2 * request.columns.count + 3)
        // The tab bar: bottom or top, never in side bar mode (the tabs are in the strip).
        if let frame = context.tabBar, let model = request.tabBar {
            if context.mode == .compact && request.space.isScrolled {
                bars.append(minimizedTabBar(model, frame: frame))
            } else {
                bars.append(tabBar(model, frame: frame, mode: context.mode, direction: request.space.layoutDirection))
            }
        }
        switch context.mode {
        case .sideBar:
            if let strip = context.strip { bars.append(sideBar(strip, request: request, context: context)) }
            // Each column's title bar, without actions (they are in the strip) but a back item.
            for (column, chrome) in zip(request.columns, chromes) {
                if let frame = chrome.navigationBar {
                    bars.append(SystemBar(id: column.id + ".navigation-bar", kind: .navigationBar, frame: frame, title: column.title,
                                          items: backItem(of: column, in: frame, direction: request.space.layoutDirection).map { [$0] } ?? []))
                }
            }
        case .tabletop, .compact, .regular:
            for (column, chrome) in zip(request.columns, chromes) {
                appendColumnBars(column, chrome: chrome, mode: context.mode, direction: request.space.layoutDirection, to: &bars)
            }
        }
        // The window-level bottom toolbar (compact and tabletop).
        if let frame = context.bottomToolbar {
            var actions = UniqueEntries()
            for column in request.columns { actions.insert(actionsOf: column.toolbar.lazy.filter { isWindowBottomItem($0, mode: context.mode) }) }
            bars.append(bottomToolbar(id: "system.bottom-toolbar", frame: frame, entries: actions.entries, direction: request.space.layoutDirection))
        }
        if context.mode == .compact { appendFloatingButtons(request, context: context, to: &bars) }
        if let keyboard = context.keyboard { bars.append(keyboardBar(keyboard)) }
        return UILayerResult(mode: context.mode, bars: bars, columns: chromes)
    }

    /// Whether `toolbar` has items for the window-level bottom toolbar in `mode`: in compact a
    /// `bottomBar` item that does not float, in tabletop any item.
    public static func hasWindowBottomItems(_ toolbar: [ToolbarItem], mode: UILayerMode) -> Bool {
        toolbar.contains { isWindowBottomItem($0, mode: mode) }
    }

    /// Whether `item` goes in the window-level bottom toolbar in `mode`: in compact a `bottomBar`
    /// item that does not float, in tabletop any item; none in side bar and regular modes. The one
    /// test of whether the bar shows (``hasWindowBottomItems(_:mode:)``) and of what it holds.
    static func isWindowBottomItem(_ item: ToolbarItem, mode: UILayerMode) -> Bool {
        switch mode {
        case .compact: return item.placement == .bottomBar && !item.floatsInCompact
        case .tabletop: return true
        case .sideBar, .regular: return false
        }
    }
}

import Foundation

extension UILayer {
    /// A horizontal tab bar in `frame` (SPEC 9): in compact and tabletop the compact tabs, More
    /// and the action in equal slots across the bar; in regular every tab and the action,
    /// ``UILayerMetrics/regularTabWidth`` wide at most, centred. Slots run in reading order
    /// (from the right in RTL) and span the bar's height. Each slot is at least 44 pt wide with
    /// 8 pt to spare: what does not fit goes into More in the last slot (``fitting(_:into:moreID:selected:)``).
    /// The compact tab bar minimised while the content is scrolled (SPEC 10.2): one item, the
    /// selected tab, filling `frame`; More and the tab-bar action return when it scrolls back.
    static func minimizedTabBar(_ model: TabBarModel, frame: CGRect) -> SystemBar {
        let selected = model.tabs.first { $0.action.id == model.selectedID } ?? model.tabs.first
        let items = selected.map { [BarEntry(action: $0.action, kind: .tab, isSelected: true).item(frame: frame)] } ?? []
        return SystemBar(id: "system.tab-bar", kind: .tabBar, frame: frame, items: items)
    }

    static func tabBar(_ model: TabBarModel, frame: CGRect, mode: UILayerMode, direction: LayoutDirection) -> SystemBar {
        let entries = fitting(tabEntries(model, compact: mode != .regular), into: itemCapacity(frame.width + UILayerMetrics.itemSpacing),
                              moreID: SystemBarItem.moreID, selected: model.selectedID)
        let count = CGFloat(max(entries.count, 1))
        let width = mode == .regular ? min(UILayerMetrics.regularTabWidth, frame.width / count) : frame.width / count
        let start = frame.minX + (frame.width - width * count) / 2
        let items = entries.enumerated().map { index, entry in
            let slot = CGRect(x: start + CGFloat(index) * width, y: frame.minY, width: width, height: frame.height)
            return entry.item(frame: direction == .rightToLeft ? slot.mirrored(in: frame) : slot)
        }
        return SystemBar(id: "system.tab-bar", kind: .tabBar, frame: frame, items: items)
    }

    /// What a tab bar holds, in order: the tabs (only the compact ones when `compact`), More when
    /// a tab is left out and the model allows it, then the tab-bar action; with room for `extra`
    /// entries more (the side bar's toolbar actions), so the array is allocated once.
    static func tabEntries(_ model: TabBarModel, compact: Bool, reserving extra: Int = 0) -> [BarEntry] {
        let selected = model.selectedID
        var entries: [BarEntry] = []
        entries.reserveCapacity(model.tabs.count + 2 + extra)
        for tab in model.tabs where !compact || tab.isCompact {
            entries.append(BarEntry(action: tab.action, kind: .tab, isSelected: tab.action.id == selected))
        }
        if compact && model.needsMore {
            let reached = Array(model.tabs.lazy.filter { !$0.isCompact }.map(\.action.id))
            entries.append(BarEntry(action: UIAction(id: SystemBarItem.moreID, title: "More", symbol: "ellipsis"), kind: .more,
                                    isSelected: selected.map(reached.contains) ?? false, reaches: reached))
        }
        if let action = model.action { entries.append(BarEntry(action: action, kind: .action)) }
        return entries
    }

    /// A column's navigation bar with its actions at the trailing end (secondary, then primary
    /// actions, in declared order; 44 × 44, 8 pt apart and from the trailing edge), and in regular
    /// mode its bottom toolbar; none in compact for items that float. Actions keep clear of a
    /// title's middle ``UILayerMetrics/navigationTitleWidth``: what does not fit the trailing side
    /// goes into a More item (`<bar id>.more`) in the last slot. Appended to `bars`, so a layout
    /// builds one array of bars.
    static func appendColumnBars(_ column: UILayerColumn, chrome: UILayerColumnChrome, mode: UILayerMode, direction: LayoutDirection,
                                 to bars: inout [SystemBar]) {
        let m = UILayerMetrics.self
        if let frame = chrome.navigationBar {
            // In tabletop every item is on the touch surface (the window's bottom toolbar).
            var ordered = UniqueEntries()
            if mode != .tabletop {
                func inBar(_ item: ToolbarItem) -> Bool { item.placement != .bottomBar && !(mode == .compact && item.floatsInCompact) }
                ordered.insert(actionsOf: column.toolbar.lazy.filter { inBar($0) && $0.placement == .secondaryAction })
                ordered.insert(actionsOf: column.toolbar.lazy.filter { inBar($0) && $0.placement == .primaryAction })
            }
            let id = column.id + ".navigation-bar"
            let back = backItem(of: column, in: frame, direction: direction)
            let leading = back == nil ? 0 : m.itemSide + 2 * m.itemSpacing
            let room = column.title == nil ? frame.width - leading : (frame.width - m.navigationTitleWidth) / 2
            let entries = fitting(ordered.entries, into: itemCapacity(room), moreID: id + ".more", selected: nil)
            var x = frame.maxX - CGFloat(entries.count) * (m.itemSide + m.itemSpacing)
            var items: [SystemBarItem] = []
            items.reserveCapacity(entries.count + (back == nil ? 0 : 1))
            if let back { items.append(back) }
            for entry in entries {
                let slot = CGRect(x: x, y: frame.midY - m.itemSide / 2, width: m.itemSide, height: m.itemSide)
                x += m.itemSide + m.itemSpacing
                items.append(entry.item(frame: direction == .rightToLeft ? slot.mirrored(in: frame) : slot))
            }
            bars.append(SystemBar(id: id, kind: .navigationBar, frame: frame, title: column.title, items: items))
        }
        if let frame = chrome.bottomToolbar {
            var actions = UniqueEntries()
            actions.insert(actionsOf: column.toolbar.lazy.filter { $0.placement == .bottomBar })
            bars.append(bottomToolbar(id: column.id + ".bottom-toolbar", frame: frame, entries: actions.entries, direction: direction))
        }
    }

    /// A pushed column's back item (``SystemBarItem/backID``, kind ``SystemBarItem/Kind/back``,
    /// titled ``UILayerColumn/backTitle``): 44 × 44, ``UILayerMetrics/itemSpacing`` in from the
    /// navigation bar's leading edge (the right one in RTL), centred across it; nil for a column
    /// that was not pushed (SPEC 9, amended 2026-12-02).
    /// - Complexity: O(1).
    static func backItem(of column: UILayerColumn, in frame: CGRect, direction: LayoutDirection) -> SystemBarItem? {
        guard let title = column.backTitle else { return nil }
        let m = UILayerMetrics.self
        let slot = CGRect(x: frame.minX + m.itemSpacing, y: frame.midY - m.itemSide / 2, width: m.itemSide, height: m.itemSide)
        return SystemBarItem(id: SystemBarItem.backID, kind: .back, title: title, symbol: "chevron.backward",
                             frame: direction == .rightToLeft ? slot.mirrored(in: frame) : slot)
    }

    /// A bottom toolbar in `frame` with `entries` (actions, each once) in equal slots across it, each 44 × 44 (less
    /// when the bar is lower) centred in its slot, in reading order; each slot at least 52 pt
    /// wide, so what does not fit goes into a More item (`<id>.more`) in the last slot.
    static func bottomToolbar(id: String, frame: CGRect, entries: [BarEntry], direction: LayoutDirection) -> SystemBar {
        let entries = fitting(entries, into: itemCapacity(frame.width), moreID: id + ".more", selected: nil)
        let slot = frame.width / CGFloat(max(entries.count, 1))
        let side = min(UILayerMetrics.itemSide, frame.height)
        let items = entries.enumerated().map { index, entry in
            let item = CGRect(x: frame.minX + (CGFloat(index) + 0.5) * slot - side / 2, y: frame.midY - side / 2, width: side, height: side)
            return entry.item(frame: direction == .rightToLeft ? item.mirrored(in: frame) : item)
        }
        return SystemBar(id: id, kind: .bottomToolbar, frame: frame, items: items)
    }

    /// Compact mode's floating buttons: 56 × 56, 16 pt from the trailing edge of the safe area's
    /// usable part (``floatingButtonRegion(in:)``) and above the bars at the bottom (or
    /// the bottom inset), stacked upwards 16 pt apart; where the thumb reaches [S3]. One bar per
    /// action, each once, appended to `bars`.
    static func appendFloatingButtons(_ request: UILayerRequest, context: UILayerContext, to bars: inout [SystemBar]) {
        let m = UILayerMetrics.self
        var actions = UniqueEntries()
        for column in request.columns { actions.insert(actionsOf: column.toolbar.lazy.filter(\.floatsInCompact)) }
        guard !actions.entries.isEmpty else { return }
        let region = floatingButtonRegion(in: request.space)
        var floor = region.maxY
        if let bar = context.tabBar { floor = min(floor, bar.minY) }
        if let bar = context.bottomToolbar { floor = min(floor, bar.minY) }
        if let keyboard = context.keyboard { floor = min(floor, keyboard.clearance) }
        let x = request.space.layoutDirection == .rightToLeft ? region.minX + m.floatingButtonInset : region.maxX - m.floatingButtonInset - m.floatingButtonSide
        for (index, entry) in actions.entries.enumerated() {
            let y = floor - CGFloat(index + 1) * (m.floatingButtonInset + m.floatingButtonSide)
            let frame = CGRect(x: x, y: y, width: m.floatingButtonSide, height: m.floatingButtonSide)
            bars.append(SystemBar(id: entry.action.id + ".floating-button", kind: .floatingButton, frame: frame,
                                  items: [entry.item(frame: frame)]))
        }
    }
}

extension UILayer {
    /// Where floating buttons go (SPEC 3.5, 9): the usable region of the safe area nearest its
    /// trailing edge that is wide enough for a button and its inset — the safe area less the
    /// strips that active divisions only clip and those too narrow to be useful beside a fold,
    /// split at the divisions that cross it (``UsableRegions``) —
    /// or the widest region when none is. So no floating button lies on an active division that
    /// leaves room beside it. Window coordinates, physical; trailing is the left edge in RTL.
    /// - Complexity: O(*r*) for *r* regions; no allocation.
    static func floatingButtonRegion(in space: LayoutSpace) -> CGRect {
        let m = UILayerMetrics.self
        let split = RegionSplit(container: space.safeAreaFrame, regions: space.regions, trimmingSlivers: true)
        // Trailing first: the last region in reading order (the first, physically, in RTL side by side).
        let trailingFirst = split.inReadingOrder(space.layoutDirection).reversed()
        return trailingFirst.first { $0.width >= m.floatingButtonSide + m.floatingButtonInset }
            ?? trailingFirst.max { $0.width < $1.width } ?? split.usable
    }
}

/// An item before it has a frame: the action, its kind, and what a More item reaches.
struct BarEntry: Sendable, Hashable {
    var action: UIAction
    var kind: SystemBarItem.Kind
    var isSelected = false
    var reaches: [String] = []

    /// The item at `frame`.
    func item(frame: CGRect) -> SystemBarItem {
        SystemBarItem(id: action.id, kind: kind, title: action.title, symbol: action.symbol, frame: frame, isSelected: isSelected, reaches: reaches)
    }
}

import Foundation

extension UILayer {
    /// The side bar (SPEC 9 [S0][S1]): in the strip, the clock in its top 44 pt (cut short where
    /// an active occlusion begins in them, none when less than 12 pt remain), then 44 × 44
    /// items centred across the strip, 8 pt apart, the first 8 pt below the clock: the compact
    /// tabs, More, the tab-bar action, then the visible columns' toolbar items in column order,
    /// each action once. An item that would overlap an active occlusion in the strip (the inner
    /// camera while it streams) moves 8 pt below it and the rest follow — the UI moves aside to
    /// reveal the camera [S1]. What does not fit above the strip's end goes into a More item in
    /// the last slot. Physical: the same in RTL.
    static func sideBar(_ strip: CGRect, request: UILayerRequest, context: UILayerContext) -> SystemBar {
        let m = UILayerMetrics.self
        let vertical = strip.height >= strip.width
        let axis: Axis = vertical ? .vertical : .horizontal
        // The tabs as the tab bar holds them, then each toolbar action not among them, once.
        let toolbarCount = request.columns.reduce(0) { $0 + $1.toolbar.count }
        var unique = UniqueEntries(request.tabBar.map { tabEntries($0, compact: true, reserving: toolbarCount) } ?? [],
                                   reserving: toolbarCount)
        for column in request.columns { unique.insert(actionsOf: column.toolbar) }
        var entries = unique.entries
        var obstacles: [CGRect] = []
        for region in request.space.regions where region.isActive && region.kind == .occlusion && region.frame.overlapsWithArea(strip) {
            obstacles.append(region.frame)
        }
        // The clock takes the strip's first 44 pt, ending where an active occlusion begins in them
        // (the streaming camera is not drawn over); below a readable 12 pt there is no clock.
        let start = strip.minimum(along: axis)
        let full = strip.with(start: start, length: m.clockLength, along: axis)
        let clockEnd = obstacles.lazy.filter { $0.overlapsWithArea(full) }.map { $0.minimum(along: axis) }.min() ?? start + m.clockLength
        let clockLength = min(m.clockLength, max(0, clockEnd - start))
        let clock: CGRect? = clockLength >= m.minimumClockLength ? strip.with(start: start, length: clockLength, along: axis) : nil
        let across = strip.minimum(along: axis.crossing) + (strip.length(along: axis.crossing) - m.itemSide) / 2
        let end = strip.maximum(along: axis)
        /// The item frame starting at `position` along the strip.
        func slot(_ position: CGFloat) -> CGRect {
            vertical ? CGRect(x: across, y: position, width: m.itemSide, height: m.itemSide)
                     : CGRect(x: position, y: across, width: m.itemSide, height: m.itemSide)
        }
        var slots: [CGRect] = []
        slots.reserveCapacity(entries.count)
        var cursor = start + m.clockLength + m.itemSpacing
        for _ in entries.indices {
            var moved = true
            while moved {
                moved = false
                for obstacle in obstacles where slot(cursor).overlapsWithArea(obstacle) {
                    cursor = obstacle.maximum(along: axis) + m.itemSpacing
                    moved = true
                }
            }
            guard cursor + m.itemSide <= end + 1e-9 else { break }
            slots.append(slot(cursor))
            cursor += m.itemSide + m.itemSpacing
        }
        entries = fitting(entries, into: slots.count, moreID: SystemBarItem.moreID, selected: request.tabBar?.selectedID)
        let items = zip(entries, slots).map { $0.item(frame: $1) }
        return SystemBar(id: "system.side-bar", kind: .sideBar, frame: strip, clock: clock, items: items)
    }
}

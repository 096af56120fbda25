import Foundation

extension UILayer {
    /// `entries` fitted to `capacity` slots (SPEC 9: what does not fit goes into a More item in
    /// the last slot): unchanged when they fit; else the first `capacity − 1` entries and a More
    /// item with id `moreID` in the last slot, reaching every entry left out and whatever a More
    /// among them reached; none when `capacity` is 0. The More item is selected when it reaches
    /// the selected tab. The one overflow rule of the side bar, tab bars, navigation bars and
    /// bottom toolbars.
    /// - Complexity: O(*n*) for *n* entries.
    static func fitting(_ entries: [BarEntry], into capacity: Int, moreID: @autoclosure () -> String, selected: String?) -> [BarEntry] {
        guard entries.count > capacity else { return entries }
        guard capacity > 0 else { return [] }
        var reached: [String] = []
        var kept: [BarEntry] = []
        for entry in entries {
            if entry.kind == .more { reached += entry.reaches; continue }
            if kept.count < capacity - 1 { kept.append(entry) } else { reached.append(entry.action.id) }
        }
        let more = BarEntry(action: UIAction(id: moreID(), title: "More", symbol: "ellipsis"), kind: .more,
                            isSelected: selected.map(reached.contains) ?? false, reaches: reached)
        return kept + [more]
    }

    /// How many items of ``UILayerMetrics/itemSide`` fit `length` points, each followed by
    /// ``UILayerMetrics/itemSpacing`` (a bar's edge keeps one spacing clear): the slots of a
    /// navigation bar's trailing side or of a bottom toolbar.
    static func itemCapacity(_ length: CGFloat) -> Int {
        let step = UILayerMetrics.itemSide + UILayerMetrics.itemSpacing
        return max(0, Int(((length + 1e-9) / step).rounded(.down)))
    }
}

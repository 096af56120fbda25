import Foundation

/// Bar entries collected in order, each action once (by ``UIAction/id``): what a bar shows when
/// several columns or placements declare the same action (SPEC 9).
///
/// A bar holds a handful of actions, so a new one is checked against those kept by a linear
/// search; past ``linearLimit`` the ids kept go into a set, so a toolbar of thousands of items
/// stays O(*n*). Nothing is allocated until an entry is kept.
struct UniqueEntries {
    /// The entries kept, in the order first met.
    private(set) var entries: [BarEntry] = []
    /// The ids of ``entries`` once there are ``linearLimit`` of them (``indexed``); empty before.
    private var seen: Set<String> = []
    /// Whether ``seen`` holds the ids of ``entries``.
    private var indexed = false

    /// How many entries are searched linearly before their ids go into a set.
    static let linearLimit = 16

    /// Starts from `entries` as they are (not deduplicated among themselves): later insertions
    /// skip any id among them. Room for `extra` more is reserved (one allocation at most).
    init(_ entries: [BarEntry] = [], reserving extra: Int = 0) {
        self.entries = entries
        if extra > 0 { self.entries.reserveCapacity(entries.count + extra) }
    }

    /// Keeps `entry` unless its action's id is kept already; returns whether it was kept.
    /// - Complexity: O(*n*) up to ``linearLimit`` entries, amortized O(1) after.
    @discardableResult
    mutating func insert(_ entry: BarEntry) -> Bool {
        if entries.count < Self.linearLimit {
            if entries.contains(where: { $0.action.id == entry.action.id }) { return false }
        } else {
            if !indexed {
                seen = Set(entries.lazy.map(\.action.id))
                indexed = true
            }
            if !seen.insert(entry.action.id).inserted { return false }
        }
        entries.append(entry)
        return true
    }

    /// Keeps the action of each item in order (kind ``SystemBarItem/Kind/action``), each once.
    mutating func insert(actionsOf items: some Sequence<ToolbarItem>) {
        for item in items { insert(BarEntry(action: item.action, kind: .action)) }
    }
}

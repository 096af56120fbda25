/// Values grouped by key, keys and values in order of first appearance.
struct OrderedGroups<Key: Hashable, Value: Hashable> {
    private var keys: [Key] = []
    private var values: [Key: [Value]] = [:]

    /// Adds `value` to `key`'s group; with `unique`, only when the group lacks it.
    mutating func append(_ value: Value, to key: Key, unique: Bool = false) {
        if values[key] == nil { keys.append(key) }
        if unique, values[key]?.contains(value) == true { return }
        values[key, default: []].append(value)
    }

    /// The groups in order of their first value.
    var groups: [(key: Key, values: [Value])] { keys.map { ($0, values[$0] ?? []) } }
}

import FoldKitScenes

/// Collapses findings repeated in every row of a list or cell of a grid: one finding for the
/// first, its message ending `(and 7 more rows)` (a row template with a control in the crease is
/// one fault, not one per row).
enum LintRepeats {
    /// What makes two nodes of one panel repeats of each other.
    struct Key: Hashable {
        /// The list or grid they repeat in.
        var owner: String
        /// The node's id inside the row template without the row suffix (`star` for `star-3`);
        /// `row` or `cell` for plain rows and cells.
        var member: String
        /// `row` or `cell`, for the message.
        var noun: String
    }

    /// `findings` with repeats of one rule in one panel merged into the first in document order.
    /// - Complexity: O(*f*·*d*) for *f* findings and nodes *d* deep.
    static func collapse(_ findings: [LintFinding], in input: LintInput) -> [LintFinding] {
        var firstOfGroup: [String: Int] = [:]
        var kept: [LintFinding] = []
        var keys: [Int: (key: Key, count: Int)] = [:]
        for finding in findings {
            guard let key = key(of: finding.node, in: input.panels[finding.panel]) else { kept.append(finding); continue }
            let groupID = "\(finding.rule.rawValue)|\(finding.panel)|\(key.owner)|\(key.member)"
            if let first = firstOfGroup[groupID] {
                let current = kept[first]
                if (input.order[finding.node] ?? .max) < (input.order[current.node] ?? .max) {
                    kept[first] = finding   // keep the first in document order
                }
                keys[first]?.count += 1
                continue
            }
            firstOfGroup[groupID] = kept.count
            keys[kept.count] = (key, 1)
            kept.append(finding)
        }
        for (index, entry) in keys where entry.count > 1 {
            let more = entry.count - 1
            kept[index].message += " (and \(more) more \(entry.key.noun)\(more == 1 ? "" : "s"))"
        }
        return kept
    }

    /// The repeat key of node `id` in `panel`: a plain row or cell, or a node inside a row
    /// template instance (whose ids all end in the row's `-<index>`); nil for other nodes.
    static func key(of id: String, in panel: LintPanel) -> Key? {
        guard let node = panel[id] else { return nil }
        switch node.role {
        case .cell: return node.parentID.map { Key(owner: $0, member: "cell", noun: "cell") }
        case .row: return node.parentID.map { Key(owner: $0, member: "row", noun: "row") }
        default: break
        }
        var current = node
        while let parent = panel.parent(of: current) {
            if parent.role == .node(.list), let (_, row) = SceneIDs.splitExpanded(current.id) {
                let suffix = "-\(row)"
                guard id.hasSuffix(suffix) else { return nil }
                return Key(owner: parent.id, member: String(id.dropLast(suffix.count)), noun: "row")
            }
            current = parent
        }
        return nil
    }
}

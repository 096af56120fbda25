import FoldKitScenes

/// What makes findings repeats of one fault: the same node of every row of a list or cell of a
/// grid, or every side-bar item that moves into More. Text output shows a group as its first
/// finding, its message ending `(and 7 more rows)` (``Diagnostic/grouped(_:)``): a row template
/// with a control in the crease is one fault, not one line per row. JSON and SARIF keep one entry
/// per node.
enum LintRepeats {
    /// The repeat of `finding` in `panel`: a plain row or cell, a node inside a row template
    /// instance (whose ids all end in the row's `-<index>`), or a side-bar item FK019 moves into
    /// More; nil for anything else.
    static func key(of finding: LintFinding, in panel: LintPanel) -> Diagnostic.Repeat? {
        if panel[finding.node] == nil, finding.rule == .fk019 { return Diagnostic.Repeat(owner: "More", member: "item", noun: "item") }
        return key(of: finding.node, in: panel)
    }

    /// The repeat key of node `id` in `panel`: a plain row or cell, or a node inside a row
    /// template instance; nil for other nodes.
    static func key(of id: String, in panel: LintPanel) -> Diagnostic.Repeat? {
        guard let node = panel[id] else { return nil }
        switch node.role {
        case .cell: return node.parentID.map { Diagnostic.Repeat(owner: $0, member: "cell", noun: "cell") }
        case .row: return node.parentID.map { Diagnostic.Repeat(owner: $0, member: "row", noun: "row") }
        default: break
        }
        var current = node
        while let parent = panel.parent(of: current) {
            if parent.role == .node(.list), let (_, row) = SceneIDs.splitExpanded(current.id) {
                let suffix = "-\(row)"
                guard id.hasSuffix(suffix) else { return nil }
                return Diagnostic.Repeat(owner: parent.id, member: String(id.dropLast(suffix.count)), noun: "row")
            }
            current = parent
        }
        return nil
    }
}

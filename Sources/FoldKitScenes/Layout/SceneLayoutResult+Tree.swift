import Foundation
import FoldKit

extension SceneLayoutResult {
    /// Returns the result as an aligned box-drawing tree, one node a line (STYLE 11): the id
    /// under its parent, its role, `[x y w h]` (window coordinates, points, to 0.01) or `hidden`,
    /// then `z<n>` when stacked above content, the region when it is not `whole`,
    /// `scrolled out` when its scroll view shows none of it, and for a list–detail node what
    /// its items do here, `items select` or `items push` (SPEC 4.4; `itemAction` in JSON).
    ///
    /// ```
    /// mail                 listDetail  [0 0 895 649]    items select
    /// ├─ mailbox           stack       [0 0 475.5 649]  leading
    /// │  ├─ mailbox-bar    overlay     [0 0 475.5 52]   leading
    /// ```
    /// Failure messages and `foldkit layout`'s text output use it.
    /// - Parameter rowLimit: the rows or cells of each list and grid shown (with everything in
    ///   them) before one `… n more` line; nil shows all.
    /// - Complexity: O(*n*) for *n* nodes.
    public func treeDescription(rowLimit: Int? = 3) -> String {
        var children: [String: [Int]] = [:]
        var roots: [Int] = []
        for (index, node) in nodes.enumerated() {
            if let parent = node.parentID, self[parent] != nil { children[parent, default: []].append(index) } else { roots.append(index) }
        }
        var rows: [(prefix: String, node: SceneLayoutNode?, more: Int)] = []
        func visit(_ index: Int, prefix: String, isLast: Bool, isRoot: Bool) {
            let node = nodes[index]
            rows.append((isRoot ? "" : prefix + (isLast ? "└─ " : "├─ "), node, 0))
            let inner = isRoot ? "" : prefix + (isLast ? "   " : "│  ")
            var kids = children[node.id] ?? []
            var hidden = 0
            if let rowLimit, node.role == .node(.list) || node.role == .node(.grid), kids.count > rowLimit {
                hidden = kids.count - rowLimit
                kids.removeLast(hidden)
            }
            for (position, kid) in kids.enumerated() {
                visit(kid, prefix: inner, isLast: position == kids.count - 1 && hidden == 0, isRoot: false)
            }
            if hidden > 0 { rows.append((inner + "└─ ", nil, hidden)) }
        }
        for root in roots { visit(root, prefix: "", isLast: true, isRoot: true) }
        let nameWidth = rows.map { $0.prefix.count + ($0.node?.id.count ?? 0) }.max() ?? 0
        let roleWidth = rows.compactMap { $0.node?.role.name.count }.max() ?? 0
        let boxes = rows.map { $0.node.map(Self.box) ?? "" }
        let boxWidth = boxes.map(\.count).max() ?? 0
        var lines: [String] = []
        lines.reserveCapacity(rows.count)
        for (row, box) in zip(rows, boxes) {
            guard let node = row.node else { lines.append(row.prefix + "… \(row.more) more"); continue }
            let flags = Self.flags(node)
            var line = Self.padded(row.prefix + node.id, nameWidth) + "  " + Self.padded(node.role.name, roleWidth) + "  "
            line += flags.isEmpty ? box : Self.padded(box, boxWidth) + "  " + flags.joined(separator: " ")
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// `[x y w h]` to 0.01 pt, or `hidden`.
    static func box(_ node: SceneLayoutNode) -> String {
        guard let frame = node.frame else { return "hidden" }
        return Self.box(frame)
    }

    /// What the tree says after the box: z-index, region, scrolled out, a list–detail's item action.
    static func flags(_ node: SceneLayoutNode) -> [String] {
        guard node.frame != nil else { return [] }
        var flags: [String] = []
        if node.zIndex != 0 { flags.append("z\(node.zIndex)") }
        if node.region != .whole { flags.append(node.region.rawValue) }
        if node.visibleFrame == nil { flags.append("scrolled out") }
        if let action = node.details.itemAction { flags.append("items \(action.rawValue)") }
        return flags
    }
}

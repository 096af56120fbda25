import Foundation
import FoldKit
import FoldKitScenes

extension TransitionReport {
    /// One line of the text table: an entry, or the summary of rows and cells left out.
    private enum Line {
        case entry(NodeTransition, depth: Int)
        case more(depth: Int, rows: Int, counts: [NodeTransition.Change: Int])
    }

    /// The text form: a heading, the posture, the fold and the changed regions, the count of each
    /// change, then one aligned line per entry (indented under its parent; items under their bar):
    /// id, role, change, and `[x y w h]` before and after (window coordinates, points, to 0.01),
    /// `hidden` or `absent`, with `z<n>` when stacked above content and the bar when an item
    /// changed bars. Lists and grids show their first 3 rows or cells unless `allRows`.
    ///
    /// ```
    /// OdoKeep (odokeep-tabs) on iphone-duo: flat → flat+camera, ltr, animated
    ///   posture     flat → flat
    ///   …
    /// system.side-bar  sideBar  unchanged  [895 0 56 649]  [895 0 56 649]
    ///   garage-tab     tab      moved      [901 52 44 44]  [901 68 44 44]
    /// ```
    func text(_ result: SceneTransitionResult, layouts: (SceneLayoutResult, SceneLayoutResult), allRows: Bool) -> String {
        var out = "\(name) (\(scene)) on \(device): \(from) → \(to), \(layoutDirection), \(animated ? "animated" : "not animated")\n"
        out += LayoutText.label("posture") + " \(posture.before ?? "") → \(posture.after ?? "")\n"
        let foldText = { (fold: Fold?) in fold.map { "\($0.posture) at \(TextTable.frame($0.frame.rect))" } ?? "none" }
        out += LayoutText.label("fold") + " \(foldText(fold.before)) → \(foldText(fold.after))\n"
        for region in regions {
            let frame = (region.after ?? region.before).map { TextTable.frame($0.frame.rect) } ?? ""
            out += LayoutText.label("region") + " \(region.id), \(region.kind), \(region.change)  \(frame)\n"
        }
        if regions.isEmpty { out += LayoutText.label("regions") + " no change\n" }
        let counts = NodeTransition.Change.allCases.compactMap { change -> String? in
            let n = result.nodes.count { $0.change == change }
            return n == 0 ? nil : "\(change.rawValue) \(n)"
        }
        out += LayoutText.label("changes") + " " + counts.joined(separator: ", ") + "\n\n"
        return out + table(lines(result, layouts: layouts, rowLimit: allRows ? nil : 3))
    }

    /// The entries as lines, indented by depth, the rows and cells past `rowLimit` in each list
    /// and grid (with what is in them) gathered into one summary line counting their changes.
    private func lines(_ result: SceneTransitionResult, layouts: (SceneLayoutResult, SceneLayoutResult), rowLimit: Int?) -> [Line] {
        let node = { (id: String) in layouts.1[id] ?? layouts.0[id] }
        var depths: [String: Int] = [:]
        var childCounts: [String: Int] = [:]
        var collapsed: [String: String] = [:]   // an entry left out → the list or grid that summarises it
        var summaries: [String: Int] = [:]     // list or grid id → its summary line's index
        var lines: [Line] = []
        for entry in result.nodes {
            var depth = 0
            var parent: String?
            switch entry.kind {
            case .node:
                parent = node(entry.id)?.parentID
                depth = parent.flatMap { depths[$0].map { $0 + 1 } } ?? 0
                depths[entry.id] = depth
            case .bar: depth = 0
            case .item: depth = 1
            }
            guard let parent, let limit = rowLimit else { lines.append(.entry(entry, depth: depth)); continue }
            if let container = collapsed[parent] {
                // Inside a row or cell left out: counted in its container's summary.
                collapsed[entry.id] = container
                if let index = summaries[container], case .more(let d, let rows, var counts) = lines[index] {
                    counts[entry.change, default: 0] += 1
                    lines[index] = .more(depth: d, rows: rows, counts: counts)
                }
                continue
            }
            let role = node(parent)?.role
            guard role == .node(.list) || role == .node(.grid) else { lines.append(.entry(entry, depth: depth)); continue }
            childCounts[parent, default: 0] += 1
            guard childCounts[parent]! > limit else { lines.append(.entry(entry, depth: depth)); continue }
            collapsed[entry.id] = parent
            if let index = summaries[parent], case .more(let d, let rows, var counts) = lines[index] {
                counts[entry.change, default: 0] += 1
                lines[index] = .more(depth: d, rows: rows + 1, counts: counts)
            } else {
                summaries[parent] = lines.count
                lines.append(.more(depth: depth, rows: 1, counts: [entry.change: 1]))
            }
        }
        return lines
    }

    /// The lines as an aligned table under a header.
    private func table(_ lines: [Line]) -> String {
        var rows: [[String]] = [["id", "role", "change", "before", "after"]]
        for line in lines {
            switch line {
            case .entry(let entry, let depth):
                var after = Self.cell(entry.after)
                if case .item = entry.kind, let bar = entry.after?.bar, entry.before != nil, bar != entry.before?.bar { after += " in \(bar)" }
                rows.append([String(repeating: "  ", count: depth) + entry.id, entry.kind.name, entry.change.rawValue, Self.cell(entry.before), after])
            case .more(let depth, let count, let counts):
                let total = counts.values.reduce(0, +)
                let parts = NodeTransition.Change.allCases.compactMap { change in counts[change].map { "\(change.rawValue) \($0)" } }
                let what = total == count ? "" : " (\(total) entries with what is in them)"
                rows.append([String(repeating: "  ", count: depth) + "… \(count) more\(what): " + parts.joined(separator: ", ")])
            }
        }
        let widths = (0..<4).map { column in rows.filter { $0.count == 5 }.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            guard row.count == 5 else { return row[0] }
            let line = (0..<4).map { TextTable.padded(row[$0], widths[$0]) }.joined(separator: "  ") + "  " + row[4]
            return line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n") + "\n"
    }

    /// `[x y w h]` (to 0.01 pt) with `z<n>` when above content, `hidden`, or `absent`.
    static func cell(_ state: NodeTransition.State?) -> String {
        guard let state else { return "absent" }
        guard let frame = state.frame, state.isVisible else { return "hidden" }
        let box = TextTable.box(frame)
        return state.zIndex == 0 ? box : box + " z\(state.zIndex)"
    }
}

import Foundation
import FoldKit

extension SceneLayoutResult {
    /// The result as an indented tree, one node a line: `id role [x y w h] z1 leading`, hidden
    /// nodes as `hidden`, for failure messages and text output (STYLE 11). Only the first
    /// `rowLimit` rows or cells of each list and grid are shown, then `…`.
    /// - Complexity: O(*n*) for *n* nodes.
    public func treeDescription(rowLimit: Int = 3) -> String {
        var depth: [String: Int] = [:]
        var shownItems: [String: Int] = [:]
        var skipped = Set<String>()
        var lines: [String] = []
        for node in nodes {
            let level = node.parentID.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
            depth[node.id] = level
            if let parent = node.parentID, skipped.contains(parent) { skipped.insert(node.id); continue }
            if let parent = node.parentID, let role = self[parent]?.role, role == .node(.list) || role == .node(.grid) {
                let shown = shownItems[parent, default: 0]
                shownItems[parent] = shown + 1
                if shown == rowLimit { lines.append(String(repeating: "  ", count: level) + "…") }
                if shown >= rowLimit { skipped.insert(node.id); continue }
            }
            lines.append(String(repeating: "  ", count: level) + Self.line(node))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ node: SceneLayoutNode) -> String {
        guard let frame = node.frame else { return "\(node.id) \(node.role.name) hidden" }
        let box = [frame.minX, frame.minY, frame.width, frame.height].map { Format.number($0) }.joined(separator: " ")
        var parts = ["\(node.id) \(node.role.name) [\(box)]"]
        if node.visibleFrame == nil { parts.append("scrolled out") }
        if node.zIndex != 0 { parts.append("z\(node.zIndex)") }
        if node.region != .whole { parts.append(node.region.rawValue) }
        return parts.joined(separator: " ")
    }
}

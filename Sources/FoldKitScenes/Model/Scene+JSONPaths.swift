import FoldKit

extension Scene {
    /// The JSON path of every declared node, by id, in the decoder's form (`root.primary.children[2]` formatted by `JSONPath.format`):
    /// where a tool points at a node in the scene file (lint's SARIF locations).
    ///
    /// A row template's nodes are listed once, at the template; a laid-out row or cell id
    /// (`star-3`, `tiles-0`) is found by ``jsonPath(of:in:)``.
    /// - Complexity: O(*n*·*d*) for *n* nodes nested *d* deep.
    public func jsonPaths() -> [String: [JSONPathComponent]] {
        var paths: [String: [JSONPathComponent]] = [:]
        var pending: [(node: SceneNode, path: [JSONPathComponent])] = [(root, [.key("root")])]
        while let (node, path) = pending.popLast() {
            paths[node.id] = path
            for (step, child) in node.children { pending.append((child, path + step)) }
        }
        return paths
    }

    /// The JSON path of the laid-out node `id` in `paths` (``jsonPaths()``): its own, or for an
    /// expanded row or cell id (`star-3`) its template's or container's; nil for an id that is
    /// no node (a bar item, a tab).
    public static func jsonPath(of id: String, in paths: [String: [JSONPathComponent]]) -> [JSONPathComponent]? {
        if let path = paths[id] { return path }
        return SceneIDs.splitExpanded(id).flatMap { paths[$0.base] }
    }
}

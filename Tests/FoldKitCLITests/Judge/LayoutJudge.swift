import Foundation
import FoldKitCLI

/// An independent judge of the pictures (issue 17's check): it reads only what `foldkit layout
/// --format json` and `foldkit regions --format json` print (CLI.md, "Added 2026-12-02") — no
/// lint, no engine types — and names every leaf that breaks a rule a designer rejects on sight.
///
/// Rules, each judged on the resting layout (scroll offset 0):
/// - `division`: no interactive leaf, and no important leaf that does not scroll, on an active
///   division's frame (a division whose frame has zero width or height is a line, and it counts);
///   important media (an image, video, a map) that is not interactive may come close to the
///   fold and is judged against the division's hardware instead (SPEC 3.2); a list row itself may
///   straddle one (SPEC 6), the controls inside it may not;
/// - `overlap`: no two visible leaves overlap in one layer (the same `zIndex`);
/// - `bars`: no leaf that does not scroll lies under a navigation bar, tab bar or bottom toolbar;
/// - `bar item`: no bar item on an active division's frame;
/// - `window`: nothing shows beyond the window; nothing that does not scroll lies beyond it;
/// - `minSize`: no node is shown below its usable minimum.
struct LayoutJudge {
    /// A rect from the JSON (`{"x", "y", "width", "height"}`), nil for null.
    static func rect(_ value: Any?) -> CGRect? {
        guard let json = value as? [String: Any], let x = json["x"] as? Double, let y = json["y"] as? Double,
              let w = json["width"] as? Double, let h = json["height"] as? Double else { return nil }
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// Whether `a` and `b` share area, more than `tolerance` each way.
    static func overlap(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 0.01) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > tolerance && min(a.maxY, b.maxY) - max(a.minY, b.minY) > tolerance
    }

    /// Whether `frame` lies on `division`: shares area with it, or, for a line, the line runs
    /// through its inside.
    static func onDivision(_ frame: CGRect, _ division: CGRect) -> Bool {
        let t: CGFloat = 0.01
        if division.width <= t {
            return division.minX > frame.minX + t && division.minX < frame.maxX - t && min(frame.maxY, division.maxY) - max(frame.minY, division.minY) > t
        }
        if division.height <= t {
            return division.minY > frame.minY + t && division.minY < frame.maxY - t && min(frame.maxX, division.maxX) - max(frame.minX, division.minX) > t
        }
        return overlap(frame, division)
    }

    /// The problems of one layout document against its regions document, one line each:
    /// `rule: what, with numbers`.
    static func problems(layout: [String: Any], regions: [String: Any]) -> [String] {
        var problems: [String] = []
        let window = rect(layout["window"]) ?? .zero
        let nodes = layout["nodes"] as? [[String: Any]] ?? []
        let activeDivisions = (regions["regions"] as? [[String: Any]] ?? []).compactMap { region -> (id: String, frame: CGRect, hardware: CGRect)? in
            guard region["kind"] as? String == "division", region["isActive"] as? Bool == true, let frame = rect(region["frame"]) else { return nil }
            return (region["id"] as? String ?? "?", frame, rect(region["hardwareFrame"]) ?? frame)
        }
        let divisions = activeDivisions.map { ($0.id, $0.frame) }
        var byID: [String: [String: Any]] = [:]
        var hasChildren = Set<String>()
        for node in nodes {
            if let id = node["id"] as? String { byID[id] = node }
            if let parent = node["parent"] as? String { hasChildren.insert(parent) }
        }
        /// Whether the node lies in scrolling content: under a list, a scroll view or a grid
        /// that scrolls under bars (it has content insets).
        func scrolls(_ node: [String: Any]) -> Bool {
            var parent = node["parent"] as? String
            while let id = parent, let ancestor = byID[id] {
                let role = ancestor["role"] as? String
                if role == "list" || role == "scroll" || (role == "grid" && !(ancestor["contentInsets"] is NSNull) && ancestor["contentInsets"] != nil) { return true }
                parent = ancestor["parent"] as? String
            }
            return false
        }
        var leaves: [(id: String, frame: CGRect, shown: CGRect, z: Int, scrolls: Bool, node: [String: Any])] = []
        for node in nodes {
            guard let id = node["id"] as? String, node["isVisible"] as? Bool == true, let frame = rect(node["frame"]) else { continue }
            if let minimum = node["minSize"] as? [String: Any] {
                problems.append("minSize: \(id) \(frame) is shown below its usable minimum \(minimum)")
            }
            guard !hasChildren.contains(id) else { continue }
            guard let shown = rect(node["visibleFrame"]), shown.width > 0.01, shown.height > 0.01 else { continue }
            leaves.append((id, frame, shown, node["zIndex"] as? Int ?? 0, scrolls(node), node))
        }
        for leaf in leaves {
            let interactive = leaf.node["isInteractive"] as? Bool == true, important = leaf.node["isImportant"] as? Bool == true
            // A list row itself may straddle a fold (SPEC 6); the controls inside it may not.
            let isRow = (leaf.node["parent"] as? String).flatMap { byID[$0]?["role"] as? String } == "list"
            let isMedia = ["image", "media", "map"].contains(leaf.node["role"] as? String ?? "")
            if (interactive && !isRow) || (important && !leaf.scrolls) {
                for division in activeDivisions {
                    let (id, bound) = (division.id, isMedia && !interactive ? division.hardware : division.frame)
                    guard onDivision(leaf.shown, bound) else { continue }
                    problems.append("division: \(interactive ? "interactive" : "important") \(leaf.id) \(leaf.shown) on \(id) \(bound)")
                }
            }
            if !window.insetBy(dx: -0.01, dy: -0.01).contains(leaf.shown) || (!leaf.scrolls && !window.insetBy(dx: -0.01, dy: -0.01).contains(leaf.frame)) {
                problems.append("window: \(leaf.id) \(leaf.frame) beyond the window \(window)")
            }
        }
        let sorted = leaves.sorted { $0.shown.minX < $1.shown.minX }
        for (i, a) in sorted.enumerated() {
            for b in sorted[(i + 1)...] {
                if b.shown.minX >= a.shown.maxX { break }
                if a.z == b.z && overlap(a.shown, b.shown) { problems.append("overlap: \(a.id) \(a.shown) and \(b.id) \(b.shown) at z \(a.z)") }
            }
        }
        for bar in layout["bars"] as? [[String: Any]] ?? [] {
            let kind = bar["kind"] as? String ?? "", barID = bar["id"] as? String ?? "?"
            if ["navigationBar", "tabBar", "bottomToolbar"].contains(kind), let frame = rect(bar["frame"]) {
                for leaf in leaves where !leaf.scrolls && overlap(leaf.shown, frame) {
                    problems.append("bars: \(leaf.id) \(leaf.shown) under \(kind) \(barID) \(frame)")
                }
            }
            for item in bar["items"] as? [[String: Any]] ?? [] {
                guard let frame = rect(item["frame"]) else { continue }
                for (id, division) in divisions where onDivision(frame, division) {
                    problems.append("bar item: \(item["id"] as? String ?? "?") \(frame) in \(barID) on \(id)")
                }
            }
        }
        return problems
    }
}

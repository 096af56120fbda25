import Foundation
import FoldKit

extension SceneLayoutResult {
    /// The bars as text, after the node tree: one line a bar (`id  kind  [x y w h]`, its title or
    /// clock), one indented line an item (`id  kind  [x y w h]  title (symbol)`, `selected`, what
    /// More reaches). Empty without a UI layer.
    public func barsDescription() -> String {
        guard let mode = uiLayerMode else { return "" }
        let box: (CGRect) -> String = Self.box
        var rows: [(String, String, String, String)] = []
        for bar in bars {
            var note = bar.title.map { "\"\($0)\"" } ?? ""
            if let clock = bar.clock { note = "clock " + box(clock) }
            rows.append((bar.id, bar.kind.rawValue, box(bar.frame), note))
            for item in bar.items {
                var text = "\(item.title) (\(item.symbol))"
                if item.isSelected { text += " selected" }
                if !item.reaches.isEmpty { text += " → " + item.reaches.joined(separator: ", ") }
                rows.append(("  " + item.id, item.kind.rawValue, box(item.frame), text))
            }
        }
        let widths = (rows.map(\.0.count).max() ?? 0, rows.map(\.1.count).max() ?? 0, rows.map(\.2.count).max() ?? 0)
        var lines = ["UI layer: \(mode.rawValue)"]
        for row in rows {
            let line = [Self.padded(row.0, widths.0), Self.padded(row.1, widths.1), Self.padded(row.2, widths.2), row.3].joined(separator: "  ")
            lines.append(line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

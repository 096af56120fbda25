import Foundation
import FoldKit

// The columns of the tree and bars text (`treeDescription`, `barsDescription`). Text output is the
// CLI's (its `TextTable`); these stay here only while that text does.
extension SceneLayoutResult {
    /// `[x y w h]` in points, each rounded for text output (``Format/output(_:)-(Double)``).
    static func box(_ rect: CGRect) -> String {
        "[" + [rect.minX, rect.minY, rect.width, rect.height].map { Format.output($0) }.joined(separator: " ") + "]"
    }

    /// `text` padded with spaces to `width` characters (as people count them), unchanged when it
    /// is as wide already.
    static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

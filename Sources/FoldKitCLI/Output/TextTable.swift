import Foundation
import FoldKit

/// The CLI's text output of results: frames, sizes and the columns of its text tables, every
/// number rounded as ``Format/output(_:)-(Double)`` rounds it (0.01 pt), so every command prints a
/// number the same way.
enum TextTable {
    /// `(x, y, w, h)` in points, each rounded for text output.
    static func frame(_ rect: CGRect) -> String {
        "(\(Format.output(rect.minX)), \(Format.output(rect.minY)), \(Format.output(rect.width)), \(Format.output(rect.height)))"
    }

    /// `w × h` in points, each rounded for text output.
    static func size(_ size: CGSize) -> String { "\(Format.output(size.width)) × \(Format.output(size.height))" }

    /// `[x y w h]` in points, each rounded for text output: a frame in the text tables of
    /// `layout` and `transition`.
    static func box(_ rect: CGRect) -> String {
        "[" + [rect.minX, rect.minY, rect.width, rect.height].map { Format.output($0) }.joined(separator: " ") + "]"
    }

    /// `text` padded with spaces to `width` characters (as people count them, not UTF-16 units),
    /// unchanged when it is as wide already: a column of a text table.
    static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

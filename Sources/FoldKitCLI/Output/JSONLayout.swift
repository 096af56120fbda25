import Foundation
import FoldKit

/// A view of an arrangement in CLI.md's JSON shape: `{"isVisible":…,"frame":{…}|null,"zIndex":…}`.
struct JSONArrangedView: Encodable, Sendable, Equatable {
    var isVisible: Bool
    @NullWhenAbsent var frame: JSONRect?
    var zIndex: Int

    init(_ view: ArrangedView) {
        isVisible = view.isVisible
        frame = view.frame.map(JSONRect.init)
        zIndex = view.zIndex
    }

}

/// Text rendering shared by the layout commands.
enum LayoutText {
    /// `(x, y, w, h)` (text output's precision) or `hidden`.
    static func frame(_ rect: CGRect?) -> String { rect.map(TextTable.frame) ?? "hidden" }

    /// A label padded to the text output's first column.
    static func label(_ text: String) -> String { "  " + text.padding(toLength: 11, withPad: " ", startingAt: 0) }
}

import Foundation
import FoldKit

/// A view of an arrangement in CLI.md's JSON shape: `{"isVisible":…,"frame":{…}|null,"zIndex":…}`.
struct JSONArrangedView: Encodable, Sendable, Equatable {
    var isVisible: Bool
    var frame: JSONRect?
    var zIndex: Int

    init(_ view: ArrangedView) {
        isVisible = view.isVisible
        frame = view.frame.map(JSONRect.init)
        zIndex = view.zIndex
    }

    enum CodingKeys: String, CodingKey { case isVisible, frame, zIndex }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(isVisible, forKey: .isVisible)
        try c.encode(frame, forKey: .frame)
        try c.encode(zIndex, forKey: .zIndex)
    }
}

/// Text rendering shared by the layout commands.
enum LayoutText {
    /// `(x, y, w, h)` or `hidden`.
    static func frame(_ rect: CGRect?) -> String { rect.map(Format.rect) ?? "hidden" }

    /// A label padded to the text output's first column.
    static func label(_ text: String) -> String { "  " + text.padding(toLength: 11, withPad: " ", startingAt: 0) }
}

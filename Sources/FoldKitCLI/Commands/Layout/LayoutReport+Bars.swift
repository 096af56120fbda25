import Foundation
import FoldKit
import FoldKitScenes

/// The UI layer in `foldkit layout` (CLI.md `bars`, SPEC 9): every system bar with its items,
/// window coordinates.
struct JSONSystemBar: Encodable {
    /// One item of a bar.
    struct Item: Encodable {
        var id: String
        var kind: String
        var frame: JSONRect
        var title: String
        var symbol: String
        var isSelected: Bool
        /// What a More item reaches; empty for the others.
        var reaches: [String]
    }

    var id: String
    var kind: String
    var frame: JSONRect
    @NullWhenAbsent var title: String?
    @NullWhenAbsent var clock: JSONRect?
    var items: [Item]

    /// The JSON form of `bar`.
    init(_ bar: SystemBar) {
        id = bar.id
        kind = bar.kind.rawValue
        frame = JSONRect(bar.frame)
        title = bar.title
        clock = bar.clock.map(JSONRect.init)
        items = bar.items.map {
            Item(id: $0.id, kind: $0.kind.rawValue, frame: JSONRect($0.frame), title: $0.title, symbol: $0.symbol,
                 isSelected: $0.isSelected, reaches: $0.reaches)
        }
    }
}

/// Where a hidden node's content is shown instead (SPEC 10.3, 4.4): `{"kind", "id"}`.
struct JSONShownElsewhere: Encodable {
    var kind: String
    var id: String

    init(_ value: SceneLayoutNode.ShownElsewhere) {
        id = value.id
        switch value {
        case .standIn: kind = "standIn"
        case .pushed: kind = "pushed"
        case .variant: kind = "variant"
        case .original: kind = "original"
        }
    }
}

import Foundation
import FoldKit

extension ToolbarItem {
    /// Creates a toolbar item from its action's fields, as a scene file writes it (SCENE.md
    /// `toolbar`, SPEC 9 [S3]): `ToolbarItem(id: "compose", title: "Compose", symbol: "square.and.pencil")`.
    public init(id: String, title: String, symbol: String, placement: Placement = .primaryAction, floatsInCompact: Bool = false) {
        self.init(action: UIAction(id: id, title: title, symbol: symbol), placement: placement, floatsInCompact: floatsInCompact)
    }
}

extension TabBarModel.Tab {
    /// Creates a tab from its action's fields, as a scene file writes it (SCENE.md `tabs`, SPEC 9
    /// [S3]); `compact: false` leaves it out of compact bars, reached through More.
    public init(id: String, title: String, symbol: String, compact: Bool = true) {
        self.init(action: UIAction(id: id, title: title, symbol: symbol), isCompact: compact)
    }
}

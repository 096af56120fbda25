import Foundation
import FoldKit

extension SceneLayoutResult {
    /// The z-index of the view `id` inside its overlay arrangement, as SwiftUI's
    /// `overlayArrangementZIndex` reads it [S4]: 1 for the primary shown over the secondary, 0 for
    /// the secondary, and 0 for both when they sit side by side in a region each (SPEC 8.1). Nil
    /// when `id` is no visible view of an overlay arrangement shown in this layout (a split
    /// arrangement's views, a hidden view, any other node).
    ///
    /// It is the view's level less its arrangement's (``SceneLayoutNode/zIndex`` counts every
    /// stacked overlay around a node).
    /// - Complexity: O(1) for a layout's result (``subscript(id:)``).
    public func overlayArrangementZIndex(of id: String) -> Int? {
        guard let node = self[id], node.isVisible, let parentID = node.parentID, let arrangement = self[parentID],
              case .arrangement(let mode, _) = arrangement.details, mode == .overlaid || mode == .sideBySide else { return nil }
        return node.zIndex - arrangement.zIndex
    }
}

import Foundation
import FoldKit

extension SceneNode {
    /// Whether this node is a screen or a column whose UI layer the system places: it declares a
    /// title or toolbar items.
    public var declaresUILayer: Bool { title != nil || !toolbar.isEmpty }

    /// The UI layer's view of this node as a column in `frame` (window coordinates); `backTitle`
    /// gives a pushed screen its back item (SPEC 9).
    public func uiLayerColumn(in frame: CGRect, backTitle: String? = nil) -> UILayerColumn {
        UILayerColumn(id: id, frame: frame, title: title, toolbar: toolbar, backTitle: backTitle)
    }
}

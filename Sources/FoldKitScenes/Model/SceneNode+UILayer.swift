import Foundation
import FoldKit

extension SceneNode {
    /// A tab view (SPEC 9 [S0][S3]): the window's tabs as a model — which the system draws as a
    /// bottom or top tab bar, or down the open Duo's side bar — and the selected tab's screen.
    ///
    /// It is the scene's root: the tab bar belongs to the window.
    public struct TabView: Sendable, Hashable {
        /// The tabs, the More setting, the tab-bar action and the selection: the engine's model.
        public var bar: TabBarModel
        /// The selected tab's screen (a column: it may carry a `title` and `toolbar`).
        public var content: SceneNode

        /// Creates a tab view.
        public init(bar: TabBarModel, content: SceneNode) {
            self.bar = bar
            self.content = content
        }
    }

    /// Whether this node is a screen or a column whose UI layer the system places: it declares a
    /// title or toolbar items.
    public var declaresUILayer: Bool { title != nil || !toolbar.isEmpty }

    /// The UI layer's view of this node as a column in `frame` (window coordinates).
    public func uiLayerColumn(in frame: CGRect) -> UILayerColumn {
        UILayerColumn(id: id, frame: frame, title: title, toolbar: toolbar)
    }
}

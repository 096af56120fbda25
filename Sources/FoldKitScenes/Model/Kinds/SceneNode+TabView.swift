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
}

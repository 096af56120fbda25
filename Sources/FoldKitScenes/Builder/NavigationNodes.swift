import Foundation
import FoldKit

/// A list that opens a detail beside it, by the list–detail rule, in a scene written in Swift
/// (SCENE.md `listDetail`, SPEC 4.4 [S0]).
public struct ListDetailNode: SceneFieldsContent {
    /// The node built so far.
    public var sceneNode: SceneNode

    /// Creates a list–detail node; `stacksInTabletop` puts the detail above the list in tabletop.
    public init(_ id: String, stacksInTabletop: Bool = false, @SceneChildBuilder list: () -> SceneNode,
                @SceneChildBuilder detail: () -> SceneNode) {
        sceneNode = SceneNode(id: id, kind: .listDetail(SceneNode.ListDetail(stacksInTabletop: stacksInTabletop, list: list(), detail: detail())))
    }
}

/// A two-column split view, in a scene written in Swift (SCENE.md `splitView`, SPEC 4.5 [S3]).
public struct SplitViewNode: SceneFieldsContent {
    /// The node built so far.
    public var sceneNode: SceneNode

    /// Creates a split view; each width is points (`.absolute(320)`) or a fraction of the window
    /// (`.fractional(0.4)`, `"40%"` in a file), nil for the system's.
    public init(_ id: String, preferredPrimaryWidth: LayoutDimension? = nil, minimumPrimaryWidth: LayoutDimension? = nil,
                maximumPrimaryWidth: LayoutDimension? = nil, @SceneChildBuilder primary: () -> SceneNode,
                @SceneChildBuilder secondary: () -> SceneNode) {
        sceneNode = SceneNode(id: id, kind: .splitView(SceneNode.SplitView(
            preferredPrimaryWidth: preferredPrimaryWidth, minimumPrimaryWidth: minimumPrimaryWidth,
            maximumPrimaryWidth: maximumPrimaryWidth, primary: primary(), secondary: secondary())))
    }
}

/// The window's tabs and the selected tab's screen, in a scene written in Swift (SCENE.md
/// `tabView`, SPEC 9 [S0][S3]); it is the scene's root.
public struct TabViewNode: SceneFieldsContent {
    /// The node built so far.
    public var sceneNode: SceneNode

    /// Creates a tab view: its `tabs` (``FoldKit/TabBarModel/Tab/init(id:title:symbol:compact:)``),
    /// whether the system adds More, a tab-bar `action`, the `selected` tab's id (nil: the first)
    /// and the selected tab's screen.
    public init(_ id: String, tabs: [TabBarModel.Tab], more: Bool = true, action: UIAction? = nil, selected: String? = nil,
                @SceneChildBuilder content: () -> SceneNode) {
        let bar = TabBarModel(tabs: tabs, showsMore: more, action: action, selectedTabID: selected)
        sceneNode = SceneNode(id: id, kind: .tabView(SceneNode.TabView(bar: bar, content: content())))
    }
}

import Foundation
import FoldKit

/// Scrolling rows of one height, in a scene written in Swift (SCENE.md `list`); rows are laid out
/// as nodes whose ids are the template's suffixed with the row index.
public struct ListNode: SceneFieldsContent {
    /// The node built so far.
    public var sceneNode: SceneNode

    /// Creates a list of plain rows, each `rowHeight` points tall.
    public init(_ id: String, rows: Int, rowHeight: CGFloat = 44) {
        sceneNode = SceneNode(id: id, kind: .list(SceneNode.List(rows: rows, rowHeight: rowHeight)))
    }

    /// Creates a list whose rows repeat a template (SCENE.md `row`), each `rowHeight` points tall.
    public init(_ id: String, rows: Int, rowHeight: CGFloat = 44, @SceneChildBuilder row: () -> SceneNode) {
        sceneNode = SceneNode(id: id, kind: .list(SceneNode.List(rows: rows, rowHeight: rowHeight, row: row())))
    }
}

/// Scrolling content, in a scene written in Swift (SCENE.md `scroll`).
public struct ScrollNode: SceneFieldsContent {
    /// The node built so far.
    public var sceneNode: SceneNode

    /// Creates a scroll view whose content is `contentHeight` points tall (nil: the content's own
    /// fixed height, else the viewport's).
    public init(_ id: String, contentHeight: CGFloat? = nil, @SceneChildBuilder content: () -> SceneNode) {
        sceneNode = SceneNode(id: id, kind: .scroll(SceneNode.Scroll(contentHeight: contentHeight, content: content())))
    }
}

/// A fold-aware grid of equal cells, in a scene written in Swift (SCENE.md `grid`, SPEC 6).
public struct GridNode: SceneFieldsContent {
    /// The node built so far.
    public var sceneNode: SceneNode

    /// Creates a grid of `items` cells at least `minItemWidth` points wide; `itemAspect` is height
    /// ÷ width, `spacing` and `margin` are points; `foldAware: false` is the legacy opt-out.
    public init(_ id: String, items: Int, minItemWidth: CGFloat, itemAspect: CGFloat = 1, spacing: CGFloat = 0, margin: CGFloat = 0,
                scrolls: Bool = true, interactive: Bool = false, foldAware: Bool = true) {
        sceneNode = SceneNode(id: id, kind: .grid(SceneNode.Grid(items: items, minItemWidth: minItemWidth, itemAspect: itemAspect,
                                                                 spacing: spacing, margin: margin, scrolls: scrolls,
                                                                 isInteractive: interactive, isFoldAware: foldAware)))
    }
}

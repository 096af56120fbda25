import Foundation
import FoldKit

/// One of an ``ArrangementView``'s two views with how it asks for space: the seeds' per-view
/// arrangement modifiers [S1][S4], which the arrangement turns into its node's fields (SCENE.md
/// `arrangement`, SPEC 4.1–4.2).
///
/// Only an ``ArrangementView``'s `primary` or `secondary` takes one: it is no ``SceneContent``, so
/// anywhere else it is a compile-time error. Write these modifiers last on the view.
public struct ArrangedContent: ArrangeableContent {
    /// The view's node.
    public var sceneNode: SceneNode
    /// Its share of the container (`splitArrangementLayoutRatio`).
    var ratio: CGFloat?
    /// Its width range (`splitArrangementLayoutSize`).
    var width: SceneNode.DimensionRange?
    /// Its height range (`splitArrangementLayoutSize`).
    var height: SceneNode.DimensionRange?
    /// Its layout priority (`layoutPriority`).
    var priority: Double?
    /// Whether it prefers its ideal size (`splitArrangementFixedLayoutSize`).
    var prefersFixedSize = false
    /// The edge it takes (`overlayArrangementEdge`).
    var edge: ArrangementEdge?

    /// `node`, asking for nothing in particular.
    init(_ node: SceneNode) { sceneNode = node }

    /// Itself.
    public var arrangedContent: ArrangedContent { self }
}

/// A view an ``ArrangementView`` can hold: any scene node (``SceneContent``), or one already given
/// arrangement modifiers (``ArrangedContent``) [S1][S4].
public protocol ArrangeableContent: Sendable {
    /// The view with how it asks for space (nothing in particular for a plain node).
    var arrangedContent: ArrangedContent { get }
}

extension SceneContent {
    /// The node, asking for nothing in particular.
    public var arrangedContent: ArrangedContent { ArrangedContent(sceneNode) }
}

extension ArrangeableContent {
    /// Gives this view `ratio` of the split's container, strictly between 0 and 1 (SwiftUI's
    /// `splitArrangementLayoutRatio(_:)` [S1]; the arrangement's `ratio`, the primary's share: on
    /// the secondary it becomes 1 − `ratio`).
    public func splitArrangementLayoutRatio(_ ratio: CGFloat) -> ArrangedContent { arranged { $0.ratio = ratio } }

    /// Sets the range this view asks for, each bound points (`.absolute(250)`) or a fraction of
    /// the container (`.fractional(0.3)`) (SwiftUI's `splitArrangementLayoutSize(minWidth:idealWidth:maxWidth:…)`
    /// [S1]; the arrangement's `primaryWidth`/`primaryHeight` or `secondaryWidth`/`secondaryHeight`,
    /// `min`/`preferred`/`max`). The widths apply side by side, the heights stacked; an axis with
    /// no bound given is left as it is.
    public func splitArrangementLayoutSize(minWidth: LayoutDimension? = nil, idealWidth: LayoutDimension? = nil, maxWidth: LayoutDimension? = nil,
                                           minHeight: LayoutDimension? = nil, idealHeight: LayoutDimension? = nil,
                                           maxHeight: LayoutDimension? = nil) -> ArrangedContent {
        arranged {
            if minWidth != nil || idealWidth != nil || maxWidth != nil {
                $0.width = SceneNode.DimensionRange(minimum: minWidth, preferred: idealWidth, maximum: maxWidth)
            }
            if minHeight != nil || idealHeight != nil || maxHeight != nil {
                $0.height = SceneNode.DimensionRange(minimum: minHeight, preferred: idealHeight, maximum: maxHeight)
            }
        }
    }

    /// Makes this view prefer its ideal size, its frame's `width`/`height` in points (SwiftUI's
    /// `splitArrangementFixedLayoutSize()` [S1]; the arrangement's `prefersFixedSize`, which names
    /// one view: when both ask, the primary's wins).
    public func splitArrangementFixedLayoutSize() -> ArrangedContent { arranged { $0.prefersFixedSize = true } }

    /// Sets this view's layout priority: the higher gets the space it asks for first (SwiftUI's
    /// `layoutPriority(_:)` inside an arrangement [S1]; the arrangement's `primaryPriority` or
    /// `secondaryPriority`, default 0).
    public func layoutPriority(_ priority: Double) -> ArrangedContent { arranged { $0.priority = priority } }

    /// Sets the edge this view takes (SwiftUI's `overlayArrangementEdge(_:)` [S1]; the
    /// arrangement's `edge`, the primary's: on the secondary the primary takes the opposite edge;
    /// the primary's wins when both ask).
    public func overlayArrangementEdge(_ edge: ArrangementEdge) -> ArrangedContent { arranged { $0.edge = edge } }

    /// This view as an arranged view with `change` made to how it asks for space.
    func arranged(_ change: (inout ArrangedContent) -> Void) -> ArrangedContent {
        var content = arrangedContent
        change(&content)
        return content
    }
}

/// Builds one of an ``ArrangementView``'s two views, with or without arrangement modifiers.
@resultBuilder
public enum ArrangedContentBuilder {
    /// The view, with the arrangement modifiers it carries.
    public static func buildExpression(_ content: some ArrangeableContent) -> ArrangedContent { content.arrangedContent }

    /// The one view.
    public static func buildBlock(_ content: ArrangedContent) -> ArrangedContent { content }
}

import Foundation
import FoldKit

/// Exactly two views laid out by the arrangement rule, in a scene written in Swift, with the
/// seeds' SwiftUI names (SCENE.md `arrangement`, SPEC 4.1–4.2 [S1][S4]).
///
/// The primary is the view that survives alone; each view may say how it asks for space with the
/// per-view modifiers (``SceneContent/splitArrangementLayoutRatio(_:)``,
/// ``SceneContent/splitArrangementLayoutSize(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)``,
/// ``SceneContent/splitArrangementFixedLayoutSize()``, ``SceneContent/layoutPriority(_:)``,
/// ``SceneContent/overlayArrangementEdge(_:)``), and the arrangement takes its style from
/// ``arrangementViewStyle(_:)``.
///
/// In a file that imports SwiftUI too, write `FoldKitScenes.ArrangementView`.
public struct ArrangementView: SceneFieldsContent {
    /// The node built so far.
    public var sceneNode: SceneNode

    /// Creates an arrangement of two views, split on either axis by default.
    public init(_ id: String, @ArrangedContentBuilder primary: () -> ArrangedContent,
                @ArrangedContentBuilder secondary: () -> ArrangedContent) {
        let (primary, secondary) = (primary(), secondary())
        var arrangement = SceneNode.Arrangement(primary: primary.sceneNode, secondary: secondary.sceneNode)
        arrangement.ratio = primary.ratio ?? secondary.ratio.map { 1 - $0 }
        (arrangement.primaryWidth, arrangement.primaryHeight) = (primary.width, primary.height)
        (arrangement.secondaryWidth, arrangement.secondaryHeight) = (secondary.width, secondary.height)
        (arrangement.primaryPriority, arrangement.secondaryPriority) = (primary.priority ?? 0, secondary.priority ?? 0)
        arrangement.prefersFixedSize = primary.prefersFixedSize ? .primary : secondary.prefersFixedSize ? .secondary : nil
        arrangement.edge = primary.edge ?? secondary.edge.map(Self.opposite)
        sceneNode = SceneNode(id: id, kind: .arrangement(arrangement))
    }

    /// Creates an arrangement of two views given as values: `ArrangementView("player", primary: player, secondary: upNext)`.
    public init(_ id: String, primary: some ArrangeableContent, secondary: some ArrangeableContent) {
        self.init(id, primary: { primary.arrangedContent }, secondary: { secondary.arrangedContent })
    }

    /// Sets the style: split or overlay, with the split's axes or the overlay's edge (SwiftUI's
    /// `arrangementViewStyle(_:)` [S4]; `style`, `axes`, `edge`).
    public func arrangementViewStyle(_ style: ArrangementViewStyle) -> Self {
        withPayload(SceneNode.Arrangement.self) {
            $0.style = style.style
            if let axes = style.axes { $0.axes = ArrangementViewStyle.axisList(axes) }
            if let edge = style.edge { $0.edge = edge }
        }
    }

    /// Sets whether the secondary is shown (`secondaryVisible`, default true): a toggle such as the
    /// Podcasts transcript button (SPEC 4.1).
    public func secondaryVisible(_ isVisible: Bool) -> Self { withPayload(SceneNode.Arrangement.self) { $0.secondaryVisible = isVisible } }

    /// The edge across the container from `edge`.
    static func opposite(_ edge: ArrangementEdge) -> ArrangementEdge {
        switch edge {
        case .leading: return .trailing
        case .trailing: return .leading
        case .top: return .bottom
        case .bottom: return .top
        }
    }
}

import Foundation
import FoldKit

/// Where the list–detail rule puts the list and the detail (SPEC 4.4), window coordinates.
struct SceneListDetailPlacement: Sendable, Hashable {
    /// `single`, `columns` or `stacked`.
    var kind: SceneLayoutNode.ListDetailKind
    /// The list's pane (always shown: the list keeps one identity in every kind).
    var list: CGRect
    /// Where the list's content goes: the pane less its content insets (half the fold in book).
    var listContent: CGRect
    /// The detail's pane; nil in `single`.
    var detail: CGRect?
    /// Where the detail's content goes; nil in `single`.
    var detailContent: CGRect?
    /// The list's width in `columns`.
    var listWidth: CGFloat?
    /// The top pane's height in `stacked`.
    var topHeight: CGFloat?
    /// The gap at the fold in `stacked`.
    var gap: CGFloat?
}

extension SceneLayout {
    /// Places a list–detail node's list and detail in `frame` (its frame, window coordinates; the
    /// root's is the safe area) by ``ListDetailStyle`` (SPEC 4.4): stacked at a tabletop fold
    /// when the scene opts in (detail above, list below); single below 680 pt; in book two columns
    /// that meet at the fold's centre line, each pane's content kept out of its half of the fold
    /// by the rule's content insets; else the list clamp(40 %, 360, 440) on the leading side. A
    /// frame the rule refuses (<doc:InvalidInput>) leaves the list alone in it, no detail.
    /// - Complexity: O(*r*) for *r* reserved regions.
    static func layoutListDetail(_ listDetail: SceneNode.ListDetail, in frame: CGRect, context: SceneLayoutContext) -> SceneListDetailPlacement {
        let request = ArrangementRequest(space: context.space, bounds: frame)
        guard let result = try? ListDetailStyle(stacksInTabletop: listDetail.stacksInTabletop).solve(request) else {
            return SceneListDetailPlacement(kind: .single, list: frame, listContent: frame)
        }
        func content(_ pane: ListDetailResult.Pane) -> CGRect {
            let inner = pane.frame.inset(by: pane.contentInsets.physical(context.layoutDirection))
            return inner.width >= 0 && inner.height >= 0 ? inner : CGRect(x: pane.frame.midX, y: pane.frame.midY, width: 0, height: 0)
        }
        return SceneListDetailPlacement(kind: result.kind, list: result.list.frame, listContent: content(result.list),
                                        detail: result.detail?.frame, detailContent: result.detail.map(content),
                                        listWidth: result.listWidth, topHeight: result.topHeight, gap: result.gap)
    }
}

import Foundation
import FoldKit

/// Where the list–detail rule puts the list and the detail (SPEC 4.4), window coordinates.
struct SceneListDetailPlacement: Sendable, Hashable {
    /// `single`, `columns` or `stacked`.
    var kind: SceneLayoutNode.ListDetailKind
    /// The list's slot (always shown).
    var list: CGRect
    /// The detail's slot; nil in `single`.
    var detail: CGRect?
    /// The list's width in `columns`.
    var listWidth: CGFloat?
    /// The top pane's height in `stacked`.
    var topHeight: CGFloat?
    /// The gap at the fold in `stacked`.
    var gap: CGFloat?
}

extension SceneLayout {
    /// EXTENSION POINT (SPEC 4.4): places a list–detail node's list and detail in `frame` (its
    /// frame, window coordinates; the root's is the safe area, so the rule's leading inset is
    /// already applied).
    ///
    /// The real rule: tabletop + `stacksInTabletop` → stacked at the fold (detail above, list
    /// below); narrower than 680 → single; book → columns meeting at the fold's centre line, each
    /// pane's content kept out of its half of the fold; else columns with the list
    /// clamp(40 % × width, 360, 440) on the leading side.
    static func layoutListDetail(_ listDetail: SceneNode.ListDetail, in frame: CGRect, context: SceneLayoutContext) -> SceneListDetailPlacement {
        // INTERIM: replaced by ListDetailRule when the solver lands.
        // Always columns: the list takes 40 % of the width on the leading side, the detail the rest.
        let listWidth = context.grid.snap(frame.width * 0.4)
        let cut = context.isRightToLeft ? frame.maxX - listWidth : frame.minX + listWidth
        let leading = CGRect(x: frame.minX, y: frame.minY, width: cut - frame.minX, height: frame.height)
        let trailing = CGRect(x: cut, y: frame.minY, width: frame.maxX - cut, height: frame.height)
        return SceneListDetailPlacement(kind: .columns, list: context.isRightToLeft ? trailing : leading,
                                        detail: context.isRightToLeft ? leading : trailing, listWidth: listWidth)
    }
}

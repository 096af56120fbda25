import Foundation
import FoldKit

/// Where a split view puts its columns (SPEC 4.5), window coordinates; nil: not shown.
struct SceneSplitViewPlacement: Sendable, Hashable {
    /// The primary column's slot.
    var primary: CGRect?
    /// The secondary column's slot.
    var secondary: CGRect?
}

extension SceneLayout {
    /// The primary column's width when a split view asks for none, points (UIKit's default).
    static let defaultPrimaryColumnWidth: CGFloat = 320

    /// EXTENSION POINT (SPEC 4.5): places a split view's columns in `frame` (its frame, window
    /// coordinates).
    ///
    /// The real solver: with an active vertical division it rebalances to 50/50, each column
    /// snapping to one region; without one it uses the preferred width (clamped to min/max); in
    /// compact width it collapses to one column. The primary is leading (right in RTL).
    static func layoutSplitView(_ splitView: SceneNode.SplitView, in frame: CGRect, context: SceneLayoutContext) -> SceneSplitViewPlacement {
        // INTERIM: replaced by SplitViewSolver when the solver lands.
        // Always two columns: the preferred width (default 320) clamped by min/max and the frame.
        var width = splitView.preferredPrimaryWidth?.resolved(in: frame.width) ?? defaultPrimaryColumnWidth
        if let minimum = splitView.minimumPrimaryWidth?.resolved(in: frame.width) { width = max(width, minimum) }
        if let maximum = splitView.maximumPrimaryWidth?.resolved(in: frame.width) { width = min(width, maximum) }
        width = context.grid.snap(min(sanitized(width), frame.width))
        let cut = context.isRightToLeft ? frame.maxX - width : frame.minX + width
        let left = CGRect(x: frame.minX, y: frame.minY, width: cut - frame.minX, height: frame.height)
        let right = CGRect(x: cut, y: frame.minY, width: frame.maxX - cut, height: frame.height)
        return context.isRightToLeft ? SceneSplitViewPlacement(primary: right, secondary: left) : SceneSplitViewPlacement(primary: left, secondary: right)
    }
}

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
    /// Places a split view's columns in `frame` (its frame, window coordinates) by
    /// ``SplitViewStyle`` (SPEC 4.5): with an active vertical division 50/50, each column in one
    /// region; without one the preferred primary width (default 320) clamped to min/max; in
    /// compact width one column. The primary is leading (right in RTL). Widths the solver refuses
    /// (<doc:InvalidInput>) place neither column.
    /// - Complexity: O(*r*) for *r* reserved regions; no allocation in the solver.
    static func layoutSplitView(_ splitView: SceneNode.SplitView, in frame: CGRect, context: SceneLayoutContext) -> SceneSplitViewPlacement {
        let request = ArrangementRequest(space: context.space, bounds: frame)
        let layout = SplitViewStyle(preferredPrimaryWidth: splitView.preferredPrimaryWidth ?? .absolute(320),
                                     minimumPrimaryWidth: splitView.minimumPrimaryWidth, maximumPrimaryWidth: splitView.maximumPrimaryWidth)
        guard let result = try? layout.solve(request) else { return SceneSplitViewPlacement(primary: nil, secondary: nil) }
        return SceneSplitViewPlacement(primary: result.primary, secondary: result.secondary)
    }
}

import Foundation
import FoldKit

/// Where an arrangement puts its two views: a slot each (nil: hidden) with its z-index, and the
/// mode and split axis it chose. Window coordinates, points.
struct SceneArrangementPlacement: Sendable, Hashable {
    /// The primary's slot; nil when hidden.
    var primary: CGRect?
    /// The primary's z-index (1 when overlaid, else 0).
    var primaryZIndex = 0
    /// The secondary's slot; nil when hidden.
    var secondary: CGRect?
    /// The secondary's z-index.
    var secondaryZIndex = 0
    /// How the views are shown.
    var mode: SceneLayoutNode.ArrangementMode
    /// The split axis, nil unless split or side by side.
    var axis: Axis?
}

extension SceneLayout {
    /// Places an arrangement's primary and secondary in `frame` (the arrangement node's frame,
    /// window coordinates) by ``SplitArrangement`` or ``OverlayArrangement`` (SPEC 4.1–4.2).
    ///
    /// The container is the node's frame; the space gives regions, the window's size classes,
    /// the safe area and the pixel grid. A view's ideal size is its fixed `width`/`height`
    /// (padding included); a view with neither has none. Along an overlay's edge a missing
    /// length spans the container, away from it a third of it (the solver's own default). Values
    /// the solver refuses (<doc:InvalidInput>; a decoded scene has none) place neither view.
    /// - Complexity: O(*r*) for *r* reserved regions; no allocation in the solvers.
    static func layoutArrangement(_ arrangement: SceneNode.Arrangement, in frame: CGRect, context: SceneLayoutContext) -> SceneArrangementPlacement {
        let request = ArrangementRequest(space: context.space, bounds: frame)
        let result: ArrangementResult
        do {
            switch arrangement.style {
            case .split:
                var axes: ArrangementAxes = []
                for axis in arrangement.axes { axes.insert(ArrangementAxes(axis)) }
                let solver = SplitArrangement(
                    axes: axes, ratio: arrangement.ratio,
                    primary: properties(arrangement.primary, width: arrangement.primaryWidth, height: arrangement.primaryHeight,
                                        priority: arrangement.primaryPriority, fixed: arrangement.prefersFixedSize == .primary, in: frame),
                    secondary: properties(arrangement.secondary, width: arrangement.secondaryWidth, height: arrangement.secondaryHeight,
                                          priority: arrangement.secondaryPriority, fixed: arrangement.prefersFixedSize == .secondary, in: frame),
                    isSecondaryVisible: arrangement.secondaryVisible)
                result = try solver.solve(request)
            case .overlay:
                let edge = arrangement.edge ?? .bottom
                let ideal = overlayIdealSize(of: arrangement.primary, edge: edge, in: frame)
                let solver = OverlayArrangement(edge: edge, primary: ArrangementViewProperties(idealSize: ideal),
                                                isSecondaryVisible: arrangement.secondaryVisible)
                result = try solver.solve(request)
            }
        } catch {
            return SceneArrangementPlacement(primary: nil, secondary: nil, mode: .single, axis: nil)
        }
        return SceneArrangementPlacement(primary: result.primary.frame, primaryZIndex: result.primary.zIndex,
                                         secondary: result.secondary.frame, secondaryZIndex: result.secondary.zIndex,
                                         mode: result.mode, axis: result.axis)
    }

    /// A split view's request for space: its ranges, priority, and its fixed size as its ideal
    /// (a missing length is the container's).
    static func properties(_ node: SceneNode, width: DimensionRange?, height: DimensionRange?, priority: Double,
                           fixed: Bool, in frame: CGRect) -> ArrangementViewProperties {
        let fixedWidth = fixedLength(of: node, along: .horizontal), fixedHeight = fixedLength(of: node, along: .vertical)
        let ideal = fixedWidth == nil && fixedHeight == nil ? nil : CGSize(width: fixedWidth ?? frame.width, height: fixedHeight ?? frame.height)
        return ArrangementViewProperties(width: width ?? .unconstrained, height: height ?? .unconstrained,
                                         layoutPriority: priority.isFinite ? priority : 0, prefersFixedSize: fixed, idealSize: ideal)
    }

    /// An overlay primary's ideal size: its fixed lengths; a missing one spans the container
    /// along `edge` and takes a third of it away from the edge; nil when it has neither.
    static func overlayIdealSize(of node: SceneNode, edge: SceneNode.Arrangement.Edge, in frame: CGRect) -> CGSize? {
        let width = fixedLength(of: node, along: .horizontal), height = fixedLength(of: node, along: .vertical)
        guard width != nil || height != nil else { return nil }
        let spansWidth = edge.axis == .vertical
        return CGSize(width: width ?? (spansWidth ? frame.width : frame.width / 3),
                      height: height ?? (spansWidth ? frame.height / 3 : frame.height))
    }
}

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
    /// The split axis, nil unless split.
    var axis: Axis?
}

extension SceneLayout {
    /// EXTENSION POINT (SPEC 4.1–4.2): places an arrangement's primary and secondary in `frame`
    /// (the arrangement node's frame, window coordinates) for the space in `context`.
    ///
    /// The real solver MUST split at an active division crossing `frame` (each view in one region,
    /// the division carrying neither), honour `axes`, `ratio`, the dimension ranges, priorities,
    /// `prefersFixedSize`, `edge` and `secondaryVisible`, and show only the primary when it cannot
    /// split. Mirror for RTL: the primary is leading.
    static func layoutArrangement(_ arrangement: SceneNode.Arrangement, in frame: CGRect, context: SceneLayoutContext) -> SceneArrangementPlacement {
        // INTERIM: replaced by SplitArrangement / OverlayArrangement when the solver lands.
        // Split: halves (or `ratio`) along the longer side if `axes` allows it, else the primary
        // alone; overlay: the secondary fills, the primary takes its ideal size (else a third)
        // at `edge` (default bottom). No division is looked at.
        switch arrangement.style {
        case .split:
            let axis: Axis = frame.width >= frame.height ? .horizontal : .vertical
            guard arrangement.secondaryVisible, arrangement.axes.contains(axis) else {
                return SceneArrangementPlacement(primary: frame, mode: .single)
            }
            let share = frame.length(along: axis) * (arrangement.ratio ?? 0.5)
            let leadingFirst = !(axis == .horizontal && context.isRightToLeft)
            let cut = context.grid.snap(leadingFirst ? frame.minimum(along: axis) + share : frame.maximum(along: axis) - share)
            let low = frame.with(from: frame.minimum(along: axis), to: cut, along: axis)
            let high = frame.with(from: cut, to: frame.maximum(along: axis), along: axis)
            return SceneArrangementPlacement(primary: leadingFirst ? low : high, secondary: leadingFirst ? high : low, mode: .split, axis: axis)
        case .overlay:
            let edge = arrangement.edge ?? .bottom
            let spansWidth = edge == .top || edge == .bottom
            let width = min(fixedLength(of: arrangement.primary, along: .horizontal) ?? (spansWidth ? frame.width : frame.width / 3), frame.width)
            let height = min(fixedLength(of: arrangement.primary, along: .vertical) ?? (spansWidth ? frame.height / 3 : frame.height), frame.height)
            let x = context.place(length: width, from: frame.minX, to: frame.maxX, position: edge == .leading ? -1 : edge == .trailing ? 1 : 0)
            let y = context.place(length: height, from: frame.minY, to: frame.maxY, position: edge == .top ? -1 : edge == .bottom ? 1 : 0, mirrors: false)
            return SceneArrangementPlacement(primary: CGRect(x: x, y: y, width: width, height: height), primaryZIndex: 1,
                                             secondary: arrangement.secondaryVisible ? frame : nil, mode: .overlaid)
        }
    }
}

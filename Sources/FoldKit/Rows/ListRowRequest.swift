import Foundation

/// The input of ``ListRowSolver``: one list row, its controls and the window's reserved regions.
///
/// Everything is in **window coordinates, points**, physical (not mirrored). A list does not split
/// its rows at the fold — a row may straddle it, which is fine for scrolling content — but a row
/// whose *controls* fall in the crease lays them out with the division (SPEC 6, last rule; SPEC 5.1).
public struct ListRowRequest: Sendable, Hashable {
    /// The row's frame, window coordinates.
    public var row: CGRect
    /// The frames of the row's interactive controls (buttons, switches, …), window coordinates,
    /// in any order; the result keeps this order.
    public var controls: [CGRect]
    /// The window's reserved regions, physical, active and inactive; only active divisions count.
    public var regions: [ReservedRegion]
    /// The frames of the row's other children (a title, an avatar, a container of them), window
    /// coordinates, in any order: they make room for a control that moves onto them (SPEC 6).
    /// Frames of containers that hold a control do not belong here. Default none.
    public var content: [CGRect]
    /// The smallest gap kept between a moved control and its neighbours, points, ≥ 0. Controls
    /// that do not move keep their own gaps.
    public var spacing: CGFloat
    /// Which side is leading: a control held equally by both sides goes to the leading one.
    public var layoutDirection: LayoutDirection

    /// Creates a request; values are checked by ``ListRowSolver/solve(_:)``.
    public init(row: CGRect, controls: [CGRect], content: [CGRect] = [], regions: [ReservedRegion], spacing: CGFloat = 8,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.row = row
        self.controls = controls
        self.content = content
        self.regions = regions
        self.spacing = spacing
        self.layoutDirection = layoutDirection
    }
}

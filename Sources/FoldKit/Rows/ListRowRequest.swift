import Foundation

/// The input of ``ListRowSolver``: the window's space and one list row with its controls.
///
/// Everything is in **window coordinates, points**, physical (not mirrored). A list does not split
/// its rows at the fold — a row may straddle it, which is fine for scrolling content — but a row
/// whose *controls* fall in the crease lays them out with the division (SPEC 6, last rule; SPEC 5.1).
/// The solver reads the space's reserved regions (physical, active and inactive; only active
/// divisions count) and its layout direction (a control held equally by both sides goes to the
/// leading one). A row in scrolling content, below the window, is asked in a space whose regions
/// run a book fold through it (``LayoutSpace/with(regions:)``).
public struct ListRowRequest: Sendable, Hashable {
    /// The window's space: reserved regions and layout direction.
    public var space: LayoutSpace
    /// The row's frame, window coordinates.
    public var row: CGRect
    /// The frames of the row's interactive controls (buttons, switches, …), window coordinates,
    /// in any order; the result keeps this order.
    public var controls: [CGRect]
    /// The frames of the row's other children (a title, an avatar, a container of them), window
    /// coordinates, in any order: they make room for a control that moves onto them (SPEC 6).
    /// Frames of containers that hold a control do not belong here. Default none.
    public var content: [CGRect]
    /// The smallest gap kept between a moved control and its neighbours, points, ≥ 0. Controls
    /// that do not move keep their own gaps.
    public var spacing: CGFloat

    /// Creates a request; values are checked by ``ListRowSolver/solve(_:)``.
    public init(space: LayoutSpace, row: CGRect, controls: [CGRect], content: [CGRect] = [], spacing: CGFloat = 8) {
        self.space = space
        self.row = row
        self.controls = controls
        self.content = content
        self.spacing = spacing
    }
}

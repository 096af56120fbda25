import Foundation

/// The result of ``ListRowSolver``: the controls laid out with the division, and whether the row
/// straddles the fold (SPEC 6).
///
/// Frames are window coordinates, points, in the request's order. Contracts: a control MUST NOT
/// intersect an active division's frame nor leave the row unless it is listed in ``unresolved``;
/// controls not listed there keep their left-to-right order and do not overlap one another nor
/// any of the row's other children (``content``).
public struct ListRowResult: Sendable, Hashable {
    /// The controls' frames, window coordinates, in the request's order.
    public var controls: [CGRect]
    /// The other children's frames, window coordinates, in the request's order: each that a
    /// moved control came to overlap is cut to its larger part beside that control, ``ListRowRequest/spacing``
    /// away from it, so a moved control never overlaps its siblings (SPEC 6). The rest as given.
    public var content: [CGRect]
    /// Whether the row's frame crosses or touches an active division: the row straddles the fold,
    /// which is fine for scrolling content (the list scrolls it away).
    public var straddlesFold: Bool
    /// The ids of the active divisions the row touches, in the request's order.
    public var divisionIDs: [String]
    /// The indices of the controls whose frame changed — moved off a division, or pushed aside by
    /// one that was — ascending.
    public var moved: [Int]
    /// The indices of the controls still on a division, or displaced out of their side: a division
    /// that runs side to side through the row (a tabletop fold; only scrolling moves the row off
    /// it), or a side too narrow to hold its controls (the overflow spills toward the division and
    /// may overlap it or a neighbour). Empty normally.
    public var unresolved: [Int]

    /// Creates a layout.
    public init(controls: [CGRect], content: [CGRect] = [], straddlesFold: Bool, divisionIDs: [String], moved: [Int], unresolved: [Int]) {
        self.controls = controls
        self.content = content
        self.straddlesFold = straddlesFold
        self.divisionIDs = divisionIDs
        self.moved = moved
        self.unresolved = unresolved
    }
}

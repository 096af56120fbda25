import Foundation

/// The widened spacing at an active division: the empty strip between the cells on either side
/// of it (SPEC 6: the grid keeps its outer margins and widens only the spacing at the hinge).
public struct GridGutter: Sendable, Hashable {
    /// The strip, window coordinates, points: between the last cell before the division and the
    /// first cell after it along the split axis, across the whole content (for columns: from the
    /// bounds' top, as tall as the bounds or the content, whichever is taller).
    public var frame: CGRect
    /// The active divisions inside the strip, by id (one, unless a region between two divisions
    /// holds no cells).
    public var divisionIDs: [String]

    /// Creates a gutter.
    public init(frame: CGRect, divisionIDs: [String]) {
        self.frame = frame
        self.divisionIDs = divisionIDs
    }
}

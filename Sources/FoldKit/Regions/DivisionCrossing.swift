import Foundation

/// How a division meets a container (SPEC 3.5): it divides the container only where it crosses
/// it from edge to edge, with room on both sides.
public enum DivisionCrossing: Sendable, Hashable {
    /// The division runs across the container; `axis` is the split axis: `.horizontal` (side by
    /// side) for a division running top to bottom, `.vertical` (stacked) for one running side to side.
    case across(Axis)
    /// The division overlaps the container without crossing it: it only clips an edge. The
    /// container lays out in the larger part of itself beside the division.
    case clips
    /// The division lies entirely outside the container and is ignored.
    case outside

    /// Classifies `division` against `container`; both in one coordinate space.
    /// - Complexity: O(1).
    public init(division: CGRect, container: CGRect) {
        self.init(division: RectEdges(division), container: RectEdges(container))
    }

    /// The classification on edges read once (solvers classify one container many times).
    @inline(__always)
    init(division: RectEdges, container: RectEdges) {
        guard division.touchesInterior(of: container) else { self = .outside; return }
        let spansHeight = division.minY <= container.minY && division.maxY >= container.maxY
        let spansWidth = division.minX <= container.minX && division.maxX >= container.maxX
        let roomLeftRight = division.minX > container.minX && division.maxX < container.maxX
        let roomAboveBelow = division.minY > container.minY && division.maxY < container.maxY
        if spansHeight && roomLeftRight {
            self = .across(.horizontal)
        } else if spansWidth && roomAboveBelow {
            self = .across(.vertical)
        } else {
            self = .clips
        }
    }
}

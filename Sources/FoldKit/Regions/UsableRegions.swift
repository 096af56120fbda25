import Foundation

/// The usable regions of a container: the container split by the active divisions that cross it,
/// minus the parts that divisions merely clip (SPEC 3.5; field report BR-11).
///
/// An array snapshot of ``RegionSplit``, the split type, for callers that keep the regions; read
/// the split's views instead where nothing needs keeping (they build no array). One algorithm
/// splits containers at their divisions (STYLE 16; ``ContainerSplit`` is its two-region view, the
/// grid its both-axes view): the split
/// axis is the driving division's (SPEC 4.1: the one whose centre is nearest the container's);
/// divisions crossing along the other axis cut the container to its largest piece between them,
/// so no region lies on any active division, whatever its direction; with several along the axis
/// (a tri-fold) every one splits.
///
/// All rects are in the coordinate space of `container` and the divisions. ``regions`` never
/// contains a division's frame: the division carries neither side. Regions are in physical order
/// (left → right, top → bottom); ``inReadingOrder(_:)`` gives RTL order. There is one more region
/// than dividers; where two dividers meet or overlap, the region between them is empty.
public struct UsableRegions: Sendable, Hashable {
    /// The container asked about.
    public var container: CGRect
    /// The container less the edge strips cut off by divisions that only clip it, and the pieces
    /// beyond divisions crossing along the other axis than ``axis``.
    public var usable: CGRect
    /// The split axis (`.horizontal` = side by side), nil when no division crosses the container.
    public var axis: Axis?
    /// The crossing divisions in physical order along ``axis``.
    public var dividers: [ReservedRegion]
    /// The usable regions in physical order; one (``usable``) when nothing crosses.
    public var regions: [CGRect]

    /// Splits `container` by the **active** divisions among `regions` (others are ignored).
    /// - Parameters:
    ///   - container: the rect to split, in the divisions' coordinate space (window coordinates).
    ///   - regions: the reserved regions; only active divisions count.
    ///   - trimmingSlivers: also cut off a strip too narrow to be useful between a crossing
    ///     division and the container's edge, with the division (``UsefulRegion``): the regions
    ///     displacement and presentations place elements in. Default false: every region.
    /// - Complexity: O(*r*·*d*) for *r* regions and *d* crossing divisions (a few at most);
    ///   allocates the two arrays.
    public init(container: CGRect, regions: [ReservedRegion], trimmingSlivers: Bool = false) {
        let split = RegionSplit(container: container, regions: regions, trimmingSlivers: trimmingSlivers)
        self.container = container
        usable = split.usable
        axis = split.axis
        dividers = Array(split.dividers)
        self.regions = Array(split.regions)
    }

    /// The regions in reading order: physical order, reversed for a side-by-side split in RTL.
    public func inReadingOrder(_ direction: LayoutDirection) -> [CGRect] {
        RegionSplit.readsBackwards(along: axis, direction) ? regions.reversed() : regions
    }

    /// The index of the region holding most of `rect` (ties: the first); for a rect sharing no
    /// area with any (a line, a point), the first region containing its centre; nil when none does.
    public func indexOfRegion(holdingMostOf rect: CGRect) -> Int? {
        DivisionScan.indexOfRegion(holdingMostOf: rect, count: regions.count) { regions[$0] }
    }

    /// The container less the edge strips cut off by active divisions that only clip it (SPEC 3.5):
    /// the first phase of the one splitting algorithm. Repeats until no active division clips what is left, so no
    /// usable area touches an active division it does not cross.
    /// - Parameters:
    ///   - container: the rect asked about, in the divisions' coordinate space.
    ///   - regions: the reserved regions; only active divisions count.
    ///   - trimmingSlivers: also cut off a strip too narrow to be useful between a crossing
    ///     division and the container's edge, with the division (``UsefulRegion``): the part a
    ///     scene's root lays out in.
    /// - Complexity: O(*r*²) worst case for *r* regions, O(*r*) when at most one clips.
    public static func usablePart(of container: CGRect, regions: [ReservedRegion], trimmingSlivers: Bool = false) -> CGRect {
        regions.withUnsafeBufferPointer { DivisionScan(container: container, regions: $0, trimmingSlivers: trimmingSlivers).clipped }
    }
}

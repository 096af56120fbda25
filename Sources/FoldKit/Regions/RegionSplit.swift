import Foundation

/// A container split along one axis by its active divisions (SPEC 3.5, 4.1): the public split
/// type, read through views that allocate nothing — every region (``regions``, or
/// ``inReadingOrder(_:)``), the dividers (``dividers``), the region holding a frame
/// (``indexOfRegion(holdingMostOf:)``). It is the view of `DivisionScan`, the one core that
/// splits containers; ``ContainerSplit`` is its two-region view for two-view layouts, and
/// ``UsableRegions`` an array snapshot for callers that keep the regions.
///
/// The split axis is the driving division's (the one whose centre is nearest the container's);
/// divisions crossing along the other axis cut the container to its largest piece between them;
/// with several along the axis (a tri-fold) every one splits. Regions are in physical order
/// (left → right, top → bottom), in the coordinate space of the container and the regions (window
/// coordinates for the solvers); where dividers meet or overlap the region between them is empty.
///
/// ```swift
/// let split = RegionSplit(container: book.safeAreaFrame, regions: book.regions)
/// for region in split.inReadingOrder(book.layoutDirection) { … }   // no array is built
/// ```
public struct RegionSplit: Sendable {
    /// The reserved regions the dividers index into.
    let reserved: [ReservedRegion]
    /// The core's answer.
    let scan: DivisionScan

    /// Splits `container` along one axis by the **active** divisions among `regions`.
    /// - Parameters:
    ///   - container: the container, in the coordinate space of `regions` (window coordinates).
    ///   - regions: reserved regions, physical; only active divisions count.
    ///   - choice: which crossing division drives the split; only its axis matters here.
    ///   - trimmingSlivers: whether a strip too narrow to be useful between a crossing division
    ///     and the container's edge is cut off with it, as a clipping division cuts (``UsefulRegion``):
    ///     where displacement and presentations place elements; the UI layer and lint read every region.
    /// - Complexity: O(*r*·*d*) for *r* regions and *d* crossing divisions; no allocation.
    public init(container: CGRect, regions: [ReservedRegion], choice: ContainerSplit.Choice = .nearestCentre(.leftToRight),
                trimmingSlivers: Bool = false) {
        reserved = regions
        scan = regions.withUnsafeBufferPointer { buffer in
            var scan = DivisionScan(container: container, regions: buffer, trimmingSlivers: trimmingSlivers)
            scan.choose(choice, regions: buffer)
            return scan
        }
    }

    /// The container asked about.
    public var container: CGRect { scan.container }
    /// The container less the strips divisions only clip (and, when trimming, the strips too
    /// narrow to be useful) and the pieces beyond the divisions crossing along the other axis.
    public var usable: CGRect { scan.usable }
    /// The split axis (`.horizontal`: side by side, for a division running top to bottom); nil
    /// when no active division crosses ``usable``.
    public var axis: Axis? { scan.axis }
    /// The number of usable regions: one more than the dividers.
    public var count: Int { scan.count }
    /// The number of dividers.
    public var dividerCount: Int { scan.dividerCount }

    /// Divider `index` (physical order), as its reserved region.
    /// - Precondition: `0 ≤ index < dividerCount`.
    public func dividerRegion(_ index: Int) -> ReservedRegion {
        reserved[reserved.withUnsafeBufferPointer { scan.divider(index, along: scan.axis ?? .horizontal, regions: $0) }]
    }

    /// The frame of divider `index` (physical order), margins included.
    /// - Precondition: `0 ≤ index < dividerCount`.
    public func divider(_ index: Int) -> CGRect { dividerRegion(index).frame }

    /// Region `index` in physical order; ``usable`` when nothing crosses.
    /// - Precondition: `0 ≤ index < count`.
    /// - Complexity: O(*d*) for *d* dividers.
    public subscript(index: Int) -> CGRect {
        reserved.withUnsafeBufferPointer { scan.region(index, regions: $0) }
    }

    /// The index of the region holding most of `rect` (ties: the first); for a rect sharing no
    /// area with any (a line, a point), the first region containing its centre; nil when none does.
    /// - Complexity: O(*d*²) for *d* dividers; no allocation.
    public func indexOfRegion(holdingMostOf rect: CGRect) -> Int? {
        reserved.withUnsafeBufferPointer { buffer in
            DivisionScan.indexOfRegion(holdingMostOf: rect, count: scan.count) { scan.region($0, regions: buffer) }
        }
    }

    /// Every region in physical order, as a collection that builds no array.
    public var regions: Regions { Regions(split: self) }

    /// Every divider in physical order (its reserved region), as a collection that builds no array.
    public var dividers: Dividers { Dividers(split: self) }

    /// The regions in reading order: physical, but from the right for a side-by-side split under
    /// right-to-left (a stacked split reads top to bottom in both directions).
    public func inReadingOrder(_ direction: LayoutDirection) -> ReadingOrder {
        ReadingOrder(split: self, reversed: Self.readsBackwards(along: axis, direction))
    }

    /// Whether reading order runs against physical order: a side-by-side split (split axis
    /// `.horizontal`) under right to left. The one decision behind every reading order of a
    /// split's regions (``ContainerSplit/regionsInReadingOrder(_:spacing:grid:)``,
    /// ``UsableRegions/inReadingOrder(_:)``).
    static func readsBackwards(along axis: Axis?, _ direction: LayoutDirection) -> Bool {
        direction == .rightToLeft && axis == .horizontal
    }

    /// The regions of a split, physical order (``RegionSplit/regions``).
    public struct Regions: RandomAccessCollection, Sendable {
        /// The split read.
        let split: RegionSplit
        /// 0.
        public var startIndex: Int { 0 }
        /// The number of regions.
        public var endIndex: Int { split.count }
        /// Region `position`, physical order.
        public subscript(position: Int) -> CGRect { split[position] }
    }

    /// The dividers of a split, physical order (``RegionSplit/dividers``).
    public struct Dividers: RandomAccessCollection, Sendable {
        /// The split read.
        let split: RegionSplit
        /// 0.
        public var startIndex: Int { 0 }
        /// The number of dividers.
        public var endIndex: Int { split.dividerCount }
        /// Divider `position`, physical order.
        public subscript(position: Int) -> ReservedRegion { split.dividerRegion(position) }
    }

    /// The regions of a split in reading order (``RegionSplit/inReadingOrder(_:)``).
    public struct ReadingOrder: RandomAccessCollection, Sendable {
        /// The split read.
        let split: RegionSplit
        /// Whether reading order runs against physical order (right to left, side by side).
        let reversed: Bool
        /// 0.
        public var startIndex: Int { 0 }
        /// The number of regions.
        public var endIndex: Int { split.count }
        /// Region `position` in reading order.
        public subscript(position: Int) -> CGRect { split[reversed ? split.count - 1 - position : position] }
    }
}

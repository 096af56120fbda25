import Foundation

/// A container split along one axis by its active divisions, with the regions it indexes: the
/// view of ``DivisionScan`` (the one core) for callers that read the regions one by one afterwards
/// — displacement and presentations (the region holding a frame) and ``UsableRegions`` (its
/// array view). SPEC 3.5, 4.1.
///
/// The split axis is the driving division's (the one whose centre is nearest the container's);
/// divisions crossing along the other axis cut the container to its largest piece between them;
/// with several along the axis (a tri-fold) every one splits. Regions are in physical order
/// (left → right, top → bottom), in the coordinate space of the container and the regions (window
/// coordinates for the solvers). No allocation.
struct RegionSplit {
    /// The reserved regions the dividers index into.
    let regions: [ReservedRegion]
    /// The core's answer.
    let scan: DivisionScan

    /// Splits `container` along one axis by the **active** divisions among `regions`.
    /// - Parameters:
    ///   - choice: which crossing division drives the split; only its axis matters here.
    ///   - trimmingSlivers: whether a strip too narrow to be useful between a crossing division
    ///     and the container's edge is cut off with it, as a clipping division cuts (``UsefulRegion``):
    ///     where displacement and presentations place elements; the UI layer and lint read every region.
    /// - Complexity: O(*r*·*d*) for *r* regions and *d* crossing divisions; no allocation.
    init(container: CGRect, regions: [ReservedRegion], choice: ContainerSplit.Choice = .nearestCentre(.leftToRight),
         trimmingSlivers: Bool = false) {
        self.regions = regions
        scan = regions.withUnsafeBufferPointer { buffer in
            var scan = DivisionScan(container: container, regions: buffer, trimmingSlivers: trimmingSlivers)
            scan.choose(choice, regions: buffer)
            return scan
        }
    }

    /// The container asked about.
    var container: CGRect { scan.container }
    /// The container less the strips divisions only clip and the pieces beyond the divisions
    /// crossing along the other axis.
    var usable: CGRect { scan.usable }
    /// The split axis, nil when no active division crosses ``usable``.
    var axis: Axis? { scan.axis }
    /// The number of usable regions: one more than the dividers.
    var count: Int { scan.count }
    /// The number of dividers.
    var dividerCount: Int { scan.dividerCount }

    /// Divider `index` (physical order).
    func dividerRegion(_ index: Int) -> ReservedRegion {
        regions[regions.withUnsafeBufferPointer { scan.divider(index, along: scan.axis ?? .horizontal, regions: $0) }]
    }

    /// The frame of divider `index` (physical order), margins included.
    func divider(_ index: Int) -> CGRect { dividerRegion(index).frame }

    /// Region `index` in physical order (``DivisionScan/region(_:regions:)``); ``usable`` when
    /// nothing crosses.
    subscript(index: Int) -> CGRect {
        regions.withUnsafeBufferPointer { scan.region(index, regions: $0) }
    }

    /// The index of the region holding most of `rect` (ties: the first); for a rect sharing no
    /// area with any (a line, a point), the first region containing its centre; nil when none does.
    /// - Complexity: O(*d*²) for *d* dividers; no allocation.
    func indexOfRegion(holdingMostOf rect: CGRect) -> Int? {
        regions.withUnsafeBufferPointer { buffer in
            DivisionScan.indexOfRegion(holdingMostOf: rect, count: scan.count) { scan.region($0, regions: buffer) }
        }
    }
}

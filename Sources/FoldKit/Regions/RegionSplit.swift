import Foundation

/// A container split by the active divisions crossing it (SPEC 3.5), into inline storage so that
/// displacement and presentations allocate nothing; ``UsableRegions`` is its array view.
///
/// With divisions crossing along both axes, the axis of the one nearest the container's centre
/// wins and the others clip: the container keeps the larger part beside each. With several along
/// that axis (a tri-fold) every one splits. Regions are in physical order (left → right, top →
/// bottom); rects are in the coordinate space of the container and the regions (window
/// coordinates for the solvers). Up to four crossing divisions are held inline; more spill into
/// an array (no real device has them).
struct RegionSplit {
    /// The container asked about.
    let container: CGRect
    /// The container less the edge strips cut off by active divisions that only clip it.
    let usable: CGRect
    /// The split axis, nil when no active division crosses ``usable``.
    let axis: Axis?
    /// The reserved regions the dividers index into.
    let regions: [ReservedRegion]
    /// Indices into ``regions`` of the crossing divisions along ``axis``, in physical order.
    private var dividers = SmallIndices()

    /// Splits `container` by the active divisions among `regions`, exactly as
    /// ``UsableRegions/init(container:regions:)`` does.
    /// - Complexity: O(*r*·*d*) for *r* regions and *d* crossing divisions; no allocation for
    ///   *d* ≤ 4.
    init(container: CGRect, regions: [ReservedRegion]) {
        self.container = container
        self.regions = regions
        var usable = UsableRegions.usablePart(of: container, regions: regions)
        var axis: Axis?
        var dividers = SmallIndices()
        regions.withUnsafeBufferPointer { buffer in
            /// The split axis of region `index` when it is an active division crossing `part`.
            func crossing(_ index: Int, _ part: CGRect) -> Axis? {
                guard buffer[index].isActive, buffer[index].kind == .division, buffer[index].frame.touchesInterior(of: container),
                      case .across(let axis) = DivisionCrossing(division: buffer[index].frame, container: part) else { return nil }
                return axis
            }
            var nearest: (axis: Axis, distance: CGFloat)?
            for index in buffer.indices {
                guard let candidate = crossing(index, usable) else { continue }
                let distance = UsableRegions.distanceToCentre(buffer[index].frame, usable)
                if nearest == nil || distance < nearest!.distance { nearest = (candidate, distance) }
            }
            guard let chosen = nearest?.axis else { return }
            axis = chosen
            // Divisions crossing along the other axis act as clipping ones: the container keeps
            // the larger part beside each, then loses any strip that a division now clips.
            let before = usable
            var cut = false
            for index in buffer.indices {
                guard let other = crossing(index, before), other != chosen else { continue }
                usable = UsableRegions.largestPart(of: usable, beside: buffer[index].frame)
                cut = true
            }
            if cut { usable = UsableRegions.usablePart(of: usable, in: buffer) }
            for index in buffer.indices where crossing(index, usable) == chosen {
                dividers.insert(index) { buffer[$0].frame.minimum(along: chosen) < buffer[$1].frame.minimum(along: chosen) }
            }
        }
        self.usable = usable
        self.axis = axis
        self.dividers = dividers
    }

    /// The number of usable regions: one more than the dividers.
    var count: Int { dividers.count + 1 }

    /// The frame of divider `index` (physical order), margins included.
    func divider(_ index: Int) -> CGRect { dividerRegion(index).frame }

    /// Divider `index` (physical order).
    func dividerRegion(_ index: Int) -> ReservedRegion { regions[dividers[index]] }

    /// The number of dividers.
    var dividerCount: Int { dividers.count }

    /// Region `index` in physical order; ``usable`` when nothing crosses.
    subscript(index: Int) -> CGRect {
        guard let axis else { return usable }
        let start = index == 0 ? usable.minimum(along: axis) : divider(index - 1).maximum(along: axis)
        let end = index == dividers.count ? usable.maximum(along: axis) : divider(index).minimum(along: axis)
        return usable.with(from: start, to: end, along: axis)
    }

    /// The index of the region holding most of `rect` (ties: the first), nil when it touches none;
    /// as ``UsableRegions/indexOfRegion(holdingMostOf:)``.
    func indexOfRegion(holdingMostOf rect: CGRect) -> Int? {
        var best: (index: Int, area: CGFloat)?
        for i in 0..<count {
            let overlap = self[i].intersection(rect)
            let area = overlap.isNull ? 0 : overlap.width * overlap.height
            if best == nil || area > best!.area { best = (i, area) }
        }
        if let best, best.area > 0 { return best.index }
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        for i in 0..<count {
            let region = self[i]
            if region.minX <= centre.x && centre.x <= region.maxX && region.minY <= centre.y && centre.y <= region.maxY { return i }
        }
        return nil
    }
}

/// A short list of indices held inline (four), spilling into an array beyond that.
struct SmallIndices {
    private var inline: (Int, Int, Int, Int) = (0, 0, 0, 0)
    private var overflow: [Int] = []
    /// The number of indices held.
    private(set) var count = 0

    subscript(position: Int) -> Int {
        get {
            switch position {
            case 0: return inline.0
            case 1: return inline.1
            case 2: return inline.2
            case 3: return inline.3
            default: return overflow[position - 4]
            }
        }
        set {
            switch position {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            case 3: inline.3 = newValue
            default: overflow[position - 4] = newValue
            }
        }
    }

    /// Inserts `value` after every element not ordered after it by `precedes` (a stable insertion).
    mutating func insert(_ value: Int, by precedes: (Int, Int) -> Bool) {
        if count >= 4 { overflow.append(0) }
        var position = count
        count += 1
        while position > 0 && precedes(value, self[position - 1]) {
            self[position] = self[position - 1]
            position -= 1
        }
        self[position] = value
    }
}

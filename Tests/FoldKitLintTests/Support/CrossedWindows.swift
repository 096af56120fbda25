import Foundation
import FoldKit
import _FoldKitTestSupport

/// Multitasking windows that an active division crosses from edge to edge, on every built-in
/// device and folded preset (book, tabletop), display coordinates, points; and the same window
/// with the fold flat, to compare against.
///
/// Across the division (x in book, y in tabletop) the window's extent steps by ``step`` from
/// ``smallestExtent`` up to the display's; each extent is placed at the display's leading and
/// trailing edges and, per division, in turn, centred on it or with it a ``nearEdge`` distance
/// inside the window's trailing or leading edge (one distance per extent, in turn), keeping the
/// windows a division crosses with room on both sides. Along the division every window spans the display,
/// and each extent is tried once more at a shorter length (stepping by ``step`` as well, in turn)
/// at the top, bottom or middle (in turn).
enum CrossedWindows {
    /// The smallest window extent swept, points: the narrowest iPhone screen and the narrowest
    /// window an iPad's multitasking gives (320 pt).
    static let smallestExtent: CGFloat = 320
    /// The step between window extents, points (a prime, so positions and lengths do not repeat a
    /// pattern of the display's).
    static let step: CGFloat = 17
    /// How far inside a window's edge a division starts, in turn: a sliver, the Duo's 14.5-pt
    /// field report window, a hand's width.
    static let nearEdge: [CGFloat] = [0.5, 14.5, 60, 150]

    /// Every window of every built-in device and folded preset with an active division.
    static var all: [CrossedWindowLintTests.Crossing] {
        DeviceProfile.builtInIDs.flatMap { device in
            [PosturePreset.book, .tabletop].filter { Builtins.profile(device).supportedPresets.contains($0) }.flatMap { preset in
                windows(device, preset).map { CrossedWindowLintTests.Crossing(device: device, preset: preset, window: $0) }
            }
        }
    }

    /// The windows of `preset` on `device` that an active division crosses (none without one).
    static func windows(_ device: String, _ preset: PosturePreset) -> [CGRect] {
        let space = Builtins.space(device, preset)
        let divisions = space.regions.filter { $0.isActive && $0.kind == .division }.map(\.frame)
        guard let first = divisions.first else { return [] }
        let axis: Axis = first.height >= first.width ? .horizontal : .vertical
        let display = space.bounds
        let length = display.length(along: axis), depth = display.length(along: axis.crossing)
        let extents = Array(stride(from: smallestExtent, to: length, by: step)) + [length]
        let depths = Array(stride(from: smallestExtent, to: depth, by: step))
        var windows: [CGRect] = []
        for (index, extent) in extents.enumerated() {
            let inset = nearEdge[index % nearEdge.count]
            var starts: [CGFloat] = [0, length - extent]
            for (number, division) in divisions.enumerated() {
                // One more place per division, in turn: centred on it, or it just inside the
                // window's trailing or leading edge.
                let low = division.minimum(along: axis), high = division.maximum(along: axis)
                starts.append([(low + high - extent) / 2, low - inset, high + inset - extent][(index + number) % 3])
            }
            var seen: Set<CGFloat> = []
            for start in starts where start >= 0 && start + extent <= length && seen.insert(start).inserted {
                windows.append(rect(axis, start: start, extent: extent, across: 0, depth: depth))
            }
            if !depths.isEmpty, let start = seen.sorted().first {
                let short = depths[index % depths.count]
                let offsets = [0, depth - short, ((depth - short) / 2).rounded()]
                windows.append(rect(axis, start: start, extent: extent, across: offsets[index % offsets.count], depth: short))
            }
        }
        return windows.filter { window in
            divisions.contains { division in
                if case .across = DivisionCrossing(division: division, container: window) { return true }
                return false
            }
        }
    }

    /// A window from `start` over `extent` along `axis`, from `across` over `depth` along the other.
    static func rect(_ axis: Axis, start: CGFloat, extent: CGFloat, across: CGFloat, depth: CGFloat) -> CGRect {
        axis == .horizontal ? CGRect(x: start, y: across, width: extent, height: depth)
            : CGRect(x: across, y: start, width: depth, height: extent)
    }

    /// Whether `frame` (window coordinates) lies mostly in a strip at an end of `regions` too
    /// narrow to be useful beside the region across its divider (``UsefulRegion``).
    static func liesInSliver(_ frame: CGRect?, of regions: UsableRegions) -> Bool {
        guard let frame, frame.width > 0, frame.height > 0, let axis = regions.axis, regions.regions.count > 1,
              let index = regions.indexOfRegion(holdingMostOf: frame) else { return false }
        let last = regions.regions.count - 1
        guard index == 0 || index == last else { return false }
        let neighbour = index == 0 ? 1 : last - 1
        return UsefulRegion.isTooNarrow(regions.regions[index].length(along: axis), beside: regions.regions[neighbour].length(along: axis))
    }

    /// The space of `window` on `device` held as in `preset` (same display, same orientation) but
    /// open flat: the fold inactive, everything else alike.
    static func flatSpace(_ device: String, _ preset: PosturePreset, window: CGRect) -> LayoutSpace {
        let profile = Builtins.profile(device)
        do {
            var state = try profile.state(for: preset)
            state.hingeAngle = 180
            state.window = window
            return try profile.resolve(state)
        } catch {
            fatalError("\(device) \(preset.rawValue) flat: \(error)")
        }
    }
}

import Foundation
import FoldKit

/// What every step of a scene layout may ask about the space — the window, its safe area and
/// regions, the layout direction — and what the first pass decided (the UI layer, the stand-ins
/// that show) and the person did (the details pushed).
///
/// All rects are window coordinates, points, physical (not mirrored). Solvers receive this and
/// MUST NOT branch on a device name: only on the space (SPEC 1).
struct SceneLayoutContext: Sendable {
    /// The space the scene is laid out in, its layout direction included.
    let space: LayoutSpace
    /// The axis the window's active divisions split it along (``RegionSplit/axis``); nil when
    /// none crosses it.
    let regionAxis: Axis?
    /// The window's regions between its active divisions (``RegionSplit``) in reading order
    /// (computed once, read for every node).
    private let regionsInReadingOrder: [CGRect]
    /// The root's slot: the window's safe area less the strips that active divisions only clip,
    /// and the strips too narrow to be useful beside a division that crosses it
    /// (``UsableRegions/usablePart(of:regions:trimmingSlivers:)``, SPEC 3.5, ``UsefulRegion``) — a
    /// window the fold only clips, or crosses near its edge, lays its content out beside the
    /// fold, as every container does.
    let rootSlot: CGRect
    /// The window-level UI layer (SPEC 9): its mode and the bars that belong to the window. Every
    /// scene has one (amended 2026-12-02); nil only before the first pass decides it.
    var uiLayer: UILayerContext?
    /// The ids of the stand-ins that show: those whose node the first pass found hidden
    /// (SPEC 10.3; none in the first pass).
    var shownStandIns: Set<String> = []
    /// The list–detail nodes whose detail the person pushed (SPEC 4.4): in `single` the detail
    /// shows in the list's place.
    var pushed: Set<String> = []
    /// The positions of the field the keyboard focuses and of the nodes holding it (SPEC 10.2):
    /// a vertical stack on this path moves the child holding the field to its end, next to the
    /// keyboard. Empty while the keyboard is down.
    var keyboardPath: Set<Int> = []

    /// Creates the context of `space`.
    init(space: LayoutSpace) {
        self.space = space
        let split = RegionSplit(container: space.bounds, regions: space.regions)
        regionAxis = split.axis
        regionsInReadingOrder = Array(split.inReadingOrder(space.layoutDirection))
        self.rootSlot = UsableRegions.usablePart(of: space.safeAreaFrame, regions: space.regions, trimmingSlivers: true)
    }

    /// The window's bounds, origin (0, 0).
    var bounds: CGRect { space.bounds }
    /// The window's safe area.
    var safeArea: CGRect { space.safeAreaFrame }
    /// The pixel grid computed boundaries snap to.
    var grid: PixelGrid { space.pixelGrid }
    /// The space's reading direction: leading is the left edge in LTR, the right edge in RTL.
    var layoutDirection: LayoutDirection { space.layoutDirection }
    /// Whether the layout runs right to left.
    var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// The space as content scrolling vertically through `extent` (window coordinates) meets it:
    /// a division that runs the window's whole height (a book fold) runs through all of `extent`,
    /// since scrolling carries every part of the content past it; every other region as it is.
    /// The space itself when `extent` lies within the window's height (no allocation then).
    ///
    /// Scroll content and the rows of a list may reach far below the window; without this, a
    /// fold would divide only their first screen (SPEC 6: cells and a row's controls keep off it).
    func space(scrollingThrough extent: CGRect) -> LayoutSpace {
        guard extent.minY < bounds.minY || extent.maxY > bounds.maxY else { return space }
        return space.with(regions: space.regions.map { region in
            guard region.kind == .division else { return region }
            var extended = region
            extended.frame = scrolledPast(region.frame, through: extent)
            return extended
        })
    }

    /// Whether an upright division — an active one that runs top to bottom, a book fold: the
    /// ones a list row's controls keep out of (SPEC 6) — touches the interior of `row`, a
    /// division running the window's whole height counting at every height (scrolled past).
    /// - Complexity: O(*r*) for *r* regions; no allocation.
    func uprightDivisionTouches(_ row: CGRect) -> Bool {
        space.regions.contains { region in
            region.isActive && region.kind == .division && region.runsTopToBottom
                && scrolledPast(region.frame, through: row).touchesInterior(of: row)
        }
    }

    /// A division's `frame` run through all of `extent` when it runs the window's whole height
    /// (scrolling carries every part of `extent` past it), else `frame` as it is.
    private func scrolledPast(_ frame: CGRect, through extent: CGRect) -> CGRect {
        guard frame.minY <= bounds.minY, frame.maxY >= bounds.maxY else { return frame }
        let top = min(frame.minY, extent.minY), bottom = max(frame.maxY, extent.maxY)
        return CGRect(x: frame.minX, y: top, width: frame.width, height: bottom - top)
    }

    /// The part of a list–detail pane's content area `area` that its content lays out in when the
    /// pane spans another active division (the tri-fold's second fold in book): its largest
    /// region, the leading one on a tie, so nothing important that does not scroll and no control
    /// lies on it (SPEC 4.4, amended 2026-12-02). A pane that holds scrolling content (`scrolls`)
    /// keeps a fold running side to side across it: its rows pass under it. `area` itself when no
    /// such division crosses it.
    /// - Complexity: O(*r*²) for *r* regions; no allocation.
    func regionAroundDivisions(_ area: CGRect, scrolls: Bool) -> CGRect {
        // Most panes meet no division inside: answered without the scan.
        let crossed = space.regions.contains { region in
            region.kind == .division && region.isActive && region.frame.intersectsInterior(of: area)
                && !(scrolls && !region.runsTopToBottom)
        }
        guard crossed else { return area }
        let split = RegionSplit(container: area, regions: space.regions)
        guard split.count > 1, !(scrolls && split.axis == .vertical) else { return area }
        var best = area, bestArea: CGFloat = -1
        for region in split.inReadingOrder(layoutDirection) where region.width * region.height > bestArea + 1e-9 {
            best = region
            bestArea = region.width * region.height
        }
        return best
    }

    /// The region of the window that holds all of `frame`: leading/trailing for a side-by-side
    /// split, top/bottom for a stacked one (first and last in reading order), else `whole`.
    func region(of frame: CGRect?) -> SceneLayoutNode.Region {
        guard let frame, let axis = regionAxis else { return .whole }
        let regions = regionsInReadingOrder
        guard let index = regions.firstIndex(where: { $0.containsRect(frame, tolerance: 1e-9) }) else { return .whole }
        switch (axis, index) {
        case (.horizontal, 0): return .leading
        case (.horizontal, regions.count - 1): return .trailing
        case (.vertical, 0): return .top
        case (.vertical, regions.count - 1): return .bottom
        default: return .whole
        }
    }

    /// The start of a span `length` long inside `start…end` placed at `position` (-1 leading or
    /// top, 0 centre, +1 trailing or bottom); `mirrors` flips leading and trailing under RTL. A
    /// centred span snaps to the pixel grid but stays inside `start…end`.
    func place(length: CGFloat, from start: CGFloat, to end: CGFloat, position: Int, mirrors: Bool = true) -> CGFloat {
        // A span that fills the room starts exactly where it does (frames that meet share their
        // boundary exactly, SPEC 1).
        guard length < end - start else { return start }
        let physical = mirrors && isRightToLeft ? -position : position
        switch physical {
        case ..<0: return start
        case 1...: return end - length
        default: return min(max(grid.snap(start + (end - start - length) / 2), start), end - length)
        }
    }
}

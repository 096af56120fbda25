import Foundation
import FoldKit

/// Where a grid puts its cells (SPEC 6), window coordinates.
struct SceneGridPlacement: Sendable, Hashable {
    /// The column count (0 when no cell could be placed).
    var columns: Int
    /// The row count.
    var rows: Int
    /// One frame per item, in item order (row by row, leading column first); empty when the grid
    /// has no room (its cells are then recorded hidden).
    var cells: [CGRect]
    /// The content's size, margins included, points.
    var contentSize: CGSize
}

extension SceneLayout {
    /// Places a grid's cells in `frame` (the grid node's frame, window coordinates) by
    /// ``GridSolver`` (SPEC 6). A scrolling grid's rows may run past the frame (they are clipped
    /// to it). A frame reaching below the window (scroll content) meets a book fold at every
    /// height (``SceneLayoutContext/space(scrollingThrough:)``).
    ///
    /// Fold-aware (the default): the outer margins are kept and only the gutter at the hinge
    /// widens; an even column count (a multiple of the regions) on any device with a division,
    /// active or not, so bending never reflows it; every cell whole in one region. With
    /// `"foldAware": false` (the legacy opt-out) the grid is laid out in the largest usable region
    /// of its frame as if the window had no reserved regions: no even preference, no hinge gutter,
    /// so its columns may change when the device bends (lint FK004 reports it). A grid with no
    /// room for one column places no cell.
    /// - Complexity: O(*r* log *r* + *c* + *n*) for *r* regions, *c* columns and *n* items.
    static func layoutGrid(_ grid: SceneNode.Grid, in frame: CGRect, context: SceneLayoutContext) -> SceneGridPlacement {
        let space = context.space(scrollingThrough: frame)
        let bounds = grid.isFoldAware ? frame : largestUsableRegion(of: frame, regions: space.regions)
        let request = GridRequest(space: grid.isFoldAware ? space : space.with(regions: []), bounds: bounds,
                                  itemCount: max(0, grid.items), minItemWidth: grid.minItemWidth, itemAspect: grid.itemAspect,
                                  spacing: grid.spacing, margin: grid.margin, scrolls: grid.scrolls)
        guard let layout = try? GridSolver.solve(request) else {
            return SceneGridPlacement(columns: 0, rows: 0, cells: [], contentSize: CGSize(width: frame.width, height: 0))
        }
        return SceneGridPlacement(columns: layout.columns, rows: layout.rows, cells: layout.itemFrames, contentSize: layout.contentSize)
    }

    /// The largest part of `frame` that the active divisions among `regions` crossing it leave
    /// (`frame` itself when none does); ties go to the first in physical order.
    static func largestUsableRegion(of frame: CGRect, regions: [ReservedRegion]) -> CGRect {
        let usable = RegionSplit(container: frame, regions: regions)
        var best = usable.usable
        var bestArea = -CGFloat.infinity
        for region in usable.regions where region.width * region.height > bestArea {
            best = region
            bestArea = region.width * region.height
        }
        return best
    }
}

import Foundation
import FoldKit

/// Invariant checks for ``GridResult``: each returns violations as readable strings (STYLE 7),
/// empty when the layout keeps SPEC 6's contracts for its request.
public enum GridInvariants {
    /// Tolerance for "inside the bounds" and cell-to-cell checks, points: far below a pixel, above
    /// floating-point noise. Division frames are checked exactly.
    public static let tolerance: CGFloat = 1e-9

    /// Every violation of `layout` against `request`: item count, one cell size, `frame(at:)`
    /// equal to `itemFrames`, cells inside the bounds and margins (vertically only when the grid
    /// does not scroll), no cell on an active division's frame (exact), no two neighbouring cells
    /// overlapping.
    /// - Complexity: O(*n* · *r*) for *n* items and *r* regions.
    public static func violations(_ layout: GridResult, _ request: GridRequest) -> [String] {
        var found: [String] = []
        let n = request.itemCount
        if layout.itemFrames.count != n { found.append("itemFrames.count \(layout.itemFrames.count) != itemCount \(n)") }
        if layout.columns < 1 { found.append("columns \(layout.columns) < 1") }
        if layout.columnOrigins.count != layout.columns { found.append("columnOrigins.count \(layout.columnOrigins.count) != columns \(layout.columns)") }
        let expectedRows = layout.columns > 0 ? (n + layout.columns - 1) / layout.columns : 0
        if layout.rows != expectedRows { found.append("rows \(layout.rows) != ⌈\(n) / \(layout.columns)⌉ = \(expectedRows)") }
        if !(layout.cellSize.width > 0) { found.append("cell width \(Format.number(layout.cellSize.width)) is not > 0") }
        let inner = request.bounds.insetBy(dx: request.margin, dy: request.margin)
        let divisions = request.space.regions.filter { $0.isActive && $0.kind == .division }
        let usable = UsableRegions.usablePart(of: request.bounds, regions: request.space.regions, trimmingSlivers: true)
        for (index, frame) in layout.itemFrames.prefix(min(n, layout.itemFrames.count)).enumerated() {
            let name = "item \(index) frame \(Format.rect(frame))"
            if frame.size != layout.cellSize { found.append("\(name) differs from the cell size \(Format.size(layout.cellSize))") }
            if frame != layout.frame(at: index) { found.append("\(name) != frame(at: \(index)) \(Format.rect(layout.frame(at: index)))") }
            if frame.minX < inner.minX - tolerance || frame.maxX > inner.maxX + tolerance {
                found.append("\(name) leaves the bounds inside the margins horizontally \(Format.rect(inner))")
            }
            if frame.minY < inner.minY - tolerance || (!request.scrolls && frame.maxY > inner.maxY + tolerance) {
                found.append("\(name) leaves the bounds inside the margins vertically \(Format.rect(inner))")
            }
            for division in divisions where crosses(frame, division.frame, scrolls: request.scrolls, usable: usable) {
                found.append("\(name) intersects region '\(division.id)' \(Format.rect(division.frame))")
            }
            if index % layout.columns > 0, overlaps(frame, layout.itemFrames[index - 1]) {
                found.append("\(name) overlaps item \(index - 1) \(Format.rect(layout.itemFrames[index - 1]))")
            }
            if index >= layout.columns, overlaps(frame, layout.itemFrames[index - layout.columns]) {
                found.append("\(name) overlaps item \(index - layout.columns) \(Format.rect(layout.itemFrames[index - layout.columns]))")
            }
        }
        return found
    }

    /// Whether two cells share area more than ``tolerance`` thick: cells that meet (spacing 0)
    /// share a boundary computed two ways, equal up to floating-point noise.
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.insetBy(dx: tolerance, dy: tolerance).overlapsWithArea(b)
    }

    /// Whether a cell intersects a division's frame (exactly: the solver clears residue): any shared
    /// area, or a zero-width division's line strictly inside it. A scrolling grid's rows pass under
    /// a division crossing its usable part side to side, and its rows below the usable part are
    /// scrolled out of it (SPEC 3.5, 6).
    static func crosses(_ cell: CGRect, _ division: CGRect, scrolls: Bool, usable: CGRect) -> Bool {
        if scrolls && (cell.maxY > usable.maxY || DivisionCrossing(division: division, container: usable) == .across(.vertical)) { return false }
        return cell.overlapsWithArea(division) || (division.width == 0 || division.height == 0) && division.touchesInterior(of: cell)
    }
}

import Foundation
import FoldKit

extension SceneLayoutWalk {
    /// Places the rows of the list at `position` one below the other from the list's top, each
    /// `rowHeight` high and as wide as the list, a row with controls resting clear of a fold that
    /// runs across it (``RestingRows``, SPEC 6) (rows past the viewport keep their frames; their
    /// visible frame is nil); under bars, inside `insets` of the list's frame, which stays the
    /// viewport (SPEC 9). The outline holds the rows: a template's nodes row by row (`-<row>` ids),
    /// else `<list id>-<row>`, as many as the most any variant of the list lays out; those past
    /// this state's count are recorded hidden, their content the variant's to reorganise
    /// (SPEC 10.3), so every state has the same ids.
    mutating func placeList(_ list: SceneNode.List, at position: Int, in viewport: CGRect, insets: PhysicalInsets = .zero,
                            env: Environment) -> SceneLayoutNode.Details {
        let rows = max(0, list.rows), rowHeight = SceneLayout.sanitized(list.rowHeight)
        let inner = scrolling(env, viewport: viewport)
        let frame = Self.contentArea(of: viewport, insets: insets)
        let grid = context.grid
        // At rest, a row with controls does not straddle a fold running across the list; the rows
        // after it follow (SPEC 6, amended 2026-12-02).
        let keepsClear = list.row?.holdsControls ?? false
        var resting = RestingRows(space: context.space, across: viewport)
        func rowFrame(_ row: Int) -> CGRect {
            let top = row == 0 ? frame.minY : grid.snap(frame.minY + CGFloat(row) * rowHeight)
            let bottom = grid.snap(frame.minY + CGFloat(row + 1) * rowHeight)
            let rest = resting.place(start: top, end: bottom, keepsClear: keepsClear)
            return CGRect(x: frame.minX, y: rest, width: frame.width, height: bottom - top)
        }
        let end = next(after: position)
        var item = position + 1, row = 0
        if let template = list.row {
            while item < end {
                if row < rows {
                    let slot = rowFrame(row)
                    place(template, at: item, in: slot, env: inner)
                    layOutRowControls(at: item, slot: slot, env: inner)
                } else {
                    hide(item, env: inner)
                    if mode == .place { nodes[item].shownElsewhere = .variant(outline.entries[position].id) }
                }
                item = next(after: item)
                row += 1
            }
        } else {
            for index in 0..<(end - item) {
                recordItem(at: item + index, index: index, frame: index < rows ? rowFrame(index) : nil, column: nil, row: nil,
                           interactive: false, env: inner)
                if index >= rows, mode == .place { nodes[item + index].shownElsewhere = .variant(outline.entries[position].id) }
            }
        }
        return .list(rows: rows, rowHeight: rowHeight, contentHeight: CGFloat(rows) * rowHeight + resting.shift)
    }

    /// Places a scroll view's content, at position `content`, at its top, as wide as the viewport and `contentHeight`
    /// high (else the content's own fixed height, else the viewport's clear of its bottom inset); under bars, inside
    /// `insets` of the viewport (SPEC 9).
    mutating func placeScroll(_ scroll: SceneNode.Scroll, at content: Int, in viewport: CGRect, insets: PhysicalInsets = .zero,
                              env: Environment) -> SceneLayoutNode.Details {
        let frame = Self.contentArea(of: viewport, insets: insets)
        let height = scroll.contentHeight.map(SceneLayout.sanitized) ?? SceneLayout.fixedLength(of: scroll.content, along: .vertical)
            ?? max(0, frame.height - insets.bottom)
        let area = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
        place(scroll.content, at: content, in: area, env: scrolling(env, viewport: viewport))
        return .scroll(contentSize: area.size)
    }

    /// Where scrolling content starts inside `viewport` under bars: its left, right and top
    /// insets taken off (the bottom one only lets the last row scroll clear), never negative.
    static func contentArea(of viewport: CGRect, insets: PhysicalInsets) -> CGRect {
        guard insets != .zero else { return viewport }
        let left = min(max(0, insets.left), viewport.width), right = min(max(0, insets.right), viewport.width - left)
        let top = min(max(0, insets.top), viewport.height)
        return CGRect(x: viewport.minX + left, y: viewport.minY + top, width: viewport.width - left - right, height: viewport.height - top)
    }

    /// The environment of content scrolling inside `viewport`: clipped to it (and to any outer
    /// viewport), marked as scrolling content.
    func scrolling(_ env: Environment, viewport: CGRect) -> Environment {
        var inner = env
        inner.clip = env.clip.map { $0.intersection(viewport) } ?? viewport
        inner.isScrolling = true
        return inner
    }
}

import Foundation
import FoldKit

extension SceneLayoutBuilder {
    /// Places a list's rows one below the other from the list's top, each `rowHeight` high and as
    /// wide as the list (rows past the viewport keep their frames; their visible frame is nil);
    /// under bars, inside `insets` of the list's frame, which stays the viewport (SPEC 9).
    /// Template ids get `-<row>`; without a template, rows are recorded as `<list id>-<row>`.
    /// Rows up to `capacity` (the most any variant of the list lays out) are recorded too, hidden,
    /// their content the variant's to reorganise (SPEC 10.3), so every state has the same ids.
    mutating func placeList(_ list: SceneNode.List, id: String, capacity: Int, in viewport: CGRect, insets: PhysicalInsets = .zero,
                            env: Environment) -> SceneLayoutNode.Details {
        let rows = max(0, list.rows), rowHeight = SceneLayout.sanitized(list.rowHeight)
        let inner = scrolling(env, viewport: viewport)
        let frame = Self.contentArea(of: viewport, insets: insets)
        let grid = context.grid
        func rowFrame(_ row: Int) -> CGRect {
            let top = row == 0 ? frame.minY : grid.snap(frame.minY + CGFloat(row) * rowHeight)
            let bottom = grid.snap(frame.minY + CGFloat(row + 1) * rowHeight)
            return CGRect(x: frame.minX, y: top, width: frame.width, height: bottom - top)
        }
        let extra = max(0, capacity - rows)
        if let template = list.row {
            for row in 0..<rows {
                guard itemRoom > 0 else { break }
                inRow(row) { builder in
                    let start = builder.nodes.count
                    builder.place(template, in: rowFrame(row), env: inner)
                    builder.layOutRowControls(from: start, env: inner)
                }
            }
            for row in rows..<(rows + extra) {
                guard itemRoom > 0 else { break }
                let start = nodes.count
                inRow(row) { $0.hide(template, env: inner) }
                if start < nodes.count { nodes[start].shownElsewhere = .variant(id) }
            }
        } else {
            let start = nodes.count
            recordItems(rows + extra, of: id, role: .row, frames: { $0 < rows ? (rowFrame($0), nil, nil) : (nil, nil, nil) }, env: inner)
            for position in (start + min(rows, nodes.count - start))..<nodes.count { nodes[position].shownElsewhere = .variant(id) }
        }
        return .list(rows: rows, rowHeight: rowHeight, contentHeight: CGFloat(rows) * rowHeight)
    }

    /// Places a scroll view's content at its top, as wide as the viewport and `contentHeight`
    /// high (else the content's own fixed height, else the viewport's); under bars, inside
    /// `insets` of the viewport (SPEC 9).
    mutating func placeScroll(_ scroll: SceneNode.Scroll, in viewport: CGRect, insets: PhysicalInsets = .zero,
                              env: Environment) -> SceneLayoutNode.Details {
        let frame = Self.contentArea(of: viewport, insets: insets)
        let height = scroll.contentHeight.map(SceneLayout.sanitized) ?? SceneLayout.fixedLength(of: scroll.content, along: .vertical) ?? frame.height
        let content = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
        place(scroll.content, in: content, env: scrolling(env, viewport: viewport))
        return .scroll(contentSize: content.size)
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

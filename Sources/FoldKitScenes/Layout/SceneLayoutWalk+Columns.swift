import Foundation
import FoldKit

extension SceneLayoutWalk {
    /// Places a screen or column `base`, at `position` — the root, a tab view's content, a
    /// list–detail pane, a split view column — in `pane` (nil: hidden), its children inside
    /// `content` when given (a list–detail pane's content area, clear of its half of the fold and
    /// the unsafe area).
    ///
    /// With a UI layer (SPEC 9) the column's bars come from ``UILayerContext/chrome(for:)``:
    /// content that scrolls fills the column under the bars (reaching the display edge under the
    /// side bar strip) and gets content insets that clear them [S3]; other content is laid out
    /// in the column less its bars. The column is recorded for the UI layer's bars (``columns``).
    /// `backTitle` makes it a pushed screen: its navigation bar gets a back item with that title.
    mutating func placeColumn(_ base: SceneNode, at position: Int, pane: CGRect?, content: CGRect? = nil, backTitle: String? = nil, env: Environment) {
        guard let pane, base.type != .presentation, !isCollapsedStandIn(base) else { return place(base, at: position, in: pane, env: env) }
        if mode == .decide && !outline.holdsDecision(position) { return }
        // A tab view, a list–detail node and a split view hold columns and are none themselves.
        switch base.kind {
        case .tabView(let tabView):
            let frame = withEffective(base, env: env) { SceneLayout.frame(of: $0, in: pane, context: context) }
            record(base, at: position, frame: frame, env: env)
            return placeColumn(tabView.content, at: position + 1, pane: frame, content: content, backTitle: backTitle, env: env.inside(position))
        case .listDetail, .splitView:
            return place(base, at: position, in: pane, env: env)
        default: break
        }
        var area = content ?? pane
        var env = env
        env.columnBars = nil
        let scrollsUnderBars = withEffective(base, env: env, \.scrollsUnderBars)
        // A list–detail pane that spans another division lays its content out beside it (SPEC 4.4,
        // amended 2026-12-02), and its bars go with it: the title above the content it names.
        // Scrolling content may pass under a fold running across it.
        if content != nil, !scrollsUnderBars { area = context.regionAroundDivisions(area, scrolls: base.holdsScrolling) }
        // The UI layer's title and toolbar are the base node's (variants keep them).
        let column = context.uiLayer == nil ? nil : base.uiLayerColumn(in: area, backTitle: backTitle)
        if let column, let chrome = context.uiLayer?.chrome(for: column) {
            if mode == .place { note(column: column, at: position) }
            if scrollsUnderBars {
                let frame = withEffective(base, env: env) { SceneLayout.frame(of: $0, in: chrome.scrollingFrame, context: context) }
                let clear = chrome.scrollingFrame.inset(by: chrome.contentInsets.physical(context.layoutDirection))
                return place(base, at: position, frame: frame, scrollInsets: LayoutSpace.insets(of: frame, from: clear), env: env)
            }
            area = chrome.contentFrame
            env.columnBars = ColumnBars(content: chrome.contentFrame, scrolling: chrome.scrollingFrame)
        }
        // A leaf is its own content: it keeps out of the fold's half and the bars.
        if base.type == .element {
            return place(base, at: position, frame: withEffective(base, env: env) { SceneLayout.frame(of: $0, in: area, context: context) }, env: env)
        }
        // Content that does not scroll is laid out above the keyboard, itself included (SPEC 10.2).
        var slot = pane
        if let keyboard = context.uiLayer?.keyboard, keyboard.lies(under: slot) {
            slot = slot.with(from: slot.minY, to: max(slot.minY, keyboard.clearance), along: Axis.vertical)
        }
        let frame = withEffective(base, env: env) { SceneLayout.frame(of: $0, in: slot, context: context) }
        // Its children keep its padding inside the content area too (below its title bar).
        let padding = withEffective(base, env: env) { SceneLayout.sanitized($0.padding) }
        let inner = frame.intersection(SceneLayout.inset(area, by: padding))
        place(base, at: position, frame: frame, content: inner.isNull || inner == frame ? nil : inner, env: env)
    }
}

/// A column's content area and the frame its scrolling content may fill, bars included: content
/// that scrolls inside a column that does not (a message above a reply field) runs under the
/// bars it meets (SPEC 9 [S3]).
struct ColumnBars {
    /// Where the column's content goes clear of its bars, window coordinates.
    var content: CGRect
    /// Where its scrolling content may reach: the column, bars included, reaching the window's
    /// edges where the column meets the safe area's (``UILayerColumnChrome/scrollingFrame``).
    var scrolling: CGRect

    /// `frame` with each edge that meets the content area's reaching the scrolling frame's.
    func reaching(_ frame: CGRect) -> CGRect {
        let t = CGRect.placementTolerance
        return frame.extended(to: scrolling, where: content.insetBy(dx: t, dy: t))
    }
}

extension SceneNode {
    /// Whether the node's type can scroll (a list, a scroll view, a grid): a cheap test before
    /// ``scrollsUnderBars``, which reads the grid's payload. O(1), no copy.
    var mayScroll: Bool {
        switch kind {
        case .list, .scroll, .grid: return true
        default: return false
        }
    }

    /// Whether the node is content that scrolls under bars: a list, a scroll view or a scrolling
    /// grid (SPEC 9).
    var scrollsUnderBars: Bool {
        switch kind {
        case .list, .scroll: return true
        case .grid(let grid): return grid.scrolls
        default: return false
        }
    }
}

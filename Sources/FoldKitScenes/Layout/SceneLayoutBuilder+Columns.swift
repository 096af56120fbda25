import Foundation
import FoldKit

extension SceneLayoutBuilder {
    /// Places a screen or column `node` — the root, a tab view's content, a list–detail pane, a
    /// split view column — in `pane` (nil: hidden), its children inside `content` when given (a
    /// list–detail pane's content area, clear of its half of the fold and the unsafe area).
    ///
    /// With a UI layer (SPEC 9) the column's bars come from ``UILayerContext/chrome(for:)``:
    /// content that scrolls fills the column under the bars (reaching the display edge under the
    /// side bar strip) and gets content insets that clear them [S3]; other content is laid out
    /// in the column less its bars. The column is recorded for the pass's bars (``columns``).
    mutating func placeColumn(_ base: SceneNode, pane: CGRect?, content: CGRect? = nil, env: Environment) {
        guard let pane, base.type != .presentation, !isCollapsedStandIn(base) else { return place(base, in: pane, env: env) }
        let node = resolved(base, env: env).node
        // A tab view, a list–detail node and a split view hold columns and are none themselves.
        switch node.kind {
        case .tabView(let tabView):
            let frame = SceneLayout.frame(of: node, in: pane, context: context)
            let index = record(node, frame: frame, env: env)
            var inner = env
            inner.parentIndex = index
            return placeColumn(tabView.content, pane: frame, content: content, env: inner)
        case .listDetail, .splitView:
            return place(base, in: pane, env: env)
        default: break
        }
        var area = content ?? pane
        if let uiLayer = context.uiLayer {
            let column = node.uiLayerColumn(in: area)
            columns.append(column)
            let chrome = uiLayer.chrome(for: column)
            if node.scrollsUnderBars {
                let frame = SceneLayout.frame(of: node, in: chrome.scrollingFrame, context: context)
                let clear = chrome.scrollingFrame.inset(by: chrome.contentInsets.physical(context.layoutDirection))
                let insets = PhysicalInsets(top: max(0, clear.minY - frame.minY), left: max(0, clear.minX - frame.minX),
                                            bottom: max(0, frame.maxY - clear.maxY), right: max(0, frame.maxX - clear.maxX))
                return place(base, at: frame, scrollInsets: insets, env: env)
            }
            area = chrome.contentFrame
        }
        // A leaf is its own content: it keeps out of the fold's half and the bars.
        if case .element = node.kind { return place(base, at: SceneLayout.frame(of: node, in: area, context: context), env: env) }
        let frame = SceneLayout.frame(of: node, in: pane, context: context)
        let inner = frame.intersection(area)
        place(base, at: frame, content: inner.isNull || inner == frame ? nil : inner, env: env)
    }
}

extension SceneNode {
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

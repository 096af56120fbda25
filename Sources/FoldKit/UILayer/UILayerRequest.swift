import Foundation

/// The input of ``UILayer/solve(_:)``: the space and the UI layer as a model — a tab bar and the
/// visible columns with their titles and toolbars (SPEC 9).
///
/// Rects are **window coordinates**, points, physical. Nothing names a device: the side bar, the
/// tabletop fold, the size class and the reading direction all come from ``space``.
public struct UILayerRequest: Sendable, Hashable {
    /// The window's space. Its layout direction puts leading at the left edge in LTR, the right
    /// one in RTL; the side bar strip is physical and never mirrors.
    public var space: LayoutSpace
    /// The tab view's bar; nil for a screen without tabs.
    public var tabBar: TabBarModel?
    /// The visible columns, primary first (a list before its detail).
    public var columns: [UILayerColumn]

    /// Creates a request.
    public init(space: LayoutSpace, tabBar: TabBarModel? = nil, columns: [UILayerColumn] = []) {
        self.space = space
        self.tabBar = tabBar
        self.columns = columns
    }

    /// The window-level bottom toolbar is shown (compact: a column has a `bottomBar` item that
    /// does not float; tabletop: a column has any item).
    public var hasWindowBottomToolbar: Bool {
        let mode = UILayerMode(space: space)
        return columns.contains { UILayer.hasWindowBottomItems($0.toolbar, mode: mode) }
    }
}

/// What the UI layer leaves a column for its content (SPEC 9, *content under bars* [S3]).
///
/// All rects are window coordinates, points.
public struct UILayerColumnChrome: Sendable, Hashable {
    /// The column's slot as given.
    public var frame: CGRect
    /// Where content that does not scroll goes: ``frame`` less the bars over it.
    public var contentFrame: CGRect
    /// Where content that scrolls goes: ``frame``, bars included, reaching the display edge
    /// under the side bar strip when the column meets it.
    public var scrollingFrame: CGRect
    /// The insets that let scrolling content's first and last rows clear the bars, measured
    /// from ``scrollingFrame``'s edges (leading = left in LTR, right in RTL).
    public var contentInsets: EdgeInsets
    /// The column's navigation bar, nil when it has none.
    public var navigationBar: CGRect?
    /// The column's own bottom toolbar (regular mode), nil when it has none.
    public var bottomToolbar: CGRect?

    /// Creates a column's chrome.
    public init(frame: CGRect, contentFrame: CGRect, scrollingFrame: CGRect, contentInsets: EdgeInsets,
                navigationBar: CGRect? = nil, bottomToolbar: CGRect? = nil) {
        self.frame = frame
        self.contentFrame = contentFrame
        self.scrollingFrame = scrollingFrame
        self.contentInsets = contentInsets
        self.navigationBar = navigationBar
        self.bottomToolbar = bottomToolbar
    }
}

/// The result of ``UILayer/solve(_:)``: the mode, every bar with its items, and each column's
/// chrome, in the request's column order.
public struct UILayerResult: Sendable, Hashable {
    /// Where the system put the UI layer.
    public var mode: UILayerMode
    /// Every bar: the side bar or tab bar first, then each column's bars, then window-level
    /// toolbars and floating buttons.
    public var bars: [SystemBar]
    /// Each column's chrome, in the request's order.
    public var columns: [UILayerColumnChrome]

    /// Creates a result.
    public init(mode: UILayerMode, bars: [SystemBar], columns: [UILayerColumnChrome]) {
        self.mode = mode
        self.bars = bars
        self.columns = columns
    }
}

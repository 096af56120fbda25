import Foundation

// The names FoldKit used before the naming rule (STYLE 23: settings `…Style`, inputs `…Request`,
// outputs `…Result`, one verb `solve`). Each forwards to its new name, so code written against
// them keeps compiling with a deprecation warning; they go in the next release. Keep every
// deprecated spelling of this module in this one file, so dropping them is one deletion.

/// The output of an arrangement solve; renamed ``ArrangementResult``.
@available(*, deprecated, renamed: "ArrangementResult")
public typealias Arrangement = ArrangementResult

/// The list–detail rule's settings; renamed ``ListDetailStyle``.
@available(*, deprecated, renamed: "ListDetailStyle")
public typealias ListDetailLayout = ListDetailStyle

/// A split view's settings; renamed ``SplitViewStyle``.
@available(*, deprecated, renamed: "SplitViewStyle")
public typealias SplitViewLayout = SplitViewStyle

/// The output of the fold-aware grid; renamed ``GridResult``.
@available(*, deprecated, renamed: "GridResult")
public typealias GridLayout = GridResult

/// The output of a list row's solve; renamed ``ListRowResult``.
@available(*, deprecated, renamed: "ListRowResult")
public typealias ListRowLayout = ListRowResult

/// The output of a presentation's solve; renamed ``PresentationResult``.
@available(*, deprecated, renamed: "PresentationResult")
public typealias PresentationPlacement = PresentationResult

extension Format {
    /// `(x, y, w, h)` in points, each rounded for text output. Deprecated: text output is the
    /// CLI's; format each value with ``output(_:)-(Double)``.
    @available(*, deprecated, message: "text output is the CLI's: format each value with output(_:)")
    public static func output(_ rect: CGRect) -> String {
        "(\(output(rect.minX)), \(output(rect.minY)), \(output(rect.width)), \(output(rect.height)))"
    }

    /// `w × h` in points, each rounded for text output. Deprecated: text output is the CLI's.
    @available(*, deprecated, message: "text output is the CLI's: format each value with output(_:)")
    public static func output(_ size: CGSize) -> String { "\(output(size.width)) × \(output(size.height))" }

    /// `[x y w h]` in points, each rounded for text output. Deprecated: text tables are the CLI's.
    @available(*, deprecated, message: "text tables are the CLI's: format each value with output(_:)")
    public static func box(_ rect: CGRect) -> String {
        "[" + [rect.minX, rect.minY, rect.width, rect.height].map { output($0) }.joined(separator: " ") + "]"
    }

    /// `text` padded with spaces to `width` characters. Deprecated: text tables are the CLI's.
    @available(*, deprecated, message: "text tables are the CLI's")
    public static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

extension Presentation {
    /// Places a presentation (SPEC 7); renamed ``solve(_:)``.
    /// - Throws: ``PlacementError`` for an invalid request.
    @available(*, deprecated, renamed: "solve(_:)")
    public static func place(_ request: PresentationRequest) throws(PlacementError) -> PresentationResult {
        try solve(request)
    }
}

extension PinnedOverlay {
    /// Places the overlay in `space` (SPEC 7, 5), read in `layoutDirection` (nil: the space's).
    /// Deprecated: renamed ``solve(in:)``, which reads the direction from the space.
    /// - Throws: ``PlacementError`` for an invalid rule or space.
    @available(*, deprecated, message: "renamed solve(in:); the layout direction is the space's")
    public func place(in space: LayoutSpace, layoutDirection: LayoutDirection? = nil) throws(PlacementError) -> DisplacementResult {
        try solve(in: layoutDirection.map(space.with(layoutDirection:)) ?? space)
    }
}

// MARK: - The layout direction and the space, before every request carried a `LayoutSpace`

extension LayoutSpace {
    /// The space that a request written before requests carried a space described by its fields:
    /// a window at the origin — `window`'s size, or the smallest one holding `bounds` and
    /// `safeArea` — whose safe area is `safeArea` (the whole window without one), with `regions`,
    /// `sizeClasses` (the window's when nil), `scale` and `layoutDirection`. Window coordinates.
    /// A safe area is kept as given, not clipped to the window, so a request that was invalid
    /// stays invalid.
    static func described(bounds: CGRect, regions: [ReservedRegion], sizeClasses: SizeClasses? = nil, safeArea: CGRect? = nil,
                          window: CGRect? = nil, scale: CGFloat, layoutDirection: LayoutDirection) -> LayoutSpace {
        func far(_ rect: CGRect?) -> CGPoint {
            guard let rect else { return .zero }
            return CGPoint(x: rect.origin.x + rect.size.width, y: rect.origin.y + rect.size.height)
        }
        let reach = [far(bounds), far(safeArea)]
        let size = window?.size ?? CGSize(width: reach.map(\.x).reduce(0) { Swift.max($0, $1) },
                                          height: reach.map(\.y).reduce(0) { Swift.max($0, $1) })
        var space = LayoutSpace(scale: scale, window: CGRect(origin: .zero, size: size), sizeClasses: sizeClasses,
                                regions: regions, layoutDirection: layoutDirection)
        space.describedSafeArea = safeArea
        return space
    }

    /// The safe area as a rect in window coordinates, for the deprecated fields that gave it so:
    /// reading gives ``safeAreaFrame``; writing sets ``safeAreaInsets`` from the rect's origin and
    /// size against ``bounds`` (unclamped; nil for no insets).
    var describedSafeArea: CGRect? {
        get { safeAreaFrame }
        set {
            guard let safe = newValue else { safeAreaInsets = .zero; return }
            safeAreaInsets = PhysicalInsets(top: safe.origin.y, left: safe.origin.x,
                                            bottom: bounds.height - safe.origin.y - safe.size.height,
                                            right: bounds.width - safe.origin.x - safe.size.width)
        }
    }

    /// Returns the reserved regions that overlap a view as seen in `layoutDirection` (SPEC 3.4).
    /// Deprecated: the direction is the space's; set ``layoutDirection`` (or resolve with
    /// ``DeviceProfile/resolve(_:layoutDirection:)``) and call
    /// ``reservedRegions(kind:options:layoutDirectionBehavior:in:)``.
    @available(*, deprecated, message: "the layout direction is the space's: set LayoutSpace.layoutDirection and call reservedRegions(kind:options:layoutDirectionBehavior:in:)")
    public func reservedRegions(kind: ReservedRegion.Kind? = nil, options: ReservedRegion.QueryOptions = [],
                                layoutDirectionBehavior: LayoutDirectionBehavior = .mirrors,
                                in view: CGRect? = nil, layoutDirection: LayoutDirection) -> [ReservedRegion] {
        with(layoutDirection: layoutDirection).reservedRegions(kind: kind, options: options,
                                                               layoutDirectionBehavior: layoutDirectionBehavior, in: view)
    }

    /// Calls `body` with each reserved region that overlaps a view as seen in `layoutDirection`.
    /// Deprecated: the direction is the space's; call
    /// ``forEachReservedRegion(kind:options:layoutDirectionBehavior:in:_:)``.
    /// - Throws: whatever `body` throws.
    @available(*, deprecated, message: "the layout direction is the space's: set LayoutSpace.layoutDirection and call forEachReservedRegion(kind:options:layoutDirectionBehavior:in:_:)")
    public func forEachReservedRegion(kind: ReservedRegion.Kind? = nil, options: ReservedRegion.QueryOptions = [],
                                      layoutDirectionBehavior: LayoutDirectionBehavior = .mirrors,
                                      in view: CGRect? = nil, layoutDirection: LayoutDirection,
                                      _ body: (ReservedRegion) throws -> Void) rethrows {
        try with(layoutDirection: layoutDirection).forEachReservedRegion(kind: kind, options: options,
                                                                         layoutDirectionBehavior: layoutDirectionBehavior, in: view, body)
    }

    /// Returns the fold of a view as seen in `layoutDirection` (SPEC 3.5). Deprecated: the
    /// direction is the space's; call ``fold(in:layoutDirectionBehavior:)``.
    @available(*, deprecated, message: "the layout direction is the space's: set LayoutSpace.layoutDirection and call fold(in:layoutDirectionBehavior:)")
    public func fold(in view: CGRect? = nil, layoutDirection: LayoutDirection,
                     layoutDirectionBehavior: LayoutDirectionBehavior = .mirrors) -> Fold? {
        with(layoutDirection: layoutDirection).fold(in: view, layoutDirectionBehavior: layoutDirectionBehavior)
    }
}

extension ArrangementRequest {
    /// Creates a request from the parts of a space (window coordinates). Deprecated: build a
    /// ``LayoutSpace`` and call ``init(space:bounds:)``. The space's window is `window`, or the
    /// smallest one at the origin that holds `bounds` and `safeArea`; without a safe area the
    /// whole window is safe.
    @available(*, deprecated, message: "a request carries a LayoutSpace: use init(space:bounds:)")
    public init(bounds: CGRect, regions: [ReservedRegion] = [], sizeClasses: SizeClasses,
                safeArea: CGRect? = nil, layoutDirection: LayoutDirection = .leftToRight, scale: CGFloat = 1, window: CGRect? = nil) {
        self.init(space: .described(bounds: bounds, regions: regions, sizeClasses: sizeClasses, safeArea: safeArea,
                                    window: window, scale: scale, layoutDirection: layoutDirection), bounds: bounds)
    }

    /// Creates the request for a container in `space`, laid out in `layoutDirection` (which
    /// becomes the space's). Deprecated: the direction is the space's; use ``init(space:bounds:)``.
    @available(*, deprecated, message: "the layout direction is the space's: use init(space:bounds:)")
    public init(space: LayoutSpace, bounds: CGRect, layoutDirection: LayoutDirection) {
        self.init(space: space.with(layoutDirection: layoutDirection), bounds: bounds)
    }

    /// The space's reserved regions. Deprecated: read ``space``.
    @available(*, deprecated, renamed: "space.regions")
    public var regions: [ReservedRegion] {
        get { space.regions }
        set { space.regions = newValue }
    }

    /// The space's size classes. Deprecated: read ``space``.
    @available(*, deprecated, renamed: "space.sizeClasses")
    public var sizeClasses: SizeClasses {
        get { space.sizeClasses }
        set { space.sizeClasses = newValue }
    }

    /// The space's safe area, window coordinates. Deprecated: read ``space``'s
    /// ``LayoutSpace/safeAreaFrame``.
    @available(*, deprecated, renamed: "space.safeAreaFrame")
    public var safeArea: CGRect? {
        get { space.safeAreaFrame }
        set { space.describedSafeArea = newValue }
    }

    /// The space's layout direction. Deprecated: read ``space``.
    @available(*, deprecated, renamed: "space.layoutDirection")
    public var layoutDirection: LayoutDirection {
        get { space.layoutDirection }
        set { space.layoutDirection = newValue }
    }

    /// The space's pixel scale. Deprecated: read ``space``.
    @available(*, deprecated, renamed: "space.scale")
    public var scale: CGFloat {
        get { space.scale }
        set { space.scale = newValue }
    }

    /// The window's bounds, window coordinates. Deprecated: read ``space``'s ``LayoutSpace/bounds``.
    @available(*, deprecated, renamed: "space.bounds")
    public var window: CGRect? {
        get { space.bounds }
        set { if let newValue { space.window.size = newValue.size } }
    }
}

extension GridRequest {
    /// Creates a request from a container and the parts of a space. Deprecated: use
    /// ``init(space:bounds:itemCount:minItemWidth:itemAspect:spacing:margin:scrolls:)`` with a
    /// space whose regions are `regions` (``LayoutSpace/with(regions:)``).
    @available(*, deprecated, message: "a request carries a LayoutSpace: use init(space:bounds:itemCount:minItemWidth:itemAspect:spacing:margin:scrolls:)")
    public init(bounds: CGRect, regions: [ReservedRegion] = [], itemCount: Int, minItemWidth: CGFloat,
                itemAspect: CGFloat = 1, spacing: CGFloat = 8, margin: CGFloat = 16, scrolls: Bool = true,
                layoutDirection: LayoutDirection = .leftToRight, scale: CGFloat = 0) {
        self.init(space: .described(bounds: bounds, regions: regions, scale: scale, layoutDirection: layoutDirection), bounds: bounds,
                  itemCount: itemCount, minItemWidth: minItemWidth, itemAspect: itemAspect, spacing: spacing, margin: margin, scrolls: scrolls)
    }

    /// Creates a request for a container in `space`, laid out in `layoutDirection` (which becomes
    /// the space's). Deprecated: the direction is the space's.
    @available(*, deprecated, message: "the layout direction is the space's: use init(space:bounds:itemCount:minItemWidth:itemAspect:spacing:margin:scrolls:)")
    public init(space: LayoutSpace, bounds: CGRect? = nil, itemCount: Int, minItemWidth: CGFloat,
                itemAspect: CGFloat = 1, spacing: CGFloat = 8, margin: CGFloat = 16, scrolls: Bool = true,
                layoutDirection: LayoutDirection) {
        self.init(space: space.with(layoutDirection: layoutDirection), bounds: bounds, itemCount: itemCount, minItemWidth: minItemWidth,
                  itemAspect: itemAspect, spacing: spacing, margin: margin, scrolls: scrolls)
    }

    /// The space's reserved regions. Deprecated: read ``space``.
    @available(*, deprecated, renamed: "space.regions")
    public var regions: [ReservedRegion] {
        get { space.regions }
        set { space.regions = newValue }
    }

    /// The space's layout direction. Deprecated: read ``space``.
    @available(*, deprecated, renamed: "space.layoutDirection")
    public var layoutDirection: LayoutDirection {
        get { space.layoutDirection }
        set { space.layoutDirection = newValue }
    }

    /// The space's pixel scale. Deprecated: read ``space``.
    @available(*, deprecated, renamed: "space.scale")
    public var scale: CGFloat {
        get { space.scale }
        set { space.scale = newValue }
    }
}

extension ListRowRequest {
    /// Creates a request from a row and the window's regions. Deprecated: use
    /// ``init(space:row:controls:content:spacing:)`` with a space whose regions are `regions`
    /// (``LayoutSpace/with(regions:)``).
    @available(*, deprecated, message: "a request carries a LayoutSpace: use init(space:row:controls:content:spacing:)")
    public init(row: CGRect, controls: [CGRect], content: [CGRect] = [], regions: [ReservedRegion], spacing: CGFloat = 8,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.init(space: .described(bounds: row, regions: regions, scale: 0, layoutDirection: layoutDirection), row: row,
                  controls: controls, content: content, spacing: spacing)
    }

    /// The space's reserved regions. Deprecated: read ``space``.
    @available(*, deprecated, renamed: "space.regions")
    public var regions: [ReservedRegion] {
        get { space.regions }
        set { space.regions = newValue }
    }

    /// The space's layout direction. Deprecated: read ``space``.
    @available(*, deprecated, renamed: "space.layoutDirection")
    public var layoutDirection: LayoutDirection {
        get { space.layoutDirection }
        set { space.layoutDirection = newValue }
    }
}

extension DisplacementRequest {
    /// Creates a request laid out in `layoutDirection` (which becomes the space's). Deprecated:
    /// the direction is the space's; use ``init(space:frame:purpose:anchor:container:anticipatesFold:)``.
    @available(*, deprecated, message: "the layout direction is the space's: use init(space:frame:purpose:anchor:container:anticipatesFold:)")
    public init(space: LayoutSpace, frame: CGRect, purpose: DisplacementPurpose, anchor: CGRect? = nil,
                container: CGRect? = nil, anticipatesFold: Bool = false, layoutDirection: LayoutDirection) {
        self.init(space: space.with(layoutDirection: layoutDirection), frame: frame, purpose: purpose, anchor: anchor,
                  container: container, anticipatesFold: anticipatesFold)
    }

    /// The space's layout direction. Deprecated: read ``space``.
    @available(*, deprecated, renamed: "space.layoutDirection")
    public var layoutDirection: LayoutDirection {
        get { space.layoutDirection }
        set { space.layoutDirection = newValue }
    }
}

extension DisplacementGroupRequest {
    /// Creates a request laid out in `layoutDirection` (which becomes the space's). Deprecated:
    /// the direction is the space's; use ``init(space:frames:purpose:anchor:container:anticipatesFold:)``.
    @available(*, deprecated, message: "the layout direction is the space's: use init(space:frames:purpose:anchor:container:anticipatesFold:)")
    public init(space: LayoutSpace, frames: [CGRect], purpose: DisplacementPurpose, anchor: CGRect? = nil,
                container: CGRect? = nil, anticipatesFold: Bool = false, layoutDirection: LayoutDirection) {
        self.init(space: space.with(layoutDirection: layoutDirection), frames: frames, purpose: purpose, anchor: anchor,
                  container: container, anticipatesFold: anticipatesFold)
    }

    /// The space's layout direction. Deprecated: read ``space``.
    @available(*, deprecated, renamed: "space.layoutDirection")
    public var layoutDirection: LayoutDirection {
        get { space.layoutDirection }
        set { space.layoutDirection = newValue }
    }
}

extension PresentationRequest {
    /// Creates a request laid out in `layoutDirection` (which becomes the space's). Deprecated:
    /// the direction is the space's; use
    /// ``init(kind:size:anchor:space:container:anchorGap:heightFraction:edgeMargin:minimumEdgeDistance:)``.
    @available(*, deprecated, message: "the layout direction is the space's: use init(kind:size:anchor:space:container:anchorGap:heightFraction:edgeMargin:minimumEdgeDistance:)")
    public init(kind: PresentationKind, size: CGSize, anchor: CGRect? = nil, space: LayoutSpace,
                layoutDirection: LayoutDirection, container: CGRect? = nil, anchorGap: CGFloat = 8,
                heightFraction: CGFloat? = nil, edgeMargin: CGFloat = 16) {
        self.init(kind: kind, size: size, anchor: anchor, space: space.with(layoutDirection: layoutDirection), container: container,
                  anchorGap: anchorGap, heightFraction: heightFraction, edgeMargin: edgeMargin)
    }

    /// The space's layout direction. Deprecated: read ``space``.
    @available(*, deprecated, renamed: "space.layoutDirection")
    public var layoutDirection: LayoutDirection {
        get { space.layoutDirection }
        set { space.layoutDirection = newValue }
    }
}

extension UILayerRequest {
    /// Creates a request laid out in `layoutDirection` (which becomes the space's). Deprecated:
    /// the direction is the space's; use ``init(space:tabBar:columns:)``.
    @available(*, deprecated, message: "the layout direction is the space's: use init(space:tabBar:columns:)")
    public init(space: LayoutSpace, layoutDirection: LayoutDirection, tabBar: TabBarModel? = nil, columns: [UILayerColumn] = []) {
        self.init(space: space.with(layoutDirection: layoutDirection), tabBar: tabBar, columns: columns)
    }

    /// The space's layout direction. Deprecated: read ``space``.
    @available(*, deprecated, renamed: "space.layoutDirection")
    public var layoutDirection: LayoutDirection {
        get { space.layoutDirection }
        set { space.layoutDirection = newValue }
    }
}

extension UILayerContext {
    /// The context of a screen in `space`, laid out in `layoutDirection` (which becomes the
    /// space's). Deprecated: the direction is the space's; use
    /// ``init(space:hasTabBar:hasWindowBottomToolbar:hasTitle:)``.
    @available(*, deprecated, message: "the layout direction is the space's: use init(space:hasTabBar:hasWindowBottomToolbar:hasTitle:)")
    public init(space: LayoutSpace, layoutDirection: LayoutDirection, hasTabBar: Bool, hasWindowBottomToolbar: Bool, hasTitle: Bool) {
        self.init(space: space.with(layoutDirection: layoutDirection), hasTabBar: hasTabBar,
                  hasWindowBottomToolbar: hasWindowBottomToolbar, hasTitle: hasTitle)
    }

    /// The space's layout direction. Deprecated: read ``space``.
    @available(*, deprecated, renamed: "space.layoutDirection")
    public var layoutDirection: LayoutDirection {
        get { space.layoutDirection }
        set { space.layoutDirection = newValue }
    }
}

extension PinnedOverlay {
    /// The frame the rule gives in `space` read in `layoutDirection`. Deprecated: the direction
    /// is the space's; use ``ruleFrame(in:)``.
    /// - Throws: ``PlacementError`` for an invalid rule.
    @available(*, deprecated, message: "the layout direction is the space's: use ruleFrame(in:)")
    public func ruleFrame(in space: LayoutSpace, layoutDirection: LayoutDirection) throws(PlacementError) -> CGRect {
        try ruleFrame(in: space.with(layoutDirection: layoutDirection))
    }
}

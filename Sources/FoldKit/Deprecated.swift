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

extension Presentation {
    /// Places a presentation (SPEC 7); renamed ``solve(_:)``.
    /// - Throws: ``PlacementError`` for an invalid request.
    @available(*, deprecated, renamed: "solve(_:)")
    public static func place(_ request: PresentationRequest) throws(PlacementError) -> PresentationResult {
        try solve(request)
    }
}

extension PinnedOverlay {
    /// Places the overlay in `space` (SPEC 7, 5); renamed ``solve(in:layoutDirection:)``.
    /// - Throws: ``PlacementError`` for an invalid rule or space.
    @available(*, deprecated, renamed: "solve(in:layoutDirection:)")
    public func place(in space: LayoutSpace, layoutDirection: LayoutDirection = .leftToRight) throws(PlacementError) -> DisplacementResult {
        try solve(in: space, layoutDirection: layoutDirection)
    }
}

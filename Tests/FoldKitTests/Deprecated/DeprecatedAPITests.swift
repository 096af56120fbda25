import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The deprecated spellings in `Sources/FoldKit/Deprecated.swift` forward to the new ones: each
/// gives what its replacement gives. Drop this file with them.
@Suite("Deprecated names forward to their replacements")
struct DeprecatedAPITests {
    static let book = Builtins.space("iphone-duo", .book)
    static let rtlBook = book.with(layoutDirection: .rightToLeft)

    @available(*, deprecated, message: "exercises the deprecated names")
    @Test("renamed types and methods are the new ones")
    func renamed() throws {
        #expect(Arrangement.self == ArrangementResult.self && ListDetailLayout.self == ListDetailStyle.self)
        #expect(SplitViewLayout.self == SplitViewStyle.self && GridLayout.self == GridResult.self)
        #expect(ListRowLayout.self == ListRowResult.self && PresentationPlacement.self == PresentationResult.self)
        let request = PresentationRequest(kind: .alert, size: CGSize(width: 270, height: 150), space: Self.book)
        #expect(try Presentation.place(request) == Presentation.solve(request))
        let overlay = PinnedOverlay(size: CGSize(width: 56, height: 56))
        #expect(try overlay.place(in: Self.book) == overlay.solve(in: Self.book))
        #expect(try overlay.place(in: Self.book, layoutDirection: .rightToLeft) == overlay.solve(in: Self.rtlBook))
        #expect(try overlay.ruleFrame(in: Self.book, layoutDirection: .rightToLeft) == overlay.ruleFrame(in: Self.rtlBook))
    }

    @available(*, deprecated, message: "exercises the deprecated names")
    @Test("a region query given a direction asks the space in that direction")
    func regionQueries() {
        let view = CGRect(x: 100, y: 0, width: 700, height: 669)
        #expect(Self.book.reservedRegions(in: view, layoutDirection: .rightToLeft) == Self.rtlBook.reservedRegions(in: view))
        #expect(Self.book.fold(in: view, layoutDirection: .rightToLeft) == Self.rtlBook.fold(in: view))
        var visited: [ReservedRegion] = []
        Self.book.forEachReservedRegion(options: .includeInactive, layoutDirection: .rightToLeft) { visited.append($0) }
        #expect(visited == Self.rtlBook.reservedRegions(options: .includeInactive))
    }

    @available(*, deprecated, message: "exercises the deprecated names")
    @Test("a two-view request from fields or with a direction is the request of that space")
    func arrangementRequests() throws {
        let space = Self.book
        let directed = ArrangementRequest(space: space, bounds: space.bounds, layoutDirection: .rightToLeft)
        #expect(directed == ArrangementRequest(space: Self.rtlBook, bounds: space.bounds))
        let fields = ArrangementRequest(bounds: space.bounds, regions: space.regions, sizeClasses: space.sizeClasses,
                                        safeArea: space.safeAreaFrame, layoutDirection: .rightToLeft, scale: space.scale, window: space.bounds)
        let new = ArrangementRequest(space: Self.rtlBook, bounds: space.bounds)
        #expect(try ListDetailStyle().solve(fields) == ListDetailStyle().solve(new))
        #expect(try SplitArrangement().solve(fields) == SplitArrangement().solve(new))
        #expect(fields.regions == space.regions && fields.sizeClasses == space.sizeClasses && fields.scale == 3)
        #expect(fields.layoutDirection == .rightToLeft && fields.safeArea == space.safeAreaFrame && fields.window == space.bounds)
        // Without a window or a safe area: the whole container is safe, as before.
        let bare = ArrangementRequest(bounds: CGRect(x: 0, y: 0, width: 800, height: 600), sizeClasses: space.sizeClasses)
        #expect(bare.safeAreaInsets(of: bare.bounds) == .zero && bare.containerForListDetail == bare.bounds)
        var edited = bare
        edited.safeArea = CGRect(x: 0, y: 0, width: 744, height: 600)
        #expect(edited.safeAreaInsets(of: bare.bounds).trailing == 56)
    }

    @available(*, deprecated, message: "exercises the deprecated names")
    @Test("grid and list-row requests from fields or with a direction are the requests of that space")
    func gridAndRowRequests() throws {
        let space = Self.book
        let old = GridRequest(space: space, itemCount: 12, minItemWidth: 150, layoutDirection: .rightToLeft)
        let new = GridRequest(space: Self.rtlBook, itemCount: 12, minItemWidth: 150)
        #expect(old == new)
        let fields = GridRequest(bounds: new.bounds, regions: space.regions, itemCount: 12, minItemWidth: 150,
                                 layoutDirection: .rightToLeft, scale: 3)
        #expect(try GridSolver.solve(fields) == GridSolver.solve(new))
        #expect(fields.regions == space.regions && fields.layoutDirection == .rightToLeft && fields.scale == 3)
        let row = CGRect(x: 0, y: 100, width: 895, height: 44), button = CGRect(x: 440, y: 106, width: 60, height: 31)
        let oldRow = ListRowRequest(row: row, controls: [button], regions: space.regions, layoutDirection: .rightToLeft)
        #expect(try ListRowSolver.solve(oldRow) == ListRowSolver.solve(ListRowRequest(space: Self.rtlBook, row: row, controls: [button])))
        #expect(oldRow.regions == space.regions && oldRow.layoutDirection == .rightToLeft)
    }

    @available(*, deprecated, message: "exercises the deprecated names")
    @Test("requests given a direction put it into their space")
    func directedRequests() {
        let space = Self.book, rtl = Self.rtlBook
        let frame = CGRect(x: 430, y: 300, width: 80, height: 44)
        #expect(DisplacementRequest(space: space, frame: frame, purpose: .interactive, layoutDirection: .rightToLeft)
                == DisplacementRequest(space: rtl, frame: frame, purpose: .interactive))
        #expect(DisplacementGroupRequest(space: space, frames: [frame], purpose: .interactive, layoutDirection: .rightToLeft)
                == DisplacementGroupRequest(space: rtl, frames: [frame], purpose: .interactive))
        #expect(PresentationRequest(kind: .toast, size: CGSize(width: 200, height: 44), space: space, layoutDirection: .rightToLeft)
                == PresentationRequest(kind: .toast, size: CGSize(width: 200, height: 44), space: rtl))
        #expect(UILayerRequest(space: space, layoutDirection: .rightToLeft) == UILayerRequest(space: rtl))
        let context = UILayerContext(space: space, layoutDirection: .rightToLeft, hasTabBar: true, hasWindowBottomToolbar: false, hasTitle: true)
        #expect(context == UILayerContext(space: rtl, hasTabBar: true, hasWindowBottomToolbar: false, hasTitle: true))
        #expect(context.layoutDirection == .rightToLeft)
        var request = DisplacementRequest(space: space, frame: frame, purpose: .interactive)
        request.layoutDirection = .rightToLeft
        #expect(request.space == rtl && request.layoutDirection == .rightToLeft)
    }
}

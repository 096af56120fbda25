import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The layout direction has one home, the space (SPEC 1, 3.4): resolving sets it, deriving a
/// space keeps it, and every solver reads it from its request's space.
@Suite("The layout direction lives in the space")
struct LayoutDirectionHomeTests {
    static let duo = Builtins.profile("iphone-duo")

    @Test("resolve(_:) is left to right; resolve(_:layoutDirection:) sets the direction and nothing else")
    func resolveSetsTheDirection() throws {
        let state = try Self.duo.state(for: .book)
        let ltr = try Self.duo.resolve(state)
        let rtl = try Self.duo.resolve(state, layoutDirection: .rightToLeft)
        #expect(ltr.layoutDirection == .leftToRight && rtl.layoutDirection == .rightToLeft)
        #expect(rtl.with(layoutDirection: .leftToRight) == ltr)
        // Region frames stay physical in the space; only a query under .mirrors flips them.
        #expect(rtl.regions == ltr.regions)
        #expect(rtl.fold(layoutDirectionBehavior: .fixed) == ltr.fold())
        #expect(rtl.fold()?.frame == CGRect(x: 951 - 495.5, y: 0, width: 40, height: 669))   // 455.5 = 951 − (455.5 + 40)
    }

    @Test("resolve(_:modifiers:) applies the state's modifiers and puts the direction into the space")
    func resolveWithModifiers() throws {
        let state = try Self.duo.state(for: .flat)
        let modifiers = StateModifiers(layoutDirection: .rightToLeft, cameraStreaming: true)
        let space = try Self.duo.resolve(state, modifiers: modifiers)
        #expect(space == (try Self.duo.resolve(modifiers.applied(to: state), layoutDirection: .rightToLeft)))
        #expect(space.layoutDirection == .rightToLeft)
        #expect(space.regions.contains { $0.id == "inner-camera" && $0.isActive })
    }

    @Test("a derived space keeps the direction: confined(to:), with(regions:)")
    func derivedSpacesKeepIt() {
        let book = Builtins.space("iphone-duo", .book, layoutDirection: .rightToLeft)
        #expect(book.confined(to: CGRect(x: 0, y: 0, width: 455.5, height: 649)).layoutDirection == .rightToLeft)
        let scrolled = book.with(regions: [])
        #expect(scrolled.layoutDirection == .rightToLeft && scrolled.posture == .book && scrolled.regions.isEmpty)
    }

    @Test("every solver reads the direction from its request's space")
    func solversReadTheSpace() throws {
        let ltr = Builtins.space("iphone-duo", .flat), rtl = ltr.with(layoutDirection: .rightToLeft)
        // Split, flat: the primary leading — from x 0 in LTR, to x 895 (the safe area's right edge) in RTL.
        let split = { (space: LayoutSpace) throws in try SplitArrangement().solve(ArrangementRequest(space: space, bounds: space.safeAreaFrame)) }
        #expect(try split(ltr).primary.frame?.minX == 0)
        #expect(try split(rtl).primary.frame?.maxX == 895)
        // List–detail, flat: the list leading, 56 + 360 wide in RTL (the side bar is the leading inset).
        let listDetail = { (space: LayoutSpace) throws in try ListDetailStyle().solve(ArrangementRequest(space: space, bounds: space.bounds)) }
        #expect(try listDetail(rtl).list.frame == CGRect(x: 951 - 416, y: 0, width: 416, height: 669))
        // Grid: item 0 at the leading corner.
        let grid = { (space: LayoutSpace) throws in try GridSolver.solve(GridRequest(space: space, itemCount: 3, minItemWidth: 150)) }
        let (first, mirrored) = (try grid(ltr).itemFrames[0], try grid(rtl).itemFrames[0])
        #expect(first == mirrored.mirrored(in: ltr.safeAreaFrame))
        // UI layer, closed: the floating button at the trailing edge.
        let closed = Builtins.space("iphone-duo", .closed)
        let column = UILayerColumn(id: "list", frame: closed.safeAreaFrame,
                                   toolbar: [ToolbarItem(action: UIAction(id: "add", title: "Add", symbol: "plus"), floatsInCompact: true)])
        let buttons = { (space: LayoutSpace) in UILayer.solve(UILayerRequest(space: space, columns: [column])).bars.filter { $0.kind == .floatingButton } }
        let ltrButton = try #require(buttons(closed).first), rtlButton = try #require(buttons(closed.with(layoutDirection: .rightToLeft)).first)
        #expect(ltrButton.frame.maxX > closed.bounds.midX && rtlButton.frame.minX < closed.bounds.midX)
    }
}

import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// ``ArrangementController``: the seeds' `UIArrangementViewController` shape over the solvers
/// (SPEC 4, 10.1) [S1][S4].
@Suite("Arrangement controller")
struct ArrangementControllerTests {
    @Test("every state is the style's own solve of the same request", arguments: PosturePreset.allCases)
    func forwardsToSolver(_ preset: PosturePreset) throws {
        let space = Builtins.space("iphone-duo", preset)
        let request = ArrangementRequest(space: space, bounds: space.safeAreaFrame)
        for style in [ArrangementStyle.split(.split.axes(.horizontal)), .overlay(.overlay)] {
            let controller = try ArrangementController(style: style, space: space)
            #expect(controller.result == (try style.solve(request)))
            #expect(controller.state(for: .primary) == controller.result.primary)
            #expect(controller.state(for: .secondary) == controller.result.secondary)
        }
    }

    @Test("updateArrangement is not animated unless asked (default false) [S1]", arguments: [false, true])
    func appUpdate(_ animated: Bool) throws {
        var controller = try ArrangementController(space: Builtins.space("iphone-duo", .book))
        var hidden = SplitArrangement.split
        hidden.isSecondaryVisible = false
        let transition: ArrangementTransition
        if animated {
            transition = try controller.updateArrangement(hidden, animated: true)
        } else {
            transition = try controller.updateArrangement(hidden)  // animated defaults to false
        }
        #expect(transition.isAnimated == animated)
        #expect(transition.cause == .appUpdate(animated: animated))
        #expect(transition.space == nil)
        #expect(transition.secondary.change == .hidden)
        // The primary stays left of the fold, not re-centred: 455.5 = (951 − 40) / 2 (SPEC 4.1).
        #expect(transition.primary.change == .unchanged)
        #expect(controller.state(for: .primary).frame?.maxX == (951.0 - 40) / 2)
        #expect(controller.style == .split(hidden))
    }

    @Test("a new space from a device state change always animates (SPEC 10.1)")
    func spaceUpdate() throws {
        var controller = try ArrangementController(style: .overlay(.overlay), space: Builtins.space("iphone-duo", .flat))
        #expect(controller.state(for: .primary).zIndex == 1)
        let transition = try controller.update(space: Builtins.space("iphone-duo", .book))
        #expect(transition.isAnimated)
        #expect(transition.cause == .deviceStateChange)
        #expect(transition.space?.regions.map(\.change) == [.activated])
        #expect(transition.primary.change == .restacked)  // z 1 → 0: Up Next leaves the stack
        #expect(controller.state(for: .primary).zIndex == 0)
        // The same space again changes nothing and does not animate.
        let again = try controller.update(space: Builtins.space("iphone-duo", .book))
        #expect(!again.isAnimated && again.primary.change == .unchanged && again.secondary.change == .unchanged)
    }

    /// A Live Activity starting while the Duo is open is a device state change that reaches
    /// nothing in the inner window (the island is on the outer display): the spaces are equal,
    /// yet SPEC 10.1 animates a change of the device state. The app says the state changed.
    @Test("a device state change that reaches nothing in the window still animates when the app says so (SPEC 10.1)")
    func stateChangeReachingNothing() throws {
        let open = Builtins.space("iphone-duo", .book), live = Builtins.space("iphone-duo", .book, liveActivity: true)
        #expect(open == live)
        var controller = try ArrangementController(style: .split(.split), space: open)
        let told = try controller.update(space: live, changesDeviceState: true)
        #expect(told.isAnimated && told.cause == .deviceStateChange)
        #expect(told.primary.change == .unchanged && told.secondary.change == .unchanged)
        #expect(told.space?.regions.isEmpty == true)
        // Not told, equal spaces read as no state change.
        let guessed = try controller.update(space: live)
        #expect(!guessed.isAnimated)
    }

    @Test("an invalid setting throws and leaves the controller unchanged")
    func invalidLeavesUnchanged() throws {
        var controller = try ArrangementController(space: Builtins.space("iphone-duo", .flat))
        let before = controller
        #expect(throws: ArrangementError.self) { try controller.updateArrangement(SplitArrangement(ratio: 1.5)) }
        #expect(controller == before)
    }

    @Test("per-view overlay edge: the primary's edge, else the opposite of the secondary's, else the style's",
          arguments: [PosturePreset.flat, .book], LayoutDirection.allCases)
    func perViewEdge(_ preset: PosturePreset, _ direction: LayoutDirection) throws {
        let space = Builtins.space("iphone-duo", preset, layoutDirection: direction)
        var byPrimary = OverlayArrangement.overlay
        var primary = byPrimary.defaultViewProperties
        primary.edge = .leading
        byPrimary.setViewProperties(primary, for: .primary)
        var bySecondary = OverlayArrangement.overlay
        var secondary = bySecondary.defaultViewProperties
        secondary.edge = .trailing
        bySecondary.setViewProperties(secondary, for: .secondary)
        let byStyle = OverlayArrangement(edge: .leading)
        #expect(byPrimary.anchorEdge == .leading && bySecondary.anchorEdge == .leading)
        let request = ArrangementRequest(space: space, bounds: space.safeAreaFrame)
        let expected = try byStyle.solve(request)
        #expect(try byPrimary.solve(request) == expected)
        #expect(try bySecondary.solve(request) == expected)
        #expect(expected != (try OverlayArrangement.overlay.solve(request)))  // the edge changed something
        guard preset == .book else { return }
        // Leading is the left region in LTR, the right one in RTL; the fold starts at 455.5 = (951 − 40) / 2.
        #expect(expected.primary.frame?.minX == (direction == .leftToRight ? 0 : (951.0 - 40) / 2 + 40))
    }
}

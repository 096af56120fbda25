import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// SPEC 10.1 on built-in and small scenes: each class of node change with exact frames, in both
/// layout directions, and the animation rule — a device state change animates, an app update only
/// when it asks [S1]. The Duo (SPEC 2.2): 951 × 669 open, safe area (0, 0, 895, 649), fold
/// (455.5, 0, 40, 669).
@Suite("Scene transitions: nodes by id, one change each (SPEC 10.1)")
struct SceneTransitionTests {
    typealias F = SceneFixtures

    /// The transition of `scene` between two spaces, checked against the invariants.
    static func transition(_ scene: Scene, _ before: LayoutSpace, _ after: LayoutSpace, direction: LayoutDirection = .leftToRight,
                           cause: TransitionCause? = nil) -> SceneTransitionResult {
        let space = SpaceTransition.solve(SpaceTransitionRequest(before: before, after: after))
        #expect(SpaceTransitionInvariants.violations(space, SpaceTransitionRequest(before: before, after: after)) == [])
        let request = SceneTransitionRequest(before: SceneLayout.solve(unchecked: scene, in: before, layoutDirection: direction),
                                             after: SceneLayout.solve(unchecked: scene, in: after, layoutDirection: direction),
                                             cause: cause ?? space.cause)
        let result = SceneTransition.solve(request)
        #expect(result.invariantViolations(request) == [])
        return result
    }

    static func builtIn(_ id: String) throws -> Scene { try Scene.builtIn(id) }
    static func duo(_ preset: PosturePreset, camera: Bool = false) -> LayoutSpace { Builtins.space("iphone-duo", preset, cameraStreaming: camera) }

    @Test("Mail flat → book: list and message resized to meet at the fold; nothing shown or hidden; animated", arguments: LayoutDirection.allCases)
    func mailResized(direction: LayoutDirection) throws {
        let result = Self.transition(try Self.builtIn("mail"), Self.duo(.flat), Self.duo(.book), direction: direction)
        #expect(result.isAnimated && result.cause == .deviceStateChange)
        #expect(result.nodes(.shown).isEmpty && result.nodes(.hidden).isEmpty)
        let mailbox = try #require(result["mailbox"])
        let message = try #require(result["message"])
        #expect(mailbox.change == .resized && message.change == .resized)
        // Flat, SPEC 4.4 rule 4: list = leading inset + clamp(0.4 × (951 − inset), 360, 440).
        // Book, rule 3: the list reaches the fold's centre, 475.5 = 455.5 + 40 / 2, from the leading edge.
        if direction == .leftToRight {
            let list = PixelGrid(scale: 3).snap(0.4 * 951)   // 380.4 → 1141 / 3
            #expect(mailbox.before?.frame == CGRect(x: 0, y: 0, width: list, height: 669))
            #expect(mailbox.after?.frame == CGRect(x: 0, y: 0, width: 475.5, height: 669))
            // The message column is the detail's pane, the window's full height. The message pane's
            // edge is computed apart from the list's and lands 1 ulp short of it, so this one
            // compares within 1e-9 pt.
            #expect(message.before?.frame?.isApproximatelyEqual(to: CGRect(x: list, y: 0, width: 951 - list, height: 669)) == true)
            #expect(message.after?.frame == CGRect(x: 475.5, y: 0, width: 475.5, height: 669))        // 475.5 = 951 − 475.5
        } else {
            // 416 = 56 + max(360, 0.4 × (951 − 56) = 358): the side bar is the leading inset in RTL.
            #expect(mailbox.before?.frame == CGRect(x: 951 - 416, y: 0, width: 416, height: 669))
            #expect(mailbox.after?.frame == CGRect(x: 475.5, y: 0, width: 475.5, height: 669))   // 475.5 = 951 − 475.5
            #expect(message.before?.frame == CGRect(x: 0, y: 0, width: 535, height: 669))
            #expect(message.after?.frame == CGRect(x: 0, y: 0, width: 475.5, height: 669))
        }
        // The side bar is physical and stays put [S0]: its actions are unchanged.
        #expect(["system.side-bar", "compose", "archive", "reply"].allSatisfy { result[$0]?.change == .unchanged })
    }

    @Test("OdoKeep's Garage book ↔ tabletop: the vehicle's page hidden when the list stands alone, shown when it comes back",
          arguments: LayoutDirection.allCases)
    func garageHiddenAndShown(direction: LayoutDirection) throws {
        let scene = try Self.builtIn("odokeep-garage")
        let hiding = Self.transition(scene, Self.duo(.book), Self.duo(.tabletop), direction: direction)
        let details = try #require(hiding["vehicle-details"])
        #expect(details.change == .hidden && details.after?.frame == nil && details.after?.isVisible == false)
        // Book: the detail column beyond the fold, 455.5 = 951 − 495.5; it scrolls, so it reaches the
        // window's bottom edge, 669 (SPEC 9, amended 2026-12-02).
        let column = direction == .leftToRight ? CGRect(x: 495.5, y: 0, width: 455.5, height: 669) : CGRect(x: 0, y: 0, width: 455.5, height: 669)
        #expect(details.before?.frame == column)
        #expect(hiding["vehicles"]?.change == .resized, "the list takes the screen (a column of cards is not halved, S0)")
        let showing = Self.transition(scene, Self.duo(.tabletop), Self.duo(.book), direction: direction)
        #expect(showing["vehicle-details"]?.change == .shown && showing["vehicle-details"]?.after?.frame == column)
        #expect(Set(showing.nodes(.shown).map(\.id)).isSuperset(of: hiding.nodes(.hidden).filter { !$0.id.contains(".") }.map(\.id)))
    }

    /// Controls over an article (SPEC 4.2): overlaid while flat, in their own region while folded.
    static let reader = F.scene(root: #"{"type":"arrangement","id":"reader","style":"overlay","edge":"bottom","#
        + #""primary":{"type":"element","id":"controls","role":"control","width":320,"height":72},"secondary":"# + F.element("article") + "}")

    @Test("an overlay's controls flat → book: restacked (z 1 → 0) before moved; the article resized", arguments: LayoutDirection.allCases)
    func restacked(direction: LayoutDirection) throws {
        let result = Self.transition(Self.reader, Self.duo(.flat), Self.duo(.book), direction: direction)
        let controls = try #require(result["controls"])
        #expect(controls.change == .restacked)
        #expect(controls.before?.zIndex == 1 && controls.after?.zIndex == 0)
        // Snapped to the 1/3-pt grid (SPEC 1), within 1e-9 pt of the snapped value.
        let grid = PixelGrid(scale: 3)
        // Flat: at the bottom edge, centred: (895 − 320) / 2 = 287.5 → 863 / 3; 577 = 649 − 72.
        #expect(controls.before?.frame?.isApproximatelyEqual(to: CGRect(x: grid.snap(287.5), y: 577, width: 320, height: 72)) == true)
        // Book: centred in a region of its own, the article in the other; y (649 − 72) / 2 = 288.5 → 866 / 3.
        let x = direction == .leftToRight ? grid.snap(495.5 + (399.5 - 320) / 2) : grid.snap((455.5 - 320) / 2)   // 535.25, 67.75
        #expect(controls.after?.frame?.isApproximatelyEqual(to: CGRect(x: x, y: grid.snap(288.5), width: 320, height: 72)) == true)
        let article = try #require(result["article"])
        #expect(article.change == .resized)
        #expect(article.after?.frame == (direction == .leftToRight ? CGRect(x: 0, y: 0, width: 455.5, height: 649)
                                                                   : CGRect(x: 495.5, y: 0, width: 399.5, height: 649)))
    }

    /// A player with Up Next beside it (SPEC 4.1); `secondaryVisible` as the app sets it.
    static func player(upNext: Bool) -> Scene {
        F.scene(root: #"{"type":"arrangement","id":"player","secondaryVisible":\#(upNext),"#
            + #""primary":{"type":"element","id":"now-playing","role":"media"},"secondary":"# + F.element("up-next") + "}")
    }

    @Test("an app update in one state (Up Next switched off) is not animated unless the app asks [S1]; the primary stays in its region")
    func appUpdate() throws {
        let book = Self.duo(.book)
        for animated in [false, true] {
            let request = SceneTransitionRequest(before: SceneLayout.solve(unchecked: Self.player(upNext: true), in: book),
                                                 after: SceneLayout.solve(unchecked: Self.player(upNext: false), in: book),
                                                 cause: .appUpdate(animated: animated))
            let result = SceneTransition.solve(request)
            #expect(result.invariantViolations(request) == [])
            #expect(result.isAnimated == animated)
            #expect(result["up-next"]?.change == .hidden)
            // The primary keeps its region left of the fold, it does not spread over the screen [S1].
            #expect(result["now-playing"]?.change == .unchanged && result["now-playing"]?.after?.frame == CGRect(x: 0, y: 0, width: 455.5, height: 649))
        }
        let sameSpace = SpaceTransition.solve(SpaceTransitionRequest(before: book, after: book))
        #expect(SceneTransitionRequest(before: SceneLayout.solve(unchecked: Self.player(upNext: true), in: book),
                                       after: SceneLayout.solve(unchecked: Self.player(upNext: false), in: book), space: sameSpace).cause == .appUpdate(animated: false))
    }
}

import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// SPEC 10.1 with SPEC 9: the UI layer's bars and items take part like nodes, items by their tab
/// or action id in whatever bar holds them. The inner camera appearing on the open Duo moves the
/// side bar's items below it, animated [S1].
@Suite("Scene transitions: the UI layer (SPEC 9, 10.1)")
struct UILayerTransitionTests {
    typealias T = SceneTransitionTests

    @Test("OdoKeep's tabs, the Duo flat → flat+camera: the camera activates, the side bar's items move below it, animated [S1]",
          arguments: LayoutDirection.allCases)
    func cameraMovesTheSideBar(direction: LayoutDirection) throws {
        let space = SpaceTransition.solve(SpaceTransitionRequest(before: T.duo(.flat), after: T.duo(.flat, camera: true)))
        #expect(space.regions.map(\.id) == ["inner-camera"] && space.regions.first?.change == .activated)
        #expect(space.postureBefore == .flat && space.postureAfter == .flat && !space.changesFold)
        let result = T.transition(try T.builtIn("odokeep-tabs"), T.duo(.flat), T.duo(.flat, camera: true), direction: direction)
        #expect(result.isAnimated)
        let ids = ["garage-tab", "fuel-tab", "trips-tab", SystemBarItem.moreID, "quick-capture", "add-vehicle"]
        for (index, id) in ids.enumerated() {
            let item = try #require(result[id])
            #expect(item.change == .moved, "\(id)")
            #expect(item.before?.bar == "system.side-bar" && item.after?.bar == "system.side-bar")
            // The strip x 895…951 (physical, the same in RTL [S0]): x 901 = 895 + (56 − 44) / 2.
            // Before: from y 52 = 44 (clock) + 8, every 44 + 8. With the camera (903, 20, 40, 40)
            // streaming the first slot would overlap it: from y 68 = 20 + 40 + 8, the rest follow.
            #expect(item.before?.frame == CGRect(x: 901, y: 52 + 52 * CGFloat(index), width: 44, height: 44))
            #expect(item.after?.frame == CGRect(x: 901, y: 68 + 52 * CGFloat(index), width: 44, height: 44))
        }
        // The content stays where it was: the camera is in the side bar, outside the safe area.
        #expect(result.nodes.filter { $0.change != .unchanged }.map(\.id) == ids)
    }

    @Test("OdoKeep's tabs closed → flat: the tabs leave the bottom tab bar for the side bar, add-vehicle its navigation bar",
          arguments: LayoutDirection.allCases)
    func closedToFlat(direction: LayoutDirection) throws {
        let result = T.transition(try T.builtIn("odokeep-tabs"), T.duo(.closed), T.duo(.flat), direction: direction)
        #expect(result["system.tab-bar"]?.change == .hidden && result["system.tab-bar"]?.after == nil)
        #expect(result["system.side-bar"]?.change == .shown && result["system.side-bar"]?.before == nil)
        let garage = try #require(result["garage-tab"])
        #expect(garage.change == .resized && garage.before?.bar == "system.tab-bar" && garage.after?.bar == "system.side-bar")
        // Closed: five slots of 360 / 5 = 72 across the tab bar at y 697 = 746 − 49, from the
        // leading edge (the right in RTL: 288 = 360 − 72). Open: the strip's first slot.
        #expect(garage.before?.frame == CGRect(x: direction == .leftToRight ? 0 : 288, y: 697, width: 72, height: 49))
        #expect(garage.after?.frame == CGRect(x: 901, y: 52, width: 44, height: 44))
        // An action in a navigation bar one posture and in the side bar the next: moved. Closed, at
        // the trailing end of the Garage bar (0, 54, 360, 44): x 308 = 360 − 8 − 44 (8 in RTL);
        // open, the sixth slot: y 312 = 52 + 5 × 52.
        let add = try #require(result["add-vehicle"])
        #expect(add.change == .moved && add.before?.bar == "vehicles.navigation-bar" && add.after?.bar == "system.side-bar")
        #expect(add.before?.frame == CGRect(x: direction == .leftToRight ? 308 : 8, y: 54, width: 44, height: 44))
        #expect(add.after?.frame == CGRect(x: 901, y: 312, width: 44, height: 44))
    }

    /// A list–detail screen whose two columns both carry Compose (SPEC 9: one action, once per
    /// visible column's bar).
    static let mail = SceneFixtures.scene(root: #"{"type":"listDetail","id":"mail","list":{"type":"element","id":"mailbox","role":"text","title":"Inbox","toolbar":["#
        + compose + #"]},"detail":{"type":"element","id":"message","role":"text","title":"Message","toolbar":["# + compose + "]}}")
    static let compose = #"{"id":"compose","title":"Compose","symbol":"square.and.pencil","placement":"primaryAction"}"#

    @Test("an action shown in two bars at once: the first copy keeps its id, the second is compose@message.navigation-bar")
    func copiesOfOneAction() throws {
        // The iPad (820 × 1180, regular): two columns, each navigation bar with Compose at its
        // trailing end; in a 400-pt window (compact) one column and one copy.
        let wide = Builtins.space("ipad", .flat)
        let narrow = Builtins.space("ipad", .flat, window: CGRect(x: 0, y: 0, width: 400, height: 1180))
        let result = T.transition(Self.mail, wide, narrow)
        let first = try #require(result["compose"])
        #expect(first.change == .moved && first.before?.bar == "mailbox.navigation-bar" && first.after?.bar == "mailbox.navigation-bar")
        // Wide: the list column 0…360, its bar at y 24 (below the top inset): x 308 = 360 − 8 − 44;
        // narrow: x 348 = 400 − 8 − 44.
        #expect(first.before?.frame == CGRect(x: 308, y: 24, width: 44, height: 44))
        #expect(first.after?.frame == CGRect(x: 348, y: 24, width: 44, height: 44))
        let copy = try #require(result["compose@message.navigation-bar"])
        #expect(copy.change == .hidden && copy.after == nil)
        #expect(copy.before?.frame == CGRect(x: 768, y: 24, width: 44, height: 44))   // 768 = 820 − 8 − 44
        #expect(result["message"]?.change == .hidden && result["message.navigation-bar"]?.change == .hidden)
    }
}

import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// SPEC 5.3 (amended 2026-12-02): a moved element takes its place in its container's flow; the
/// siblings it lands among make room for it, and an arrangement's other pane yields the space.
/// Nothing it lands among is covered, and it is never covered.
struct MakeRoomTests {
    static func space(_ preset: PosturePreset, _ direction: LayoutDirection, device: String = "iphone-duo") -> LayoutSpace {
        Builtins.space(device, preset).with(layoutDirection: direction)
    }

    /// The Garage's pushed vehicle screen in tabletop (669 × 951, fold frame y 455.5 … 495.5): the
    /// content stack from y 116 (56 + 44 + its 16 padding), photo 220, odometer 96, spacing 16:
    /// the button's slot 464 … 514 crosses the fold, so "Log a refuel" moves to 495.5 … 545.5 and
    /// "Service history" follows it 16 below, at 561.5, to the stack's end 984 (116 + 868).
    @Test("the Garage's moved button in tabletop: Service history makes room below it [SPEC 5.3]", arguments: LayoutDirection.allCases)
    func garagePushedTabletop(direction: LayoutDirection) throws {
        let request = SceneLayoutRequest(scene: try PreparedScene.builtIn("odokeep-garage"), space: Self.space(.tabletop, direction))
        let next = try #require(SceneLayout.nextScreen(after: SceneLayout.solve(request), of: request))
        let layout = next.layout
        #expect(layout.frame("log-refuel") == CGRect(16, 495.5, 669 - 32, 50))
        #expect(layout.frame("service-history") == CGRect(16, 495.5 + 50 + 16, 669 - 32, 984 - 561.5))
        #expect(layout.frame("odometer") == CGRect(16, 116 + 220 + 16, 669 - 32, 96), "what the button does not reach keeps its frame")
    }

    /// On the dual-screen and the flip the button was covered completely; now nothing covers it.
    @Test("the Garage's moved button on every device in tabletop: no sibling overlaps it [SPEC 5.3]",
          arguments: ["iphone-duo", "book-foldable", "dual-screen", "flip-foldable", "tri-fold"])
    func garageEveryDevice(device: String) throws {
        for direction in LayoutDirection.allCases {
            let request = SceneLayoutRequest(scene: try PreparedScene.builtIn("odokeep-garage"), space: Self.space(.tabletop, direction, device: device))
            let first = SceneLayout.solve(request)
            let layout = SceneLayout.nextScreen(after: first, of: request)?.layout ?? first
            guard let button = layout.frame("log-refuel") else { continue }
            for id in ["vehicle-photo", "odometer", "service-history"] {
                let frame = try #require(layout.frame(id))
                #expect(!frame.overlapsWithArea(button), "\(device) \(direction.rawValue): \(id) \(frame) over log-refuel \(button)")
            }
        }
    }

    /// A music player over its queue (an overlay arrangement, the player's transport displaced
    /// with purpose interactive): in tabletop the transport (80 high) moves to the bottom region's
    /// top, 495.5, where the queue lies; the queue scrolls, so it keeps its frame and gains an
    /// 80-pt top content inset: its first row starts at 575.5 = 495.5 + 80.
    @Test("an overlay's displaced transport lands on the queue: the queue yields the space [SPEC 5.3]", arguments: LayoutDirection.allCases)
    func overlayPaneYields(direction: LayoutDirection) throws {
        let text = #"""
        {"name": "Music", "summary": "A player over its queue.",
         "root": {"type": "arrangement", "id": "player-queue", "style": "overlay", "edge": "bottom",
           "primary": {"type": "list", "id": "queue", "rows": 12, "rowHeight": 56},
           "secondary": {"type": "stack", "id": "player", "axis": "vertical", "spacing": 8, "height": 200, "children": [
              {"type": "element", "id": "now-playing", "role": "text", "label": "Now playing"},
              {"type": "displace", "id": "play-focus", "purpose": "interactive", "height": 80,
               "child": {"type": "element", "id": "play", "role": "control", "label": "Prev · Play · Next"}}]}}}
        """#
        let layout = SceneLayout.solve(unchecked: try Scene.decode(Data(text.utf8)), in: Self.space(.tabletop, direction))
        #expect(layout.frame("play") == CGRect(0, 495.5, 669, 80))
        #expect(layout.frame("queue") == CGRect(0, 495.5, 669, 951 - 495.5))
        #expect(layout["queue"]?.contentInsets?.top == 80 as CGFloat)
        #expect(layout.frame("queue-0")?.minY == 495.5 + 80 as CGFloat)
        let play = try #require(layout.frame("play"))
        #expect(!layout.nodes.contains { $0.id.hasPrefix("queue-") && ($0.visibleFrame?.overlapsWithArea(play) ?? false) })
    }

    /// With the keyboard up a stack places the child holding the focused field last (SPEC 10.2);
    /// making room reads that order too. A camera whose frame reaches 4 pt past the safe area
    /// (the flip held flat and rotated, leading inset 32, camera frame x 4 … 36) nudges the
    /// search bar up 2 pt; the results, placed above the bar, make room above it — they were
    /// laid out below it, under the keyboard, when making room read the document order.
    @Test("with the keyboard up, what a stack holds above the focused field makes room above it", arguments: LayoutDirection.allCases)
    func focusedFieldMovedMakesRoomAbove(direction: LayoutDirection) throws {
        var profile = Builtins.profile("flip-foldable")
        let inner = try #require(profile.displays.firstIndex { $0.id == .inner })
        profile.displays[inner].safeAreaInsets.landscape.left = 32
        let space = try profile.resolve(try profile.state(for: .flatRotated),
                                        modifiers: StateModifiers(layoutDirection: direction, cameraStreaming: true, keyboard: .on))
        let layout = SceneLayout.solve(SceneLayoutRequest(scene: try PreparedScene.builtIn("search"), space: space))
        let field = try #require(layout.frame("search-field")), results = try #require(layout.frame("results"))
        #expect(results.minY == 0 && results.maxY <= field.minY, "results \(results) above the field \(field)")
        let keyboard = try #require(layout.bars.first { $0.kind == .keyboard }?.frame)
        #expect(field.maxY <= keyboard.minY && keyboard.minY - field.maxY <= 60)
    }
}

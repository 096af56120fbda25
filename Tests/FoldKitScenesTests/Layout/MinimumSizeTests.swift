import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// SPEC 8.1 (amended 2026-12-02): a node declares the smallest size at which it is still usable;
/// scrolling content is usable from 88 pt along its scroll axis. A visible node given less records
/// `minSize` beside its frame, and the built-in scenes never show one.
struct MinimumSizeTests {
    typealias L = SceneLayoutFixtures

    /// The flat Duo (951 × 669, safe area 895 × 649): a vertical stack of a 600-pt header and a
    /// list: the list reaches the window's bottom edge, 669 − 600 = 69 pt, below its 88.
    @Test("a list given 69 pt records its usable minimum, 88 pt high [SPEC 8.1]", arguments: LayoutDirection.allCases)
    func scrollingDefault(direction: LayoutDirection) throws {
        let scene = try Scene.decode(Data(#"""
        {"name": "N", "summary": "S", "root": {"type": "stack", "id": "s", "axis": "vertical", "children": [
          {"type": "element", "id": "header", "role": "text", "height": 600},
          {"type": "list", "id": "rows", "rows": 5, "rowHeight": 44}]}}
        """#.utf8))
        let result = SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", .flat), layoutDirection: direction)
        #expect(result["rows"]?.frame?.height == 669 - 600 as CGFloat, "it reaches the window's bottom edge: 669 − 600")
        #expect(result["rows"]?.minSize == CGSize(width: 0, height: 88))
        #expect(result["header"]?.minSize == nil, "no minimum declared, none by default")
    }

    /// A declared minimum wins over the default, on either axis; a node given at least its
    /// minimum records nothing, a hidden node nothing.
    @Test("declared minWidth and minHeight: recorded when not given, nothing otherwise [SPEC 8.1]", arguments: LayoutDirection.allCases)
    func declared(direction: LayoutDirection) throws {
        let scene = try Scene.decode(Data(#"""
        {"name": "N", "summary": "S", "root": {"type": "stack", "id": "s", "axis": "horizontal", "children": [
          {"type": "element", "id": "wide", "role": "text", "width": 700},
          {"type": "element", "id": "side", "role": "text", "minWidth": 240},
          {"type": "scroll", "id": "notes", "minHeight": 20, "content": {"type": "element", "id": "t", "role": "text"}}]}}
        """#.utf8))
        let result = SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", .flat), layoutDirection: direction)
        // 895 − 700 = 195 left for two fills: about 97.5 each (on the 1/3-pt grid), below side's
        // 240; the scroll view asks 20 pt high and gets 649 (its declared minimum replaces the
        // 88-pt default).
        #expect(abs((result["side"]?.frame?.width ?? 0) - 97.5) <= 1.0 / 3)
        #expect(result["side"]?.minSize == CGSize(width: 240, height: 0))
        #expect(result["notes"]?.minSize == nil && result["wide"]?.minSize == nil)
    }

    /// Scrolling content under bars is judged by what its content insets leave clear of them, and
    /// with the keyboard up one 44-pt row is usable (SPEC 10.2; docs/lint/FK020.md). Mail's
    /// message on the tri-fold's cover screen in landscape (744 × 336) with the keyboard (200 pt)
    /// up: 76 = 336 − 200 − 60 (the reply field and its padding) tall, of which the 44-pt
    /// navigation bar leaves 32 clear: below 44, so `minSize` is one row; the search results in
    /// the same state get 76 pt with no bar over them, a whole row, and record nothing.
    @Test("under bars the part clear of them is judged; with the keyboard up one row is usable [SPEC 8.1, 10.2]",
          arguments: LayoutDirection.allCases)
    func clearOfBarsWhileTyping(direction: LayoutDirection) throws {
        let profile = Builtins.profile("tri-fold")
        let space = try profile.resolve(try profile.state(for: .closedLandscape),
                                        modifiers: StateModifiers(layoutDirection: direction, keyboard: .on))
        let mail = SceneLayout.solve(SceneLayoutRequest(scene: try PreparedScene.builtIn("mail"), space: space))
        let body = try #require(mail["message-body"])
        #expect(body.frame?.height == 336 - 200 - 60 && body.contentInsets?.top == 44)
        #expect(body.minSize == CGSize(width: 0, height: 44))
        let search = SceneLayout.solve(SceneLayoutRequest(scene: try PreparedScene.builtIn("search"), space: space))
        #expect(search["results"]?.frame?.height == 336 - 200 - 60 && search["results"]?.minSize == nil)
    }

    /// Podcasts on the closed Duo in landscape (780 × 360, its safe area 672 × 339 above a 44-pt
    /// bottom toolbar): where the split cannot happen the artwork sits beside the title (64 pt)
    /// and the transport beside the scrubber (64 pt), so the inline transcript gets
    /// 339 − 44 − 2 × 8 (padding) − 64 − 64 − 2 × 8 (spacing) = 135 pt, not 35.
    @Test("Podcasts on a landscape phone: the inline transcript is usable, at least 88 pt high [SPEC 8.1]", arguments: LayoutDirection.allCases)
    func podcastsTranscript(direction: LayoutDirection) throws {
        let result = SceneLayout.solve(unchecked: try Scene.builtIn("podcasts-now-playing"), in: Builtins.space("iphone-duo", .closedLandscape),
                                       layoutDirection: direction)
        let transcript = try #require(result.frame("transcript-inline"))
        #expect(transcript.height == 339 - 44 - 2 * 8 - 64 - 64 - 2 * 8 as CGFloat && result["transcript-inline"]?.minSize == nil)
    }

    @Test("no built-in scene shows a node below its usable minimum, on any device or posture [SPEC 8.1]")
    func builtIns() throws {
        for device in DeviceProfile.builtInIDs {
            for preset in Builtins.profile(device).supportedPresets {
                for (id, scene) in try Scene.allBuiltIn() {
                    for direction in LayoutDirection.allCases {
                        let result = SceneLayout.solve(unchecked: scene, in: Builtins.space(device, preset), layoutDirection: direction)
                        let below = result.nodes.filter { $0.minSize != nil }.map(\.id)
                        #expect(below.isEmpty, "\(id) \(device)/\(preset.rawValue) \(direction.rawValue): \(below)")
                    }
                }
            }
        }
    }
}

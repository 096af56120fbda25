import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// Screens written fresh by a designer (issue 17, item 9): what they found, each with its rule.
struct FreshScreensTests {
    static func layout(_ json: String, _ preset: PosturePreset, _ direction: LayoutDirection) throws -> SceneLayoutResult {
        SceneLayout.solve(unchecked: try Scene.decode(Data(json.utf8)), in: Builtins.space("iphone-duo", preset), layoutDirection: direction)
    }

    static let toast = #"""
    {"name": "Toast", "summary": "A toast over tabs.",
     "root": {"type": "tabView", "id": "tabs", "tabs": [{"id": "home", "title": "Home", "symbol": "house"}, {"id": "me", "title": "Me", "symbol": "person"}],
       "content": {"type": "overlay", "id": "home-screen", "title": "Home", "children": [
         {"type": "list", "id": "feed", "rows": 20, "rowHeight": 80},
         {"type": "presentation", "id": "saved", "kind": "toast", "label": "Saved", "width": 240, "height": 48}]}}}
    """#

    /// The closed Duo (360 × 780): the tab bar at 746 − 49 = 697; the toast rides 16 pt above it,
    /// centred: x = (360 − 240) / 2 = 60, y = 697 − 16 − 48 = 633 (SPEC 7).
    @Test("a toast rides above the tab bar, never under it [SPEC 7]", arguments: LayoutDirection.allCases)
    func toastAboveTheTabBar(direction: LayoutDirection) throws {
        let result = try Self.layout(Self.toast, .closed, direction)
        #expect(result.frame("saved") == CGRect(60, 697 - 16 - 48, 240, 48))
        let tabBar = try #require(result.bars.first { $0.kind == .tabBar })
        #expect(tabBar.frame == CGRect(0, 697, 360, 49))
    }

    static let camera = #"""
    {"name": "Camera", "summary": "A viewfinder.",
     "root": {"type": "overlay", "id": "camera", "children": [
       {"type": "displace", "id": "finder-focus", "purpose": "farViewing",
        "child": {"type": "element", "id": "viewfinder", "role": "media", "important": true, "ignoresSafeArea": true}},
       {"type": "element", "id": "shutter", "role": "control", "label": "Shutter", "width": 72, "height": 72, "alignment": "bottom"}]}}
    """#

    /// Tabletop (669 × 951): the viewfinder, displaced far-viewing to the top region (56 … 455.5),
    /// stays full-bleed there: it grows into the status bar to the window's top, y 0.
    @Test("a full-bleed viewfinder stays full-bleed where displacement puts it [SPEC 5.3]", arguments: LayoutDirection.allCases)
    func ignoresSafeAreaInDisplace(direction: LayoutDirection) throws {
        let result = try Self.layout(Self.camera, .tabletop, direction)
        #expect(result.frame("viewfinder") == CGRect(0, 0, 669, 455.5))
    }

    static let editor = #"""
    {"name": "Editor", "summary": "A video editor.",
     "root": {"type": "stack", "id": "editor", "axis": "vertical", "title": "Project", "children": [
       {"type": "element", "id": "preview", "role": "media", "important": true, "label": "Preview"},
       {"type": "element", "id": "timeline", "role": "control", "label": "Timeline", "height": 120}]}}
    """#

    /// Tabletop: content that does not scroll lies in its column less its bars (SPEC 9): the
    /// preview starts below the 44-pt title bar at the top region's top, y 56 + 44 = 100.
    @Test("content that does not scroll starts below its column's title bar [SPEC 9]", arguments: LayoutDirection.allCases)
    func previewBelowTheTitleBar(direction: LayoutDirection) throws {
        let result = try Self.layout(Self.editor, .tabletop, direction)
        #expect(result.frame("preview")?.minY == 56 + 44 as CGFloat)
        #expect(result.bars.first { $0.kind == .navigationBar }?.frame == CGRect(0, 56, 669, 44))
    }
}

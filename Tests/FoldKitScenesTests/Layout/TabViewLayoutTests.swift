import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// SPEC 9 through the built-in OdoKeep tab view [S0]: open, the iPhone Duo draws its tabs down the
/// trailing side bar strip (x 895…951, physical, the same in RTL); closed, the compact tabs along
/// the bottom; on an iPad at the top; in tabletop along the bottom of the bottom region.
@Suite("Scene layout: the OdoKeep tab view in every mode")
struct TabViewLayoutTests {
    static func layout(_ device: String, _ preset: PosturePreset, _ direction: LayoutDirection) throws -> SceneLayoutResult {
        SceneLayout.solve(unchecked: try Scene.builtIn("odokeep-tabs"), in: Builtins.space(device, preset), layoutDirection: direction)
    }

    static func bar(_ result: SceneLayoutResult, _ kind: SystemBar.Kind) throws -> SystemBar {
        try #require(result.bars.first { $0.kind == kind })
    }

    @Test("book: every tab in the Duo's trailing strip, below the clock, More reaching Settings", arguments: LayoutDirection.allCases)
    func sideBar(direction: LayoutDirection) throws {
        let result = try Self.layout("iphone-duo", .book, direction)
        #expect(result.uiLayerMode == .sideBar)
        let strip = try Self.bar(result, .sideBar)
        #expect(strip.frame == CGRect(x: 895, y: 0, width: 56, height: 649))
        // The compact tabs, More, the quick-capture action, then the columns' actions: 44 × 44 at
        // x 895 + (56 − 44) / 2 = 901, from y 44 + 8 = 52, every 44 + 8.
        #expect(strip.items.map(\.id) == ["garage-tab", "fuel-tab", "trips-tab", SystemBarItem.moreID, "quick-capture", "add-vehicle"])
        for (index, item) in strip.items.enumerated() {
            #expect(item.frame == CGRect(x: 901, y: 52 + CGFloat(index) * 52, width: 44, height: 44))
            #expect(strip.frame.contains(item.frame))
        }
        #expect(strip.items[3].reaches == ["settings-tab"] && strip.items[0].isSelected)
        #expect(!result.bars.contains { $0.kind == .tabBar }, "no second tab bar")
    }

    @Test("closed: the compact tabs along the bottom, above the home indicator", arguments: LayoutDirection.allCases)
    func compact(direction: LayoutDirection) throws {
        let result = try Self.layout("iphone-duo", .closed, direction)
        #expect(result.uiLayerMode == .compact)
        // The outer display: 360 × 780, safe area y 54…746: 746 − 49 = 697; five slots of 360 / 5.
        let tabs = try Self.bar(result, .tabBar)
        #expect(tabs.frame == CGRect(x: 0, y: 697, width: 360, height: 49))
        #expect(tabs.items.map(\.id) == ["garage-tab", "fuel-tab", "trips-tab", SystemBarItem.moreID, "quick-capture"])
        let first = try #require(tabs.items.first)
        #expect(first.frame == CGRect(x: direction == .leftToRight ? 0 : 360 - 72, y: 697, width: 72, height: 49))
        // The Garage list scrolls under the title bar and the tab bar and reaches the window's
        // edges (SPEC 9, amended 2026-12-02): the status bar's 54 + the bar's 44 on top, the tab
        // bar's 49 + the home indicator's 780 − 746 = 34 below.
        #expect(result["vehicles"]?.contentInsets == EdgeInsets(top: 54 + 44, bottom: 49 + 34))
    }

    @Test("iPad: every tab and the action at the top, centred; the title bars below it")
    func regular() throws {
        let result = try Self.layout("ipad", .flat, .leftToRight)
        #expect(result.uiLayerMode == .regular)
        // 820 wide, safe area from y 24: five tabs 100 wide, centred: (820 − 500) / 2 = 160.
        let tabs = try Self.bar(result, .tabBar)
        #expect(tabs.frame == CGRect(x: 0, y: 24, width: 820, height: 49))
        #expect(tabs.items.map(\.id) == ["garage-tab", "fuel-tab", "trips-tab", "settings-tab", "quick-capture"])
        #expect(tabs.items.map(\.frame.minX) == [160, 260, 360, 460, 560])
        #expect(result.bars.filter { $0.kind == .navigationBar }.allSatisfy { $0.frame.minY == 24 + 49 })
    }

    @Test("tabletop: the tab bar along the bottom of the bottom region", arguments: LayoutDirection.allCases)
    func tabletop(direction: LayoutDirection) throws {
        let result = try Self.layout("iphone-duo", .tabletop, direction)
        #expect(result.uiLayerMode == .tabletop)
        // The bottom region y 495.5…931: 931 − 49 = 882.
        #expect(try Self.bar(result, .tabBar).frame == CGRect(x: 0, y: 882, width: 669, height: 49))
    }

    @Test("no bar or item on an active division, on every device and posture")
    func neverOnADivision() throws {
        for device in DeviceProfile.builtInIDs {
            for preset in Builtins.profile(device).supportedPresets {
                for direction in LayoutDirection.allCases {
                    let result = try Self.layout(device, preset, direction)
                    let space = Builtins.space(device, preset)
                    for bar in result.bars {
                        for frame in [bar.frame] + bar.items.map(\.frame) {
                            for division in space.activeDivisions {
                                #expect(!frame.overlapsWithArea(division.frame), "\(device)/\(preset.rawValue)/\(direction.rawValue): \(bar.id) \(Format.rect(frame)) on \(division.id)")
                            }
                        }
                    }
                }
            }
        }
    }
}

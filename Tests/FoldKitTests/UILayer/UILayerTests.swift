import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// SPEC 9: where the UI layer goes, decided from the space alone, with exact frames in both
/// layout directions. The Duo inner display in landscape: 951 × 669, safe area (0, 0, 895, 649),
/// the side bar strip x 895…951 (physical: it stays on the right in RTL) [S0]; in tabletop
/// (portrait) 669 × 951, safe area y 56…931, regions y 56…455.5 and 495.5…931; closed, the
/// outer display 360 × 780, safe area y 54…746.
@Suite("UI layer placement (SPEC 9)")
struct UILayerTests {
    static func action(_ id: String) -> UIAction { UIAction(id: id, title: id.capitalized, symbol: "\(id).symbol") }

    /// OdoKeep's tab view: Garage, Fuel prices, Trips (compact) and Settings (not compact), with
    /// the quick-capture action [S0].
    static let odoKeep = TabBarModel(tabs: [.init(action: action("garage")), .init(action: action("fuel")),
                                            .init(action: action("trips")), .init(action: action("settings"), isCompact: false)],
                                     action: action("capture"))

    /// The Duo in `preset`, the side bar declared on the inner display's right edge in landscape.
    static func duo(_ preset: PosturePreset, camera: Bool = false) -> LayoutSpace {
        var space = Builtins.space("iphone-duo", preset, cameraStreaming: camera)
        if space.display == .inner && space.orientation == .landscape { space.sideBar = .right }
        return space
    }

    static func item(_ bar: SystemBar?, _ id: String) -> CGRect? { bar?.items.first { $0.id == id }?.frame }

    @Test("the open Duo: every compact tab, More and the action down the side bar strip, below the clock", arguments: LayoutDirection.allCases)
    func sideBar(direction: LayoutDirection) throws {
        let request = UILayerRequest(space: Self.duo(.book).with(layoutDirection: direction), tabBar: Self.odoKeep,
                                     columns: [UILayerColumn(id: "garage-list", frame: CGRect(x: 0, y: 0, width: 895, height: 649), title: "Garage",
                                                             toolbar: [ToolbarItem(action: Self.action("add"))])])
        let result = UILayer.solve(request)
        #expect(result.mode == .sideBar)
        let bar = try #require(result.bars.first { $0.kind == .sideBar })
        // The strip: x 895…951 (the 56-pt trailing inset), y 0…649 (above the 20-pt bottom inset).
        #expect(bar.frame == CGRect(x: 895, y: 0, width: 56, height: 649))
        #expect(bar.clock == CGRect(x: 895, y: 0, width: 56, height: 44))
        // Items at x 895 + (56 − 44) / 2 = 901; the first 8 below the clock (y 52), then every 44 + 8.
        #expect(bar.items.map(\.id) == ["garage", "fuel", "trips", SystemBarItem.moreID, "capture", "add"])
        for (index, item) in bar.items.enumerated() {
            #expect(item.frame == CGRect(x: 901, y: 52 + CGFloat(index) * 52, width: 44, height: 44))
        }
        #expect(bar.items.first?.isSelected == true && bar.items[3].reaches == ["settings"])
        // The column keeps a 44-pt title bar at its top, without items.
        let title = try #require(result.bars.first { $0.kind == .navigationBar })
        #expect(title.frame == CGRect(x: 0, y: 0, width: 455.5, height: 44) || title.frame == CGRect(x: 495.5, y: 0, width: 399.5, height: 44))
        #expect(title.items.isEmpty && title.title == "Garage")
    }

    @Test("the inner camera streaming: the first item moves below it and the rest follow [S1]")
    func sideBarCamera() throws {
        let request = UILayerRequest(space: Self.duo(.flat, camera: true), tabBar: Self.odoKeep)
        let bar = try #require(UILayer.solve(request).bars.first { $0.kind == .sideBar })
        // The camera's frame y 20…60 meets the first slot (52…96): it moves to 60 + 8 = 68.
        #expect(bar.items.map(\.frame.minY) == [68, 120, 172, 224, 276])
        // The clock ends where the camera begins: y 0…20, so the time is not drawn on the camera.
        #expect(bar.clock == CGRect(x: 895, y: 0, width: 56, height: 20))
        let off = try #require(UILayer.solve(UILayerRequest(space: Self.duo(.flat), tabBar: Self.odoKeep)).bars.first { $0.kind == .sideBar })
        #expect(off.clock == CGRect(x: 895, y: 0, width: 56, height: 44))
    }

    @Test("what does not fit the strip goes into More in the last slot")
    func sideBarOverflow() throws {
        let tabs = (1...13).map { TabBarModel.Tab(action: Self.action("tab\($0)")) }
        let bar = try #require(UILayer.solve(UILayerRequest(space: Self.duo(.flat), tabBar: TabBarModel(tabs: tabs))).bars.first)
        // Slots start at 52, 52 + 52k; the last that ends by 649 is k = 10 (572…616): 11 slots.
        #expect(bar.items.count == 11 && bar.items.last?.id == SystemBarItem.moreID)
        #expect(bar.items.last?.frame.minY == 52 + 10 * 52 && bar.items.last?.reaches == ["tab11", "tab12", "tab13"])
    }

    @Test("tabletop: tab bar and toolbar on the bottom region, the title on the top one [S1]", arguments: LayoutDirection.allCases)
    func tabletop(direction: LayoutDirection) throws {
        let column = UILayerColumn(id: "stations", frame: CGRect(x: 0, y: 56, width: 669, height: 875), title: "Fuel prices",
                                   toolbar: [ToolbarItem(action: Self.action("refuel"))])
        let result = UILayer.solve(UILayerRequest(space: Self.duo(.tabletop).with(layoutDirection: direction), tabBar: Self.odoKeep, columns: [column]))
        #expect(result.mode == .tabletop)
        // 931 − 49 = 882; the toolbar just above it: 882 − 44 = 838; the title at the top region's top.
        #expect(result.bars.first { $0.kind == .tabBar }?.frame == CGRect(x: 0, y: 882, width: 669, height: 49))
        #expect(result.bars.first { $0.kind == .bottomToolbar }?.frame == CGRect(x: 0, y: 838, width: 669, height: 44))
        #expect(result.bars.first { $0.kind == .navigationBar }?.frame == CGRect(x: 0, y: 56, width: 669, height: 44))
        // Content that does not scroll: 56 + 44 = 100 … 838.
        #expect(result.columns[0].contentFrame == CGRect(x: 0, y: 100, width: 669, height: 838 - 100))
        // Scrolling content reaches the window's edges (SPEC 9, amended 2026-12-02): from y 0 to 951.
        #expect(result.columns[0].scrollingFrame == CGRect(x: 0, y: 0, width: 669, height: 951))
        #expect(result.columns[0].contentInsets == EdgeInsets(top: 56 + 44, bottom: 951 - 838))
        // Compact tabs, More and the action in five equal slots of 669 / 5, from the right in RTL.
        let tabs = try #require(result.bars.first { $0.kind == .tabBar }).items
        let first = direction == .leftToRight ? CGFloat(0) : 669 - 669.0 / 5
        #expect(tabs.map(\.id) == ["garage", "fuel", "trips", SystemBarItem.moreID, "capture"] && tabs[0].frame.minX == first)
    }

    @Test("compact: bottom tab bar, trailing actions in the navigation bar, the floating button over the tab bar [S3]",
          arguments: LayoutDirection.allCases)
    func compact(direction: LayoutDirection) throws {
        let column = UILayerColumn(id: "timeline", frame: CGRect(x: 0, y: 54, width: 360, height: 692), title: "Home",
                                   toolbar: [ToolbarItem(action: Self.action("search")), ToolbarItem(action: Self.action("compose"), floatsInCompact: true)])
        let result = UILayer.solve(UILayerRequest(space: Self.duo(.closed).with(layoutDirection: direction), tabBar: Self.odoKeep, columns: [column]))
        #expect(result.mode == .compact)
        // Tab bar: 746 − 49 = 697; navigation bar below the top inset: 54…98.
        #expect(result.bars.first { $0.kind == .tabBar }?.frame == CGRect(x: 0, y: 697, width: 360, height: 49))
        let navigation = try #require(result.bars.first { $0.kind == .navigationBar })
        #expect(navigation.frame == CGRect(x: 0, y: 54, width: 360, height: 44))
        // The search action 8 pt from the trailing edge: 360 − 8 − 44 = 308 (LTR), 8 (RTL); centred: 54 + 0.
        #expect(Self.item(navigation, "search") == CGRect(x: direction == .leftToRight ? 308 : 8, y: 54, width: 44, height: 44))
        // Compose floats: 56 × 56, 16 from the trailing edge and above the tab bar: 697 − 16 − 56 = 625.
        let floating = try #require(result.bars.first { $0.kind == .floatingButton })
        #expect(floating.frame == CGRect(x: direction == .leftToRight ? 360 - 16 - 56 : 16, y: 625, width: 56, height: 56))
        #expect(navigation.items.map(\.id) == ["search"])
    }

    /// SPEC 3.5, 9: the floating button sits 16 pt from the trailing edge of the safe area's
    /// usable part, never on the fold: the Duo's fold x 455.5 … 495.5 in book, 56 × 56 buttons.
    @Test("compact: the floating button beside a fold that clips the window or crosses it", arguments: [
        // Clips the trailing 24.5 pt of a 480-pt window: 455.5 − 16 − 56 = 383.5 (LTR); RTL: 16.
        (CGRect(x: 0, y: 0, width: 480, height: 669), LayoutDirection.leftToRight, CGFloat(383.5)),
        (CGRect(x: 0, y: 0, width: 480, height: 669), .rightToLeft, 16),
        // At display x 460 the fold clips the leading edge (−4.5 … 35.5); safe area 0 … 491 − 56:
        // LTR 435 − 16 − 56 = 363; RTL 35.5 + 16 = 51.5.
        (CGRect(x: 460, y: 0, width: 491, height: 669), .leftToRight, 363),
        (CGRect(x: 460, y: 0, width: 491, height: 669), .rightToLeft, 51.5),
        // Crosses a 520-pt window, leaving 24.5 pt beyond it (too narrow for 16 + 56): the
        // leading region 0 … 455.5 holds it, 455.5 − 72 = 383.5 (LTR) — in RTL the trailing
        // region is that left one: 0 + 16.
        (CGRect(x: 0, y: 0, width: 520, height: 669), .leftToRight, 383.5),
        (CGRect(x: 0, y: 0, width: 520, height: 669), .rightToLeft, 16),
    ] as [(CGRect, LayoutDirection, CGFloat)])
    func floatingButtonBesideTheFold(window: CGRect, direction: LayoutDirection, x: CGFloat) throws {
        let space = Builtins.space("iphone-duo", .book, window: window)
        let column = UILayerColumn(id: "timeline", frame: space.safeAreaFrame, title: "Home",
                                   toolbar: [ToolbarItem(action: Self.action("compose"), floatsInCompact: true)])
        let result = UILayer.solve(UILayerRequest(space: space.with(layoutDirection: direction), columns: [column]))
        #expect(result.mode == .compact)
        let floating = try #require(result.bars.first { $0.kind == .floatingButton })
        #expect(floating.frame.minX == x)
        let fold = try #require(space.regions.first { $0.id == "fold" })
        #expect(!floating.frame.overlapsWithArea(fold.frame))
    }

    @Test("regular: a top tab bar, centred; each column's navigation bar below it")
    func regular() throws {
        let space = Builtins.space("ipad", .flat)
        let column = UILayerColumn(id: "garage", frame: space.safeAreaFrame, title: "Garage")
        let result = UILayer.solve(UILayerRequest(space: space, tabBar: Self.odoKeep, columns: [column]))
        #expect(result.mode == .regular)
        // iPad portrait: safe area y 24…1160; the tab bar 24…73; all four tabs and the action,
        // 100 wide, centred: (820 − 500) / 2 = 160.
        let tabBar = try #require(result.bars.first { $0.kind == .tabBar })
        #expect(tabBar.frame == CGRect(x: 0, y: 24, width: 820, height: 49))
        #expect(tabBar.items.map(\.frame.minX) == [160, 260, 360, 460, 560] && tabBar.items.count == 5)
        #expect(result.bars.first { $0.kind == .navigationBar }?.frame == CGRect(x: 0, y: 73, width: 820, height: 44))
        #expect(result.columns[0].contentFrame == CGRect(x: 0, y: 73 + 44, width: 820, height: 1160 - (73 + 44)))
    }

    @Test("tabletop with a bottom strip too narrow to use: the strip is cut off with the fold, the bars stay above it")
    func tabletopSliver() throws {
        // Duo tabletop, a window 530 high: below the fold (455.5…495.5) only 34.5 pt remain, too
        // narrow to be useful (< 320 and < half of the 399.5 above): the window is one region,
        // y 56…455.5, wide (669, regular), so the tab bar is on top: y 56…105.
        let space = Builtins.space("iphone-duo", .tabletop, window: CGRect(x: 0, y: 0, width: 669, height: 530))
        let column = UILayerColumn(id: "garage", frame: CGRect(x: 0, y: 56, width: 669, height: 399.5), title: "Garage",
                                   toolbar: [ToolbarItem(action: Self.action("add"))])
        let result = UILayer.solve(UILayerRequest(space: space, tabBar: Self.odoKeep, columns: [column]))
        #expect(result.mode == .regular)
        #expect(result.bars.first { $0.kind == .tabBar }?.frame == CGRect(x: 0, y: 56, width: 669, height: 49))
        for bar in result.bars {
            for frame in [bar.frame] + bar.items.map(\.frame) {
                for division in space.activeDivisions { #expect(!frame.overlapsWithArea(division.frame), "\(bar.id) \(frame)") }
            }
        }
    }

    @Test("no bar on an active division: a top tab bar is cut to the leading region", arguments: LayoutDirection.allCases)
    func regularAtAFold(direction: LayoutDirection) throws {
        let space = Builtins.space("book-foldable", .book)
        let result = UILayer.solve(UILayerRequest(space: space.with(layoutDirection: direction), tabBar: Self.odoKeep,
                                                  columns: [UILayerColumn(id: "screen", frame: space.safeAreaFrame, title: "Garage")]))
        // Pixel Fold inner, landscape: 841 × 701, safe area y 24…681, fold x 408.5…432.5.
        let leading = direction == .leftToRight ? CGRect(x: 0, y: 24, width: 408.5, height: 49) : CGRect(x: 432.5, y: 24, width: 408.5, height: 49)
        #expect(result.bars.first { $0.kind == .tabBar }?.frame == leading)
        let navigation = try #require(result.bars.first { $0.kind == .navigationBar })
        #expect(navigation.frame == CGRect(x: leading.minX, y: 24 + 49, width: 408.5, height: 44))
        for bar in result.bars {
            for division in space.activeDivisions { #expect(!bar.frame.overlapsWithArea(division.frame)) }
        }
    }
}

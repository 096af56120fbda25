import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// SPEC 9: what does not fit a bar goes into a More item in its last slot — in the side bar, a tab
/// bar, a navigation bar (whose centred title keeps its middle) and a bottom toolbar; no item ever
/// leaves its bar or covers the title. The closed Duo: 360 × 780, safe area y 54…746.
@Suite("UI layer overflow into More (SPEC 9)")
struct UILayerOverflowTests {
    static func actions(_ count: Int) -> [ToolbarItem] {
        (0..<count).map { ToolbarItem(action: UIAction(id: "a\($0)", title: "Action \($0)", symbol: "star")) }
    }

    static func column(_ toolbar: [ToolbarItem], title: String? = "Garage") -> UILayerColumn {
        UILayerColumn(id: "vehicles", frame: CGRect(x: 0, y: 54, width: 360, height: 692), title: title, toolbar: toolbar)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let actions: Int
        let title: String?
        let shown: [String]
        let reached: [String]
        var testDescription: String { name }
    }

    /// With a title the trailing side is (360 − 120) / 2 = 120 pt: ⌊120 / (44 + 8)⌋ = 2 slots;
    /// without one the whole 360: ⌊360 / 52⌋ = 6 slots.
    static let navigationCases: [Case] = [
        Case(name: "2 actions fit beside the title", actions: 2, title: "Garage", shown: ["a0", "a1"], reached: []),
        Case(name: "3 actions: the second slot is More", actions: 3, title: "Garage", shown: ["a0", "vehicles.navigation-bar.more"], reached: ["a1", "a2"]),
        Case(name: "100 actions: still two slots", actions: 100, title: "Garage", shown: ["a0", "vehicles.navigation-bar.more"],
             reached: (1..<100).map { "a\($0)" }),
        Case(name: "no title: 6 slots", actions: 7, title: nil, shown: ["a0", "a1", "a2", "a3", "a4", "vehicles.navigation-bar.more"],
             reached: ["a5", "a6"]),
    ]

    @Test("a navigation bar keeps its items beside the title, the rest in More", arguments: navigationCases, LayoutDirection.allCases)
    func navigationBar(_ c: Case, direction: LayoutDirection) throws {
        let request = UILayerRequest(space: Builtins.space("iphone-duo", .closed).with(layoutDirection: direction),
                                     columns: [Self.column(Self.actions(c.actions), title: c.title)])
        let bar = try #require(UILayer.solve(request).bars.first { $0.kind == .navigationBar })
        #expect(bar.items.map(\.id) == c.shown)
        #expect(bar.items.last { $0.kind == .more }?.reaches ?? [] == c.reached)
        // Each item 44 × 44, 8 pt apart, the last 8 pt from the trailing edge: inside the bar, and
        // with a title clear of its middle 120…240.
        for (index, item) in bar.items.enumerated() {
            let fromTrailing = CGFloat(bar.items.count - index) * 52   // 44 + 8 per slot
            let x = direction == .leftToRight ? 360 - fromTrailing : fromTrailing - 52 + 8
            #expect(item.frame == CGRect(x: x, y: 54, width: 44, height: 44))
            #expect(bar.frame.contains(item.frame))
            if c.title != nil { #expect(!item.frame.overlapsWithArea(CGRect(x: 120, y: 54, width: 120, height: 44))) }
        }
    }

    @Test("a bottom toolbar holds ⌊360 / 52⌋ = 6 slots, the last More", arguments: LayoutDirection.allCases)
    func bottomToolbar(direction: LayoutDirection) throws {
        let toolbar = Self.actions(9).map { ToolbarItem(action: $0.action, placement: .bottomBar) }
        let request = UILayerRequest(space: Builtins.space("iphone-duo", .closed).with(layoutDirection: direction), columns: [Self.column(toolbar)])
        let bar = try #require(UILayer.solve(request).bars.first { $0.kind == .bottomToolbar })
        #expect(bar.items.map(\.id) == ["a0", "a1", "a2", "a3", "a4", "system.bottom-toolbar.more"])
        #expect(bar.items.last?.reaches == ["a5", "a6", "a7", "a8"])
        // Six equal slots of 60: each item 44 × 44 centred in its slot, the first at 8 = (60 − 44) / 2.
        let firstX: CGFloat = direction == .leftToRight ? 8 : 360 - 60 + 8
        #expect(bar.items.first?.frame == CGRect(x: firstX, y: bar.frame.minY, width: 44, height: 44))
    }

    @Test("a compact tab bar gives each slot at least 44 + 8 pt: ⌊(360 + 8) / 52⌋ = 7, the last More")
    func tabBar() throws {
        let tabs = (1...9).map { TabBarModel.Tab(action: UIAction(id: "tab\($0)", title: "Tab \($0)", symbol: "square")) }
        let model = TabBarModel(tabs: tabs, selectedTabID: "tab8")
        let bar = try #require(UILayer.solve(UILayerRequest(space: Builtins.space("iphone-duo", .closed), tabBar: model)).bars.first)
        #expect(bar.items.map(\.id) == ["tab1", "tab2", "tab3", "tab4", "tab5", "tab6", SystemBarItem.moreID])
        // More reaches the tabs left out and is selected, as the selected tab is among them.
        #expect(bar.items.last?.reaches == ["tab7", "tab8", "tab9"] && bar.items.last?.isSelected == true)
    }
}

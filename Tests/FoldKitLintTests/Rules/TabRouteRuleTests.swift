import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// FK014 and FK019 [S0][S3]: a tab left out of compact bars with More off has no route where the
/// bar shows only compact tabs; a side-bar item without a slot moves into More (SPEC 9, 8.4).
struct TabRouteRuleTests {
    typealias B = PanelBuilder

    /// Garage, Trips, Settings (not compact), Export (not compact), More off.
    static let noMore = B.tabScene([("garage", true), ("trips", true), ("settings", false), ("export", false)], more: false)

    /// FK014 in every mode: the side bar, tabletop and compact bars show 2 of 4 tabs, one finding
    /// per left-out tab in declaration order; the regular tab bar shows all 4.
    @Test(arguments: UILayerMode.allCases)
    func leftOutTabWithoutMore(_ mode: UILayerMode) {
        var b = B()
        b.mode = mode
        let bar = mode == .sideBar ? "side bar" : "tab bar"
        #expect(B.lint([b.panel], scene: Self.noMore) == (mode == .regular ? [] : ["settings", "export"].map {
            "t: d/book: warning: FK014: tab '\($0)' has no route here: the \(bar) shows 2 of 4 tabs and tab view 'tabs' turns More off"
        }))
    }

    /// With More on (the default), or with every tab compact, every tab has a route.
    @Test func moreOnOrAllCompactIsNoFinding() {
        var b = B()
        b.mode = .compact
        #expect(B.lint([b.panel], scene: B.tabScene([("garage", true), ("settings", false)])) == [])
        #expect(B.lint([b.panel], scene: B.tabScene([("garage", true), ("settings", true)], more: false)) == [])
    }

    /// FK014 laid out: the trigger's finding count is the same in both directions on every
    /// built-in device, one per panel not in regular mode.
    @Test(arguments: LayoutDirection.allCases)
    func unreachableTabLaidOut(_ direction: LayoutDirection) throws {
        let trigger = try LintExamples.scene("FK014-trigger")
        for device in DeviceProfile.builtInIDs {
            let profile = Builtins.profile(device)
            let panels = try Linter.panels(of: PreparedScene(unchecked: trigger), on: profile, postures: profile.supportedPresets, layoutDirection: direction)
            let found = Linter.lint(PreparedScene(unchecked: trigger), sceneID: "t", deviceID: device, panels: panels).filter { $0.rule == .fk014 }
            #expect(found.map(\.posture) == panels.filter { $0.layout.uiLayerMode != .regular }.map(\.posture), "\(device)")
            #expect(found.allSatisfy { $0.node == "settings-tab" })
        }
    }

    /// FK019: More reaches a non-compact tab (by design, no finding), a compact tab and an action
    /// that had no slot (one info each, in declaration order). Slots: garage, trips, More = 3;
    /// items asked: garage, trips, More (the model needs it), later, share = 5.
    @Test func overflowIntoMore() {
        let scene = B.tabScene([("garage", true), ("settings", false), ("trips", true), ("later", true)], toolbar: ["share"])
        var b = B()
        b.mode = .sideBar
        b.addBar("system.side-bar", .sideBar, at: CGPoint(x: 440, y: 52),
                 items: [(id: "garage", title: "garage", symbol: "circle"), (id: "trips", title: "trips", symbol: "circle")],
                 more: ["settings", "share", "later"])
        #expect(B.lint([b.panel], scene: scene) == [
            "t: d/book: info: FK019: tab 'later' moves into More: the side bar has 3 slots of 44 × 44pt for 5 items",
            "t: d/book: info: FK019: action 'share' moves into More: the side bar has 3 slots of 44 × 44pt for 5 items",
        ])
        // The same More in a compact tab bar is the model's: FK019 reads the side bar only.
        b.mode = .compact
        b.bars[0].kind = .tabBar
        #expect(B.lint([b.panel], scene: scene) == [])
    }

    /// FK019 laid out: the strip is physical, so both directions give the trigger's four infos,
    /// and the fixed twin none.
    @Test(arguments: LayoutDirection.allCases)
    func overflowLaidOut(_ direction: LayoutDirection) throws {
        let trigger = try LintExamples.scene("FK019-trigger"), fixed = try LintExamples.scene("FK019-fixed")
        // 11 slots for 12 items on the open Duo (docs/lint/FK019.md): sort and filter in More.
        #expect(LintExamples.lint(trigger, id: "t", direction: direction).map { "\($0.posture.rawValue) \($0.node)" }
                == ["flat sort", "flat filter", "book sort", "book filter"])
        #expect(LintExamples.lint(fixed, id: "f", direction: direction) == [])
    }
}

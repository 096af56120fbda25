import Foundation
import Testing
import FoldKit
import FoldKitCLI
import _FoldKitTestSupport

/// SPEC 9 (amended 2026-12-02), read from `foldkit layout --format json` as a user reads it: a
/// pushed screen has a way back, no column title is dropped, the open Duo's strip is the
/// system's for every scene, and scrolling content reaches the window's edges.
struct UILayerGapsTests {
    typealias L = LayoutCommandTests

    /// The bar with `id` in a layout document.
    static func bar(_ document: [String: Any], _ id: String) throws -> [String: Any] {
        let bars = try #require(document["bars"] as? [[String: Any]])
        return try #require(bars.first { $0["id"] as? String == id }, "no bar '\(id)' in \(bars.compactMap { $0["id"] })")
    }

    /// The items of `bar`, by id.
    static func items(_ bar: [String: Any]) -> [String: [String: Any]] {
        let items = bar["items"] as? [[String: Any]] ?? []
        return Dictionary(items.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    struct PushedCase: CustomTestStringConvertible, Sendable {
        var scene: String
        var column: String
        var title: String?
        var backTitle: String
        var direction: LayoutDirection
        var testDescription: String { "\(scene) / \(direction.rawValue)" }
    }

    static let pushedCases: [PushedCase] = LayoutDirection.allCases.flatMap { direction in
        [PushedCase(scene: "odokeep-garage", column: "vehicle-details", title: "Vehicle", backTitle: "Garage", direction: direction),
         // The stations' pane declares no title: the back item says "Back", as iOS does.
         PushedCase(scene: "odokeep-fuel-prices", column: "station-map", title: nil, backTitle: "Back", direction: direction)]
    }

    /// The closed Duo (360 × 780, safe area from y 54): the pushed detail's navigation bar below
    /// the status bar, its back item 44 × 44 at the leading end, 8 pt in: x 8 in LTR,
    /// 308 = 360 − 8 − 44 in RTL.
    @Test("layout --pushed: the pushed screen's navigation bar holds system.back, titled with the list's title [SPEC 9]",
          arguments: pushedCases)
    func pushedScreenHasAWayBack(_ c: PushedCase) throws {
        let (document, nodes) = try L.layout(c.scene, "closed", ["--pushed", "--layout-direction", c.direction.rawValue])
        #expect(nodes[c.column]?["isVisible"] as? Bool == true)
        let bar = try Self.bar(document, "\(c.column).navigation-bar")
        #expect(bar["kind"] as? String == "navigationBar" && bar["title"] as? String == c.title)
        #expect(L.frame(bar) == CGRect(x: 0, y: 54, width: 360, height: 44))
        let back = try #require(Self.items(bar)[SystemBarItem.backID])
        #expect(back["kind"] as? String == "back" && back["title"] as? String == c.backTitle && back["symbol"] as? String == "chevron.backward")
        #expect(L.frame(back) == CGRect(x: c.direction == .leftToRight ? 8 : 360 - 8 - 44, y: 54, width: 44, height: 44))
    }

    @Test("layout --pushed where every list–detail shows both views: one line naming the flag, exit 2")
    func nothingToPush() {
        let output = L.run(["odokeep-garage.json", "--posture", "book", "--pushed"])
        #expect(output.exitCode == 2 && output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("error: '--pushed': 'odokeep-garage.json' pushes nothing here"), "\(output.stderr)")
        #expect(output.stderr.split(separator: "\n").count == 1)
        let none = L.run(["voice-notes.json", "--pushed"])
        #expect(none.exitCode == 2 && none.stderr.contains("the scene has no list–detail to push a detail from"), "\(none.stderr)")
    }

    /// Tabletop (669 × 951, safe area from y 56): Reminders' two columns side by side each keep
    /// their title bar at the top of the top region, over their own width: "My Lists" 320 wide,
    /// "Today" the other 669 − 320 = 349 (mirrored in RTL).
    @Test("tabletop: every visible column keeps its title over its own width [SPEC 9]", arguments: LayoutDirection.allCases)
    func tabletopKeepsEveryTitle(direction: LayoutDirection) throws {
        let (document, _) = try L.layout("reminders", "tabletop", ["--layout-direction", direction.rawValue])
        let ltr = direction == .leftToRight
        let lists = try Self.bar(document, "lists.navigation-bar"), today = try Self.bar(document, "reminders.navigation-bar")
        #expect(lists["title"] as? String == "My Lists" && today["title"] as? String == "Today")
        #expect(L.frame(lists) == CGRect(x: ltr ? 0 : 669 - 320, y: 56, width: 320, height: 44))
        #expect(L.frame(today) == CGRect(x: ltr ? 320 : 0, y: 56, width: 669 - 320, height: 44))
    }

    /// The open Duo as a book: the strip is the safe area's trailing 56 pt (x 895 … 951) down to the
    /// bottom inset (669 − 20 = 649), its top 44 pt the clock — physical, so the same in RTL — for
    /// a scene that declares no UI layer.
    @Test("the open Duo's strip shows the clock for a scene without a UI layer [SPEC 9]", arguments: LayoutDirection.allCases)
    func stripForEveryScene(direction: LayoutDirection) throws {
        let (document, _) = try L.layout("voice-notes", "book", ["--layout-direction", direction.rawValue])
        #expect(document["uiLayer"] as? String == "sideBar")
        let strip = try Self.bar(document, "system.side-bar")
        #expect(strip["kind"] as? String == "sideBar")
        #expect(L.frame(strip) == CGRect(x: 895, y: 0, width: 951 - 895, height: 649))
        let clock = try #require(strip["clock"] as? [String: Double])
        #expect(CGRect(x: clock["x"]!, y: clock["y"]!, width: clock["width"]!, height: clock["height"]!) == CGRect(x: 895, y: 0, width: 56, height: 44))
    }

    /// The closed Duo (360 × 780, safe area y 54 … 746): the Garage's cards reach the window's top
    /// and bottom edges; the status bar and the title bar (54 + 44), the tab bar and the home
    /// indicator (49 + 34) become content insets.
    @Test("scrolling content reaches the window's edges, the insets its content insets [SPEC 9]", arguments: LayoutDirection.allCases)
    func scrollingReachesTheEdges(direction: LayoutDirection) throws {
        let (_, nodes) = try L.layout("odokeep-tabs", "closed", ["--layout-direction", direction.rawValue])
        #expect(L.frame(nodes["vehicles"]) == CGRect(x: 0, y: 0, width: 360, height: 780))
        let insets = try #require(nodes["vehicles"]?["contentInsets"] as? [String: Double])
        #expect(insets == ["top": 54 + 44, "leading": 0, "bottom": 49 + 34, "trailing": 0])
    }
}

import Foundation
import Testing
import FoldKit
import FoldKitCLI
import _FoldKitTestSupport

/// The scrolled state (issue 19, SPEC 10.2 "Scrolled"): the compact tab bar minimises to a
/// 44 × 44 item holding the selected tab at the bottom-leading corner, a bottom toolbar hides, and
/// the content insets shrink by what the bars gave up.
struct ScrolledStateTests {
    static func layout(_ scene: String, _ posture: String, _ extra: [String]) throws -> (document: [String: Any], nodes: [String: [String: Any]]) {
        try LayoutCommandTests.document(KeyboardStateTests.run(["layout", scene, "--posture", posture, "--format", "json"] + extra))
    }

    static func bars(_ document: [String: Any]) -> [[String: Any]] { document["bars"] as? [[String: Any]] ?? [] }

    struct Direction: Sendable, CustomTestStringConvertible {
        var name: String
        var x: CGFloat
        var testDescription: String { name }
    }

    // The outer display, 360 × 780, safe-area bottom 34: the item's bottom stays on the safe area's,
    // y 702 = 780 − 34 − 44, and 16 pt (the floating button's inset) from the leading edge.
    static let directions = [Direction(name: "ltr", x: 16), Direction(name: "rtl", x: 360 - 16 - 44)]   // 300 = 360 − 16 − 44

    @Test("layout odokeep-tabs.json --posture closed --scrolled: the tab bar is one 44-pt item, the list's bottom inset smaller", arguments: directions)
    func tabBarMinimises(_ c: Direction) throws {
        let scrolled = try Self.layout("odokeep-tabs.json", "closed", ["--scrolled", "--layout-direction", c.name])
        let rest = try Self.layout("odokeep-tabs.json", "closed", ["--layout-direction", c.name])
        let bar = try #require(Self.bars(scrolled.document).first { $0["kind"] as? String == "tabBar" })
        #expect(try KeyboardStateTests.rect(bar["frame"]) == CGRect(x: c.x, y: 780 - 34 - 44, width: 44, height: 44))
        let items = try #require(bar["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == ["garage-tab"])
        let inset = try #require((scrolled.nodes["vehicles"]?["contentInsets"] as? [String: Double])?["bottom"])
        let before = try #require((rest.nodes["vehicles"]?["contentInsets"] as? [String: Double])?["bottom"])
        #expect(inset == 34 + 44 && before == 34 + 49)   // 78 < 83: the tab bar gave up 5 pt
        #expect((scrolled.document["state"] as? [String: Any])?["scrolled"] as? Bool == true)
    }

    @Test("a bottom toolbar hides when scrolled, closed and in tabletop", arguments: ["closed", "tabletop"])
    func bottomToolbarHides(_ posture: String) throws {
        let rest = try Self.layout("reminders.json", posture, [])
        let scrolled = try Self.layout("reminders.json", posture, ["--scrolled", "on"])
        #expect(Self.bars(rest.document).contains { $0["kind"] as? String == "bottomToolbar" })
        #expect(!Self.bars(scrolled.document).contains { $0["kind"] as? String == "bottomToolbar" })
        #expect(try Self.layout("reminders.json", posture, ["--scrolled", "off"]).document["bars"] as? NSArray == rest.document["bars"] as? NSArray)
    }

    @Test("transition into scrolling is animated: the other tabs hide, the selected one moves")
    func transition() throws {
        let (document, nodes) = try LayoutCommandTests.document(KeyboardStateTests.run(["transition", "odokeep-tabs.json", "--from", "closed", "--to", "closed+scrolled", "--format", "json"]))
        #expect(document["animated"] as? Bool == true)
        #expect(nodes["garage-tab"]?["change"] as? String == "resized")
        #expect(nodes["fuel-tab"]?["change"] as? String == "hidden")
    }

    @Test("refused on a command without a scene; storyboard names the panel closed.scrolled")
    func refusalAndPanels() throws {
        let refused = KeyboardStateTests.run(["regions", "--scrolled"])
        #expect(refused.exitCode == 2)
        #expect(refused.stderr == "error: '--scrolled' applies to scenes only (layout, storyboard, lint, transition): 'foldkit regions' lays out none (see 'foldkit regions --help')\n")
        let directory = TemporaryDirectory("scrolled")
        defer { directory.remove() }
        let output = KeyboardStateTests.run(["storyboard", LayoutCommandTests.scenes + "/odokeep-tabs.json", "--posture", "closed", "--scrolled", "off,on",
                                             "--render", "svg", "-o", directory.path + "/out"])
        #expect(output.exitCode == 0, "\(output.stderr)")
        let files = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path + "/out/odokeep-tabs/iphone-duo")) ?? [])
        #expect(files.isSuperset(of: ["closed.svg", "closed.scrolled.svg"]))
    }
}

import Foundation
import Testing
import FoldKit
@testable import FoldKitRender
import _FoldKitTestSupport

/// The page's fold view (SPEC 10.1): per scene and device, the frames of every posture as JSON in
/// the page, matched by id, at one scale. The browser test (FoldKitCLITests) checks it in Chromium.
struct FoldViewTests {
    /// The Garage sample in book and flat, the flat panel with its list moved and its photo hidden.
    static var plan: StoryboardPlan {
        let book = SamplePanels.garage
        var flat = SamplePanels.space("iphone-duo", .flat)
        flat.scene = book.scene
        flat.nodes = book.nodes.map { node in
            var node = node
            if node.id == "vehicle-list" { node.frame = CGRect(x: 0, y: 0, width: 475.5, height: 649) }
            if node.id == "photo" { node.isVisible = false }
            return node
        }
        return StoryboardPlan(panels: [flat, book])
    }

    static func data(_ html: String, scene: String = "odokeep-garage/iphone-duo") throws -> [String: Any] {
        let anchor = try #require(html.range(of: "data-fold=\"\(scene)\""))
        let start = try #require(html.range(of: "<script type=\"application/json\" class=\"fold-data\">", range: anchor.upperBound..<html.endIndex))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    @Test("every panel's frames by id, hidden nodes left out, one scale that fits the largest display")
    func framesByID() throws {
        let data = try Self.data(HTMLPage.document(Self.plan))
        // 0.757 = 720 / 951 rounded down to the thousandth the page writes.
        #expect(data["scale"] as? Double == 0.757)
        #expect(data["sequence"] as? [String] == ["flat", "book"])
        let panels = try #require(data["panels"] as? [[String: Any]])
        #expect(panels.map { $0["posture"] as? String } == ["flat", "book"])
        #expect(panels.allSatisfy { $0["state"] as? String == "" && $0["display"] as? [Double] == [951, 669] })
        func frame(_ id: String, in panel: [String: Any]) -> [Double]? {
            ((panel["nodes"] as? [[Any]]) ?? []).first { $0.first as? String == id }.map { Array($0[1...4]).compactMap { $0 as? Double } }
        }
        // 455.5 = (951 − 40) / 2 in book; 475.5 = 951 / 2 in flat.
        #expect(frame("vehicle-list", in: panels[0]) == [0, 0, 475.5, 649])
        #expect(frame("vehicle-list", in: panels[1]) == [0, 0, 455.5, 649])
        #expect(frame("photo", in: panels[0]) == nil && frame("photo", in: panels[1]) == [520, 80, 200, 120])
        #expect(frame("toolbar", in: panels[1]) == nil)
        let regions = try #require(panels[1]["regions"] as? [[Any]])
        #expect(regions.contains { $0[0] as? String == "fold" && $0[2] as? Int == 1 })
        let meta = try #require(data["meta"] as? [String: [String]])
        #expect(meta["vehicle-list"] == ["leaf", PanelPalette.color(role: "card").hex, "Vehicles"])
    }

    @Test("text from a scene cannot close the script element")
    func labelsAreEscaped() throws {
        var plan = Self.plan
        plan.panels[0].nodes[0].label = "</script><script>alert(1)</script>"
        let html = HTMLPage.document(plan)
        #expect(!html.contains("</script><script>alert"))
        #expect(html.contains("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)"))
        let meta = try #require(try Self.data(html)["meta"] as? [String: [String]])
        #expect(meta["vehicle-list"]?[2] == "</script><script>alert(1)</script>")
    }

    @Test("controls: the postures present in preset order, play, and the scale said in the caption")
    func controls() {
        let html = HTMLPage.document(Self.plan)
        #expect(html.contains("<div class=\"fold-controls\"><button type=\"button\" data-posture=\"flat\">flat</button>"
                              + "<button type=\"button\" data-posture=\"book\">book</button><button type=\"button\" class=\"play\">▶ fold</button></div>"))
        #expect(html.contains("All postures at one scale (0.76 px per pt), each display centred."))
        #expect(html.contains("data-size=\"720\" data-scale=\"0.757\""))
    }
}

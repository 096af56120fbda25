import Foundation
import Testing
import FoldKit
@testable import FoldKitRender
import _FoldKitTestSupport

/// The HTML page: panels per scene and device, a posture switcher, findings; deterministic and
/// self-contained (SPEC 8.3, STYLE 12).
struct HTMLPageTests {
    static var duoPlan: StoryboardPlan { StoryboardPlan(panels: SamplePanels.spaces("iphone-duo") + [SamplePanels.garage]) }

    @Test func snapshot() {
        #expect(Snapshot.check(HTMLPage.document(Self.duoPlan), named: "index-duo.html", in: SVGWriterTests.snapshots) == nil)
    }

    @Test func referencesEveryPanelByRelativePath() {
        let html = HTMLPage.document(Self.duoPlan, hasPNG: true)
        for panel in Self.duoPlan.panels {
            #expect(html.contains("<img src=\"\(StoryboardPaths.svg(panel))\""))
            #expect(html.contains("<a href=\"\(StoryboardPaths.png(panel))\">PNG</a>"))
        }
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func switcherOffersOnlyPosturesPresent() {
        let html = HTMLPage.document(StoryboardPlan(panels: SamplePanels.spaces("iphone")))
        #expect(html.contains("data-posture=\"flat\">flat</button>"))
        #expect(html.contains("data-posture=\"flat-rotated\">flat-rotated</button>"))
        #expect(!html.contains("data-posture=\"book\">"))
    }

    @Test func findingsAreListedAndEscaped() {
        let html = HTMLPage.document(Self.duoPlan)
        #expect(html.contains("<li class=\"error\"><b>FK001</b> error <code>add-button</code>: control &#39;add-button&#39; overlaps region &#39;fold&#39; by 24.5pt<br><span class=\"fix\">fix: move it into the leading half</span></li>"))
        #expect(html.contains("centred &lt;near&gt; the fold &amp; more"))
        #expect(html.contains("<li class=\"info\"><b>FK004</b> info: grid columns"))
        #expect(html.contains("7 panels · 4 findings: <span class=\"count error\" data-count=\"1\">1 error</span> · "
                              + "<span class=\"count warning\" data-count=\"2\">2 warnings</span> · <span class=\"count info\" data-count=\"1\">1 info</span>"))
    }

    @Test func noFindingsNoSeverityCounts() {
        let html = HTMLPage.document(StoryboardPlan(panels: SamplePanels.spaces("iphone")))
        #expect(html.contains("<p class=\"summary\">2 panels · 0 findings</p>"))
    }

    @Test("each panel carries what the filters and the viewer read: scene, device, severities, path")
    func panelAttributes() {
        let html = HTMLPage.document(Self.duoPlan)
        #expect(html.contains("<figure class=\"panel\" data-posture=\"book\" data-direction=\"ltr\" data-camera=\"off\" data-live=\"off\" data-keyboard=\"off\" data-scrolled=\"off\" data-window=\"full\" "
                              + "data-scene=\"odokeep-garage\" data-device=\"iphone-duo\" data-findings=\"error warning info\" "
                              + "data-stem=\"odokeep-garage/iphone-duo/book\" id=\"panel-odokeep-garage-iphone-duo-book\">"))
        #expect(html.contains("data-findings=\"\" data-stem=\"space/iphone-duo/flat\""))
        #expect(html.contains("<a class=\"open\" aria-haspopup=\"dialog\" href=\"odokeep-garage/iphone-duo/book.svg\">"))
    }

    @Test("thumbnails at 0.8 px per pt: the Duo's 951-pt display is 761 px wide")
    func thumbnailSize() {
        let html = HTMLPage.document(Self.duoPlan)
        #expect(html.contains("<img src=\"odokeep-garage/iphone-duo/book.svg\" width=\"761\""))
    }

    @Test("filters: a device row only for several devices, postures, findings; a contents list of scenes")
    func filtersAndContents() {
        let one = HTMLPage.document(Self.duoPlan)
        #expect(!one.contains("<nav id=\"devices\""))
        #expect(one.contains("<nav id=\"findings-filter\" aria-label=\"Findings\"><span class=\"filter\">Findings</span>\n"
                             + "<button type=\"button\" data-findings=\"all\" class=\"on\">all</button>\n"
                             + "<button type=\"button\" data-findings=\"any\">with findings</button>\n"
                             + "<button type=\"button\" data-findings=\"error\">errors</button>\n"
                             + "<button type=\"button\" data-findings=\"warning\">warnings</button>\n</nav>"))
        #expect(one.contains("<p id=\"showing\" aria-live=\"polite\">Showing 7 of 7 panels</p>"))
        #expect(one.contains("<li data-scene=\"space\"><a href=\"#scene-space\">Device space</a> <span class=\"counts\">6 panels</span></li>"))
        #expect(one.contains("<li data-scene=\"odokeep-garage\"><a href=\"#scene-odokeep-garage\">OdoKeep Garage</a> "
                             + "<span class=\"counts\">1 panel · 4 findings</span></li>"))
        let two = HTMLPage.document(StoryboardPlan(panels: SamplePanels.spaces("iphone-duo") + SamplePanels.spaces("iphone")))
        #expect(two.contains("<nav id=\"devices\" aria-label=\"Device\"><span class=\"filter\">Device</span>\n"
                             + "<button type=\"button\" data-device=\"all\" class=\"on\">all</button>\n"
                             + "<button type=\"button\" data-device=\"iphone-duo\">iPhone Duo</button>\n"
                             + "<button type=\"button\" data-device=\"iphone\">iPhone</button>\n</nav>"))
    }

    @Test("one full-size viewer, empty and hidden until a panel opens")
    func viewer() {
        let html = HTMLPage.document(Self.duoPlan)
        #expect(html.components(separatedBy: "<div id=\"viewer\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"viewer-title\" hidden>").count == 2)
        #expect(html.contains("<h2 id=\"viewer-title\"></h2>"))
    }

    @Test func sameInputSameBytes() {
        #expect(HTMLPage.document(Self.duoPlan) == HTMLPage.document(Self.duoPlan))
    }
}

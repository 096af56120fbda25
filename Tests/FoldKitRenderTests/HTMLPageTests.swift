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
        #expect(html.contains("7 panels · 4 findings"))
    }

    @Test func sameInputSameBytes() {
        #expect(HTMLPage.document(Self.duoPlan) == HTMLPage.document(Self.duoPlan))
    }
}

import Foundation
import Testing
import FoldKit
@testable import FoldKitRender
import _FoldKitTestSupport

/// The review PDF's pages (SPEC 8.3): every line of text on a page fits the page's width.
struct StoryboardPDFPageTests {
    /// One scene on all seven built-in devices in every posture: the summary line names every
    /// device and the finding counts, which run past an A3 page's 1,119 pt of text width (1191 −
    /// 2 × 36) on one line; it wraps, and the panels start below its last line.
    @Test func summaryWrapsToThePage() throws {
        let devices = try DeviceProfile.allBuiltIn()
        let panels = devices.flatMap { profile in
            profile.supportedPresets.map { preset in
                var panel = SamplePanels.space(profile.id, preset)
                panel.scene = PanelScene(id: "chat", title: "Chat")
                return panel
            }
        }
        let pages = StoryboardPDF.pages(panels, style: .wireframe, frame: .none)
        let width = StoryboardPDF.pageSize.width - 2 * StoryboardPDF.margin
        var summaryBottom: CGFloat = 0
        for case .text(let text) in pages[0].primitives where text.size == 10 {
            #expect(PanelDrawing.estimatedWidth(text.string, size: text.size) <= width + 1e-9, "\(text.string)")
            summaryBottom = max(summaryBottom, text.position.y)
        }
        #expect(summaryBottom > StoryboardPDF.margin + 38)   // more than one line
        let lowestPanelTop = pages[0].primitives.compactMap { primitive -> CGFloat? in
            if case .rect(let rect) = primitive, rect.frame.width < StoryboardPDF.pageSize.width { return rect.frame.minY }
            return nil
        }.min() ?? 0
        #expect(lowestPanelTop > summaryBottom)
    }
}

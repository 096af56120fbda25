import Foundation
import Testing
import FoldKit
@testable import FoldKitRender
import _FoldKitTestSupport

/// SVG output: well-formed, sized in pixels with a viewBox in points, deterministic, snapshotted
/// (SPEC 8.3, STYLE 12).
struct SVGWriterTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test(arguments: DeviceProfile.builtInIDs)
    func everyBuiltInPanelIsWellFormedXML(_ id: String) {
        for panel in SamplePanels.spaces(id) {
            let data = Data(SVGWriter.document(PanelDrawing(panel)).utf8)
            #expect(RenderedFiles.xmlProblem(data) == nil, "\(panel.name)")
            #expect(RenderedFiles.xmlSummary(data).root == "svg", "\(panel.name)")
        }
    }

    @Test func labelsFromScenesAreEscaped() {
        let svg = SVGWriter.document(PanelDrawing(SamplePanels.garage))
        #expect(RenderedFiles.xmlProblem(Data(svg.utf8)) == nil)
        #expect(svg.contains("image · &lt;Fuel &amp; &quot;prices&quot;&gt;"))
    }

    @Test func sizedInPixelsWithAViewBoxInPoints() {
        let svg = SVGWriter.document(PanelDrawing(SamplePanels.space("iphone-duo", .book)))
        // 2853 × 2007 px = 951 × 669 pt × 3, and the caption band below: 40 pt = 2 × (11 + 3) + 2 × 6, 120 px
        #expect(svg.contains("width=\"2853\" height=\"2127\" viewBox=\"0 0 951 709\""))
        let fold = SVGWriter.document(PanelDrawing(SamplePanels.space("book-foldable", .flat)))
        // 2208 × 1840 px = round(841 × 2.625) × round(701 × 2.625); the band 105 px = 40 × 2.625
        #expect(fold.contains("width=\"2208\" height=\"1945\" viewBox=\"0 0 841 741\""))
    }

    @Test func sameInputSameBytes() {
        let first = SVGWriter.document(PanelDrawing(SamplePanels.garage))
        let second = SVGWriter.document(PanelDrawing(SamplePanels.garage))
        #expect(first == second)
    }

    /// The snapshot panels by baseline name: the Duo's book space, and the garage scene panel.
    static let snapshotPanels = ["duo-book-space.svg": SamplePanels.space("iphone-duo", .book), "duo-book-garage.svg": SamplePanels.garage]

    @Test(arguments: ["duo-book-space.svg", "duo-book-garage.svg"])
    func snapshot(_ name: String) throws {
        let panel = try #require(Self.snapshotPanels[name])
        #expect(Snapshot.check(SVGWriter.document(PanelDrawing(panel)), named: name, in: Self.snapshots) == nil)
    }
}

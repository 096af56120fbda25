import Foundation
import Testing
import FoldKit
@testable import FoldKitRender
import _FoldKitTestSupport

/// The store style (SPEC 8.3 [S0]): the same layout as a clean screen at the display's exact pixel
/// size, with no annotation; `--frame device` puts it in a hardware outline.
struct StoreStyleTests {
    static func texts(_ drawing: PanelDrawing) -> [DrawingPrimitive.Text] {
        drawing.primitives.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
    }

    static func rects(_ drawing: PanelDrawing) -> [DrawingPrimitive.Rect] {
        drawing.primitives.compactMap { if case .rect(let rect) = $0 { return rect } else { return nil } }
    }

    /// Every colour only annotation uses: the safe area, the findings' severities, the regions'
    /// active colours.
    static let annotationColors: Set<DrawingColor> = Set([PanelPalette.safeArea] + PanelFinding.Severity.allCases.map(PanelPalette.severity)
        + ReservedRegion.Kind.allCases.map(PanelPalette.active))

    struct Case: CustomTestStringConvertible, Sendable {
        var device: String
        var posture: PosturePreset
        var width: CGFloat
        var height: CGFloat
        var testDescription: String { "\(device) \(posture.rawValue)" }
    }

    @Test("the canvas is the display at its exact pixel size, no caption band", arguments: [
        Case(device: "iphone-duo", posture: .book, width: 2853, height: 2007),       // 951 × 669 pt × 3: the App Store slot
        Case(device: "iphone-duo", posture: .tabletop, width: 2007, height: 2853),
        Case(device: "iphone-duo", posture: .closed, width: 1080, height: 2340),     // 360 × 780 pt × 3
        Case(device: "book-foldable", posture: .flat, width: 2208, height: 1840),    // round(841 × 2.625) × round(701 × 2.625)
    ])
    func exactPixelSize(_ c: Case) throws {
        let drawing = PanelDrawing(SamplePanels.garage(on: c.device, c.posture), style: .store)
        #expect(drawing.size == SamplePanels.space(c.device, c.posture).displaySize)
        #expect(drawing.pixelSize == CGSize(width: c.width, height: c.height))
        let png = try CairoRenderer.png(drawing)
        let size = try #require(RenderedFiles.pngSize(png))
        #expect(CGFloat(size.width) == c.width && CGFloat(size.height) == c.height)
    }

    /// No role label, region label, caption, finding badge, safe-area outline or dashed stroke:
    /// nothing that is not the screen's own content.
    @Test func noAnnotation() {
        let drawing = PanelDrawing(SamplePanels.garage, style: .store)
        let texts = Self.texts(drawing).map(\.string)
        #expect(!texts.contains { $0.contains(" · ") || $0.hasPrefix("FK") || $0.contains("division") || $0.contains("occlusion") || $0.contains(" px") },
                "\(texts)")
        for primitive in drawing.primitives {
            switch primitive {
            case .rect(let rect):
                #expect(rect.fill.map { !Self.annotationColors.contains($0) } ?? true && rect.stroke.map { !Self.annotationColors.contains($0.color) } ?? true)
                #expect(rect.stroke?.dash.isEmpty ?? true)
            case .line(let line):
                #expect(!Self.annotationColors.contains(line.stroke.color) && line.stroke.dash.isEmpty)
            case .text(let text):
                #expect(!Self.annotationColors.contains(text.color))
            }
        }
        // The content is there: the card's title, the text block's, the control's label.
        #expect(texts.contains("Vehicles") && texts.contains("Fuel log") && texts.contains("Add"))
    }

    /// The hardware shows through as the device has it: the Duo's 16-pt hinge gap and its cameras
    /// black (467.5 = 455.5 + 12: the crease inside the fold's 40-pt frame).
    @Test func hardwareIsBlack() throws {
        let panel = SamplePanels.space("iphone-duo", .book)
        let rects = Self.rects(PanelDrawing(panel, style: .store))
        let hinge = try #require(rects.first { $0.frame == CGRect(x: 467.5, y: 0, width: 16, height: 669) })
        #expect(hinge.fill == StorePalette.hardware)
        // The inner camera's hardware: its 40-pt frame at (903, 20) less its margins, round.
        let lens = try #require(panel.regions.first { $0.kind == .occlusion }?.hardwareFrame)
        #expect(CGRect(x: 903, y: 20, width: 40, height: 40).contains(lens))
        let camera = try #require(rects.first { $0.frame == lens })
        #expect(camera.fill == StorePalette.hardware && camera.cornerRadius == min(lens.width, lens.height) / 2)
    }

    /// The status bar: the closed Duo shows the clock in its top unsafe strip; the open Duo's
    /// strip carries it instead (drawn by the side bar, once).
    @Test(arguments: [PosturePreset.closed, .book])
    func clockOnce(_ posture: PosturePreset) {
        var panel = SamplePanels.space("iphone-duo", posture)
        if posture == .book {
            panel.bars = [SystemBar(id: "side", kind: .sideBar, frame: CGRect(x: 895, y: 0, width: 56, height: 669),
                                    clock: CGRect(x: 895, y: 0, width: 56, height: 20))]
        }
        let clocks = Self.texts(PanelDrawing(panel, style: .store)).filter { $0.string == "9:41" }
        #expect(clocks.count == 1)
    }

    /// `--frame device`: the canvas grows by the bezel on every side, the body is drawn first and
    /// the display's content moves in by the bezel; the bezel covers the square corners outside
    /// the display's rounded ones (19 = ⌈40.14 × 0.45⌉ ≥ (√2 − 1) × 40.14 for the Duo's drawn radius).
    @Test(arguments: PanelStyle.allCases)
    func deviceFrame(_ style: PanelStyle) throws {
        let panel = SamplePanels.space("iphone-duo", .book)
        let bare = PanelDrawing(panel, style: style), framed = PanelDrawing(panel, style: style, frame: .device)
        let bezel = PanelDrawing.bezel(panel)
        #expect(bezel >= PanelDrawing.cornerRadius(panel) * (2.squareRoot() - 1))
        #expect(framed.size == CGSize(width: bare.size.width + 2 * bezel, height: bare.size.height + 2 * bezel))
        let body = try #require(Self.rects(framed).first)
        #expect(body.frame == CGRect(x: 0, y: 0, width: 951 + 2 * bezel, height: 669 + 2 * bezel) && body.tooltip == "device outline")
        let hinge = try #require(Self.rects(framed).first { $0.frame.width == 16 && $0.frame.minY == bezel })
        #expect(hinge.frame.minX == 467.5 + bezel)
    }
}

extension SamplePanels {
    /// The Garage sample's nodes on another device and posture (frames as they are: the style
    /// is under test, not the layout).
    static func garage(on device: String, _ posture: PosturePreset) -> StoryboardPanel {
        var panel = space(device, posture)
        let sample = garage
        panel.scene = sample.scene
        panel.nodes = sample.nodes
        panel.findings = sample.findings
        return panel
    }
}

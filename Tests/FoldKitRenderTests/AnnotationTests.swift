import Foundation
import Testing
import FoldKit
@testable import FoldKitRender
import _FoldKitTestSupport

/// Annotation never covers the screen's content and never hides a label's text (SPEC 8.3,
/// amended 2026-12-02): labels shrink and wrap before they are shortened, a shortened label and a
/// region label with no free place are said whole in the legend below the display, and a moved
/// element leaves no box behind.
struct AnnotationTests {
    static func texts(_ drawing: PanelDrawing) -> [DrawingPrimitive.Text] {
        drawing.primitives.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
    }

    static func legend(_ drawing: PanelDrawing, displayHeight: CGFloat) -> String {
        texts(drawing).filter { $0.position.y > displayHeight && $0.color == PanelPalette.inactiveText }.map(\.string).joined(separator: " ")
    }

    struct LabelCase: CustomTestStringConvertible, Sendable {
        var name: String
        var width: CGFloat
        var height: CGFloat
        var lines: [String]
        var inLegend: Bool
        var testDescription: String { name }
    }

    /// A control labelled "Add vehicle to garage" (21 characters) in boxes of falling size.
    @Test(arguments: [
        // `control · Add vehicle to garage` at 9 pt: 31 × 5.4 = 167.4 ≤ 200 − 6.
        LabelCase(name: "role and label fit", width: 200, height: 44, lines: ["control · Add vehicle to garage"], inLegend: false),
        // The label alone shrinks: 21 × 0.6 × s ≤ 94 → s = 7 (7.46 rounded down to a half point).
        LabelCase(name: "the label alone, smaller", width: 100, height: 44, lines: ["Add vehicle to garage"], inLegend: false),
        // At 6.5 pt the label needs 81.9 pt; 70 − 6 = 64 does not hold it: two lines.
        LabelCase(name: "two lines", width: 70, height: 44, lines: ["Add vehicle to", "garage"], inLegend: false),
        // 30 pt holds neither: shortened to 5 characters and "…" (⌊24 / 3.9⌋ − 1), and said whole in the legend.
        LabelCase(name: "shortened, then in the legend", width: 30, height: 44, lines: ["Add v…"], inLegend: true),
    ])
    func labelsShrinkAndWrapBeforeTheyAreShortened(_ c: LabelCase) {
        var panel = SamplePanels.space("iphone-duo", .closed)
        panel.nodes = [PanelNode(id: "add", role: "control", label: "Add vehicle to garage", frame: CGRect(x: 100, y: 300, width: c.width, height: c.height),
                                 interactive: true)]
        let drawing = PanelDrawing(panel)
        let inside = Self.texts(drawing).filter { $0.position.y > 300 && $0.position.y < 344 }.map(\.string)
        #expect(inside == c.lines)
        #expect(Self.legend(drawing, displayHeight: 780).contains("add: Add vehicle to garage") == c.inLegend)
    }

    /// A region's label that would cover content goes below the display instead; over nothing,
    /// it stays by its region.
    @Test(arguments: [true, false])
    func regionLabelsCoverNothing(_ covered: Bool) {
        var panel = SamplePanels.space("iphone-duo", .closed)
        // The outer camera's label sits beside the camera, left of it, in the status-bar strip.
        if covered { panel.nodes = [PanelNode(id: "title", role: "text", label: "Title", frame: CGRect(x: 0, y: 0, width: 300, height: 60))] }
        let drawing = PanelDrawing(panel)
        let onScreen = Self.texts(drawing).contains { $0.string == "outer-camera · occlusion · active" && $0.position.y < 780 }
        #expect(onScreen == !covered)
        #expect(Self.legend(drawing, displayHeight: 780).contains("outer-camera · occlusion · active") == covered)
    }

    /// A bar item's title is kept whole: the symbol's name gives way first, then the title wraps.
    @Test func barItemTitlesStayWhole() {
        var panel = SamplePanels.space("iphone-duo", .closed)
        let item = SystemBarItem(id: "add", kind: .action, title: "Add vehicle", symbol: "plus.circle.fill", frame: CGRect(x: 300, y: 60, width: 44, height: 44))
        panel.bars = [SystemBar(id: "nav", kind: .navigationBar, frame: CGRect(x: 0, y: 60, width: 360, height: 44), items: [item])]
        let texts = Self.texts(PanelDrawing(panel)).filter { $0.position.x > 300 && $0.position.x < 344 && $0.position.y < 110 }.map(\.string)
        #expect(texts == ["Add", "vehicle"])
    }

    /// A displaced element's old place is not boxed: the box would sit on the fold as if content
    /// were there. A container whose child stayed keeps its outline.
    @Test(arguments: [true, false])
    func movedElementsLeaveNoBox(_ moved: Bool) {
        var panel = SamplePanels.space("iphone-duo", .book)
        let source = CGRect(x: 440, y: 300, width: 70, height: 44)
        panel.nodes = [
            PanelNode(id: "move", role: "displace", frame: source, style: .container),
            PanelNode(id: "button", role: "control", label: "Play", frame: moved ? CGRect(x: 520, y: 300, width: 70, height: 44) : source,
                      interactive: true, parent: "move"),
        ]
        let boxed = PanelDrawing(panel).primitives.contains { if case .rect(let rect) = $0 { return rect.frame == source && rect.tooltip?.hasPrefix("move:") == true } else { return false } }
        #expect(boxed == !moved)
    }
}

import Foundation
import FoldKit

/// A storyboard panel as drawing primitives in display points, which every back end renders
/// identically (SPEC 8.3).
///
/// Phases, bottom to top: the display outline and the window (``appendDisplay``), the scene's
/// nodes by z-index (``appendNodes``), the UI layer's bars (``appendBars``), the safe area, the reserved regions — inactive under
/// active, frame (margins included) translucent and hardware area solid (``appendRegions``), the
/// lint findings' markers (``appendFindings``), the display's outline again so it frames what
/// reaches the edge (``appendOutline``), and a caption in a band below the display (``appendCaption``).
/// The store style (``PanelStyle/store``) draws the same layout as a clean screen instead
/// (``appendStore``), and ``PanelFrame/device`` puts the display in a hardware outline.
/// Coordinates: the canvas is the active display (moved in by the bezel when framed) with the
/// caption band below it in the wireframe style, origin at its top-left, y down; window
/// coordinates of the panel are offset by the window's origin.
public struct PanelDrawing: Sendable, Hashable {
    /// The canvas size, points (the SVG `viewBox`): the display's, with the bezel around it when
    /// framed and the caption band below it in the wireframe style.
    public var size: CGSize
    /// The canvas size in whole pixels (the PNG size and the SVG `width`/`height`).
    public var pixelSize: CGSize
    /// A one-line title, `iPhone Duo · book`, the state's name after the posture (`book rtl camera`).
    public var title: String
    /// What to paint, in order (later on top).
    public var primitives: [DrawingPrimitive]

    /// Creates a drawing from its parts.
    public init(size: CGSize, pixelSize: CGSize, title: String, primitives: [DrawingPrimitive]) {
        self.size = size
        self.pixelSize = pixelSize
        self.title = title
        self.primitives = primitives
    }

    /// Draws `panel` in `style`, with the hardware outline when `frame` is ``PanelFrame/device``.
    /// - Complexity: O(*n* log *n* + *r* + *f*) for *n* nodes, *r* regions, *f* findings.
    public init(_ panel: StoryboardPanel, style: PanelStyle = .wireframe, frame: PanelFrame = .none) {
        var out: [DrawingPrimitive] = []
        out.reserveCapacity(12 + 3 * panel.nodes.count + 4 * panel.regions.count + 2 * panel.findings.count)
        // Labels that could not be drawn whole where they belong, said in full below the display.
        var legend: [String] = []
        switch style {
        case .wireframe:
            Self.appendDisplay(panel, to: &out)
            Self.appendNodes(panel, to: &out, legend: &legend)
            Self.appendBars(panel, to: &out, legend: &legend)
            Self.appendSafeArea(panel, to: &out)
            Self.appendRegions(panel, to: &out, legend: &legend)
            Self.appendFindings(panel, to: &out)
            Self.appendOutline(panel, to: &out)
        case .store:
            Self.appendStore(panel, to: &out)
        }
        let bezel = frame == .device ? Self.bezel(panel) : 0
        if frame == .device { out = Self.framed(out, panel: panel, bezel: bezel) }
        let lines = style == .wireframe ? Self.captionLines(panel, legend: legend) : []
        if style == .wireframe { Self.appendCaption(lines, top: panel.displaySize.height + 2 * bezel, width: panel.displaySize.width + 2 * bezel, to: &out) }
        let band = style == .wireframe ? Self.captionBand(lines) : 0
        let extra = CGSize(width: 2 * bezel, height: 2 * bezel + band)
        let pixels = panel.pixelSize, scale = pixels.height / max(panel.displaySize.height, 1)
        let scene = panel.scene == .space ? "" : "\(panel.scene.title) · "
        self.init(size: CGSize(width: panel.displaySize.width + extra.width, height: panel.displaySize.height + extra.height),
                  pixelSize: CGSize(width: pixels.width + (extra.width * scale).rounded(.up), height: pixels.height + (extra.height * scale).rounded(.up)),
                  title: "\(scene)\(panel.deviceName) · \(panel.postureAndState)", primitives: out)
    }

    /// The width of the hardware outline around the display, points: enough to cover the square
    /// corners outside the display's rounded ones (≥ (√2 − 1) × the corner radius), at least 12 pt.
    public static func bezel(_ panel: StoryboardPanel) -> CGFloat {
        max(12, (cornerRadius(panel) * 0.45).rounded(.up))
    }

    /// `primitives` inside a device: a dark body around the display, the display's content moved
    /// in by `bezel`, and a ring of the body's colour over the content outside the display's
    /// rounded corners (a stroke `bezel` wide whose inner edge is the display's rounded outline).
    static func framed(_ primitives: [DrawingPrimitive], panel: StoryboardPanel, bezel: CGFloat) -> [DrawingPrimitive] {
        let display = CGRect(origin: CGPoint(x: bezel, y: bezel), size: panel.displaySize)
        let radius = cornerRadius(panel)
        var out: [DrawingPrimitive] = [.rect(.init(display.insetBy(dx: -bezel, dy: -bezel), cornerRadius: radius + bezel, fill: StorePalette.hardware,
                                                   tooltip: "device outline"))]
        out.reserveCapacity(primitives.count + 2)
        out += primitives.map { $0.offsetBy(dx: bezel, dy: bezel) }
        out.append(.rect(.init(display.insetBy(dx: -bezel / 2, dy: -bezel / 2), cornerRadius: radius + bezel / 2,
                               stroke: DrawingStroke(StorePalette.hardware, width: bezel))))
        return out
    }

    /// The display's surface (rounded) and, when the window does not fill the display, the window.
    static func appendDisplay(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive]) {
        let display = CGRect(origin: .zero, size: panel.displaySize)
        let fillsDisplay = panel.window == display
        out.append(.rect(.init(display.insetBy(dx: 1, dy: 1), cornerRadius: cornerRadius(panel),
                               fill: fillsDisplay ? PanelPalette.surface : PanelPalette.outsideWindow,
                               tooltip: "\(panel.space.display.rawValue) display \(Format.size(display.size)) pt")))
        if !fillsDisplay {
            out.append(.rect(.init(panel.window, fill: PanelPalette.surface, stroke: DrawingStroke(PanelPalette.ink, width: 1),
                                   tooltip: "window \(Format.rect(panel.window))")))
        }
    }

    /// The display's rounded outline, 2 pt inside its edge, over a ring of the page's colour
    /// outside it: what was drawn past the rounded corners (a keyboard's or a bar's square
    /// corners) is covered, as the glass ends there. The ring is (√2 − 1) × the radius wide and
    /// more, enough for the square corner (the caption band, drawn after, covers what it lays
    /// below the display).
    static func appendOutline(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive]) {
        let display = CGRect(origin: .zero, size: panel.displaySize).insetBy(dx: 1, dy: 1)
        let radius = cornerRadius(panel), ring = max(2, (radius * 0.45).rounded(.up))
        out.append(.rect(.init(display.insetBy(dx: -ring / 2, dy: -ring / 2), cornerRadius: radius + ring / 2,
                               stroke: DrawingStroke(PanelPalette.surface, width: ring))))
        out.append(.rect(.init(display, cornerRadius: radius, stroke: DrawingStroke(PanelPalette.ink, width: 2))))
    }

    /// The display's corner radius: the profile's (PROFILE.md `cornerRadius`), else 6 % of its
    /// shorter side (drawn, not measured).
    static func cornerRadius(_ panel: StoryboardPanel) -> CGFloat {
        panel.cornerRadius ?? min(panel.displaySize.width, panel.displaySize.height) * 0.06
    }

    /// The safe area as a dashed outline.
    static func appendSafeArea(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive]) {
        let safe = panel.safeAreaFrame.offsetBy(dx: panel.window.minX, dy: panel.window.minY)
        let insets = panel.space.safeAreaInsets
        out.append(.rect(.init(safe, stroke: DrawingStroke(PanelPalette.safeArea, width: 1, dash: [6, 4]),
                               tooltip: "safe area: top \(Format.number(insets.top)), left \(Format.number(insets.left)), "
                                   + "bottom \(Format.number(insets.bottom)), right \(Format.number(insets.right))")))
    }

    /// The caption: scene, device, posture and state on the first lines, then display and size,
    /// then the legend of labels that could not be drawn whole where they belong (SPEC 8.3), each
    /// broken at its separators to fit the display's width. It sits in a band below the display
    /// outline (SPEC 8.3, amended 2026-12-02): the canvas grows by ``captionBand(_:)``, the screen
    /// does not shrink, and nothing is drawn over the screen.
    static func appendCaption(_ lines: [CaptionLine], top: CGFloat, width: CGFloat, to out: inout [DrawingPrimitive]) {
        let band = CGRect(x: 0, y: top, width: width, height: captionBand(lines))
        out.append(.rect(.init(band, fill: PanelPalette.surface)))
        var y = band.minY + captionGap
        for line in lines {
            y += line.size + 3
            out.append(.text(.init(line.text, at: CGPoint(x: band.midX, y: y - 3), size: line.size, anchor: .middle,
                                   color: line.legend ? PanelPalette.inactiveText : PanelPalette.ink, bold: line.bold)))
        }
    }

    /// One line of the caption band.
    struct CaptionLine: Sendable, Hashable {
        var text: String
        var size: CGFloat
        var bold: Bool
        var legend: Bool
    }

    /// The space between the display's bottom edge and the caption's first line, and below its last, points.
    static let captionGap: CGFloat = 6

    /// The caption's lines: the title line bold (`Mail — iPhone Duo — book rtl`), the display line
    /// (`inner display 951 × 669 pt @3x = 2853 × 2007 px`), then the legend's entries
    /// (`labels: add-vehicle: Add vehicle · …`, smaller), each wrapped to the display's width less
    /// 8 pt a side.
    static func captionLines(_ panel: StoryboardPanel, legend: [String] = []) -> [CaptionLine] {
        let size = PanelPalette.captionSize, room = panel.displaySize.width - 16
        let rest = "\(panel.deviceName) — \(panel.postureAndState)"
        let first = panel.scene == .space ? rest : "\(panel.scene.title) — \(rest)"
        let pixels = panel.pixelSize
        let second = "\(panel.space.display.rawValue) display \(Format.size(panel.displaySize)) pt @\(Format.number(panel.space.scale))x"
            + " = \(Format.number(pixels.width)) × \(Format.number(pixels.height)) px"
        var lines = wrapped(first, width: room, size: size, bold: true).map { CaptionLine(text: $0, size: size, bold: true, legend: false) }
            + wrapped(second, width: room, size: size).map { CaptionLine(text: $0, size: size, bold: false, legend: false) }
        if !legend.isEmpty {
            let small = PanelPalette.nodeLabelSize
            lines += wrapped("labels: " + legend.joined(separator: "; "), width: room, size: small).map { CaptionLine(text: $0, size: small, bold: false, legend: true) }
        }
        return lines
    }

    /// The height of the caption band below the display, points: its lines and a gap above and below.
    static func captionBand(_ lines: [CaptionLine]) -> CGFloat {
        lines.reduce(0) { $0 + $1.size + 3 } + 2 * captionGap
    }

    /// The canvas a panel takes, points: the display, grown by the bezel on every side with
    /// ``PanelFrame/device``, and in the wireframe style the caption band below (with its legend).
    /// - Complexity: one drawing of the panel.
    public static func canvasSize(_ panel: StoryboardPanel, style: PanelStyle = .wireframe, frame: PanelFrame = .none) -> CGSize {
        style == .store && frame == .none ? panel.displaySize : PanelDrawing(panel, style: style, frame: frame).size
    }

    /// `string` in lines that fit `width`, broken after its separators (` — `, ` · `, ` = `, `; `);
    /// where breaking between words as well takes fewer lines, between words (a long device name
    /// does not leave the scene's name on a line of its own); a word wider than `width` alone is
    /// shortened with `…` (``fitted(_:width:size:bold:)``).
    static func wrapped(_ string: String, width: CGFloat, size: CGFloat, bold: Bool = false) -> [String] {
        var pieces: [String] = []
        var rest = Substring(string)
        while let range = [" — ", " · ", " = ", "; "].compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            pieces.append(String(rest[..<range.upperBound]))
            rest = rest[range.upperBound...]
        }
        pieces.append(String(rest))
        let bySeparators = filled(pieces, width: width, size: size, bold: bold)
        let words = pieces.flatMap { piece -> [String] in
            let parts = piece.split(separator: " ", omittingEmptySubsequences: false)
            return parts.indices.map { parts[$0] + ($0 < parts.count - 1 ? " " : "") }.filter { !$0.isEmpty }
        }
        let byWords = filled(words, width: width, size: size, bold: bold)
        return (byWords.count < bySeparators.count ? byWords : bySeparators).map { fitted($0, width: width, size: size, bold: bold) }.filter { !$0.isEmpty }
    }

    /// `pieces` joined greedily into lines whose estimated width fits `width` (a piece wider than
    /// `width` takes a line of its own), trimmed.
    private static func filled(_ pieces: [String], width: CGFloat, size: CGFloat, bold: Bool) -> [String] {
        var lines: [String] = []
        var line = ""
        for piece in pieces {
            if !line.isEmpty, estimatedWidth(line + piece, size: size, bold: bold) > width {
                lines.append(line.trimmingCharacters(in: .whitespaces))
                line = ""
            }
            line += piece
        }
        lines.append(line.trimmingCharacters(in: .whitespaces))
        return lines
    }

    /// A deterministic estimate of a text's width, points (DejaVu Sans averages ~0.6 em per
    /// character; bold ~0.66 em). Used to size backgrounds and shorten labels, never to place.
    static func estimatedWidth(_ string: String, size: CGFloat, bold: Bool = false) -> CGFloat {
        CGFloat(string.count) * size * (bold ? 0.66 : 0.6)
    }

    /// `string` shortened with `…` so its estimated width fits `width`; empty when nothing fits.
    static func fitted(_ string: String, width: CGFloat, size: CGFloat, bold: Bool = false) -> String {
        if estimatedWidth(string, size: size, bold: bold) <= width { return string }
        let count = Int((width / (size * (bold ? 0.66 : 0.6))).rounded(.down)) - 1
        guard count >= 2 else { return "" }
        var kept = string.prefix(count)
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }
}

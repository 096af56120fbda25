import Foundation
import FoldKit

/// A storyboard panel as drawing primitives in display points, which every back end renders
/// identically (SPEC 8.3).
///
/// Phases, bottom to top: the display outline and the window (``appendDisplay``), the scene's
/// nodes by z-index (``appendNodes``), the UI layer's bars (``appendBars``), the safe area, the reserved regions — inactive under
/// active, frame (margins included) translucent and hardware area solid (``appendRegions``), the
/// lint findings' markers (``appendFindings``), the display's outline again so it frames what
/// reaches the edge (``appendOutline``), and a caption (``appendCaption``).
/// Coordinates: the canvas is the active display, origin at its top-left, y down; window
/// coordinates of the panel are offset by the window's origin.
public struct PanelDrawing: Sendable, Hashable {
    /// The canvas size: the display's size, points (the SVG `viewBox`).
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

    /// Draws `panel`.
    /// - Complexity: O(*n* log *n* + *r* + *f*) for *n* nodes, *r* regions, *f* findings.
    public init(_ panel: StoryboardPanel) {
        var out: [DrawingPrimitive] = []
        out.reserveCapacity(8 + 2 * panel.nodes.count + 4 * panel.regions.count + 2 * panel.findings.count)
        Self.appendDisplay(panel, to: &out)
        Self.appendNodes(panel, to: &out)
        Self.appendBars(panel, to: &out)
        Self.appendSafeArea(panel, to: &out)
        Self.appendRegions(panel, to: &out)
        Self.appendFindings(panel, to: &out)
        Self.appendOutline(panel, to: &out)
        Self.appendCaption(panel, to: &out)
        let scene = panel.scene == .space ? "" : "\(panel.scene.title) · "
        self.init(size: panel.displaySize, pixelSize: panel.pixelSize,
                  title: "\(scene)\(panel.deviceName) · \(panel.postureAndState)", primitives: out)
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

    /// The display's rounded outline, 2 pt inside its edge.
    static func appendOutline(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive]) {
        let display = CGRect(origin: .zero, size: panel.displaySize)
        out.append(.rect(.init(display.insetBy(dx: 1, dy: 1), cornerRadius: cornerRadius(panel),
                               stroke: DrawingStroke(PanelPalette.ink, width: 2))))
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

    /// The caption: device, posture and state, then display and size. It sits in the display's bottom
    /// unsafe strip (the home indicator's), on one line or two, so it covers no content and no
    /// bar; where that strip is too thin, in a light box in the bottom-leading corner.
    static func appendCaption(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive]) {
        let display = CGRect(origin: .zero, size: panel.displaySize)
        let left = cornerRadius(panel)
        let room = display.width - 2 * left
        // A scene title too long for the line is shortened, so the caption never grows over the
        // panel's content or bars (on a wide display it is never shortened more than to 24 pt).
        let rest = "\(panel.deviceName) — \(panel.postureAndState)"
        let titleRoom = max(room - estimatedWidth(rest + " — ", size: PanelPalette.nodeLabelSize, bold: true), 24)
        let title = panel.scene == .space ? "" : fitted(panel.scene.title, width: titleRoom, size: PanelPalette.nodeLabelSize, bold: true)
        let first = (title.isEmpty ? "" : title + " — ") + rest
        let pixels = panel.pixelSize
        let second = "\(panel.space.display.rawValue) \(Format.size(display.size)) pt @\(Format.number(panel.space.scale))x"
            + " = \(Format.number(pixels.width)) × \(Format.number(pixels.height)) px"
        // The bottom unsafe strip below the window's safe area, in display points.
        let strip = display.maxY - (panel.safeAreaFrame.maxY + panel.window.minY)
        let small = PanelPalette.nodeLabelSize
        let oneLine = first + " · " + second
        if strip >= small + 4, estimatedWidth(oneLine, size: small, bold: true) <= room {
            // At the display's bottom edge, as tall as the line (a window above a tall empty strip
            // keeps the caption down there, not in a box the strip's height).
            let width = estimatedWidth(oneLine, size: small, bold: true) + 8, height = min(strip, small + 10)
            out.append(.rect(.init(CGRect(x: display.midX - width / 2, y: display.maxY - height + 1, width: width, height: height - 2),
                                   cornerRadius: 3, fill: PanelPalette.surface, fillOpacity: 0.85)))
            out.append(.text(.init(oneLine, at: CGPoint(x: display.midX, y: display.maxY - (height - small) / 2 - 1), size: small,
                                   anchor: .middle, color: PanelPalette.ink, bold: true)))
            return
        }
        if strip >= 2 * small + 6, estimatedWidth(first, size: small, bold: true) <= room, estimatedWidth(second, size: small) <= room {
            let top = display.maxY - strip + (strip - 2 * small - 2) / 2 + small
            out.append(.text(.init(first, at: CGPoint(x: display.midX, y: top), size: small, anchor: .middle, color: PanelPalette.ink, bold: true)))
            out.append(.text(.init(second, at: CGPoint(x: display.midX, y: top + small + 2), size: small, anchor: .middle, color: PanelPalette.ink)))
            return
        }
        // A light box in the bottom-leading corner, each line broken at its separators to fit
        // between the corners (a long scene title on a phone takes three or four lines).
        let size = PanelPalette.captionSize
        let lines = wrapped(first, width: room - 8, size: size, bold: true).map { ($0, true) }
            + wrapped(second, width: room - 8, size: size).map { ($0, false) }
        let width = lines.map { estimatedWidth($0.0, size: size, bold: $0.1) }.max().map { $0 + 8 } ?? 0
        let height = CGFloat(lines.count) * (size + 3) + 5
        let box = CGRect(x: left - 4, y: display.maxY - height - 6, width: width, height: height)
        out.append(.rect(.init(box, cornerRadius: 3, fill: PanelPalette.surface, fillOpacity: 0.85)))
        for (index, line) in lines.enumerated() {
            out.append(.text(.init(line.0, at: CGPoint(x: left, y: box.minY + CGFloat(index + 1) * (size + 3) - 2), size: size,
                                   color: PanelPalette.ink, bold: line.1)))
        }
    }

    /// `string` in lines that fit `width`, broken after its separators (` — `, ` · `, ` = `);
    /// a piece wider than `width` alone is shortened with `…` (``fitted(_:width:size:bold:)``).
    static func wrapped(_ string: String, width: CGFloat, size: CGFloat, bold: Bool = false) -> [String] {
        var pieces: [String] = []
        var rest = Substring(string)
        while let range = [" — ", " · ", " = "].compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            pieces.append(String(rest[..<range.upperBound]))
            rest = rest[range.upperBound...]
        }
        pieces.append(String(rest))
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
        return lines.map { fitted($0, width: width, size: size, bold: bold) }.filter { !$0.isEmpty }
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

import Foundation
import FoldKit

extension PanelDrawing {
    /// The store style (``PanelStyle/store``): the same layout as a clean screen [S0]. Phases,
    /// bottom to top: the screen's background (grey outside a multitasking window), the scene's
    /// nodes by z-index as plausible content (``appendStoreNode``), the UI layer's bars
    /// (``appendStoreBars``), the status bar's clock and battery where the system draws them
    /// (``appendStatusBar``), and the hardware that shows through the glass: a hinge gap and the
    /// cameras, black (``appendHardware``). No role label, region overlay, finding or caption.
    static func appendStore(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive]) {
        let display = CGRect(origin: .zero, size: panel.displaySize)
        out.append(.rect(.init(display, fill: panel.window == display ? StorePalette.background : PanelPalette.outsideWindow)))
        if panel.window != display { out.append(.rect(.init(panel.window, fill: StorePalette.background))) }
        for (node, frame) in drawnNodes(panel) { appendStoreNode(node, frame: frame, to: &out) }
        appendStoreBars(panel, to: &out)
        appendStatusBar(panel, to: &out)
        appendHardware(panel, to: &out)
    }

    /// One node as content: text as a title and grey lines, a control as a tinted button with its
    /// label, images, media and maps as quiet fills, a search field as a capsule with its prompt,
    /// rows with separators, cells as tiles, a presentation as a card with its items. Containers
    /// draw nothing (their children do).
    static func appendStoreNode(_ node: PanelNode, frame: CGRect, to out: inout [DrawingPrimitive]) {
        guard frame.width >= 1, frame.height >= 1 else { return }
        if node.style == .presentation { return appendStorePresentation(node, frame: frame, to: &out) }
        guard node.style == .leaf else { return }
        let label = node.label
        switch node.role {
        case "text":
            appendTextBlock(title: label, in: frame.insetBy(dx: 8, dy: 6), to: &out)
        case "control":
            let radius = min(frame.height / 2, 12)
            out.append(.rect(.init(frame.insetBy(dx: 2, dy: 2), cornerRadius: radius, fill: PanelPalette.accent.over(StorePalette.background, opacity: 0.14))))
            appendCentred(label ?? "", in: frame, size: min(15, frame.height * 0.42), color: PanelPalette.accent, bold: true, to: &out)
        case "searchField", "textField":
            let height = min(frame.height - 4, 36)
            let field = CGRect(x: frame.minX + 4, y: frame.midY - height / 2, width: frame.width - 8, height: height)
            if node.role == "searchField" {
                out.append(.rect(.init(field, cornerRadius: min(height / 2, 10), fill: StorePalette.field)))
            } else {
                out.append(.rect(.init(field, cornerRadius: 8, fill: StorePalette.background, stroke: DrawingStroke(StorePalette.separator, width: 1))))
            }
            let size = min(15, height * 0.45)
            var start = field.minX + 10
            if node.role == "searchField" {
                // A magnifying glass: a ring and its handle.
                let ring = CGRect(x: start, y: field.midY - size * 0.45, width: size * 0.7, height: size * 0.7)
                out.append(.rect(.init(ring, cornerRadius: ring.width / 2, stroke: DrawingStroke(StorePalette.secondary, width: 1.5))))
                out.append(.line(.init(from: CGPoint(x: ring.maxX - ring.width * 0.15, y: ring.maxY - ring.width * 0.15),
                                       to: CGPoint(x: ring.maxX + size * 0.2, y: ring.maxY + size * 0.2), stroke: DrawingStroke(StorePalette.secondary, width: 1.5))))
                start = ring.maxX + size * 0.5
            }
            let prompt = fitted(label ?? "", width: field.maxX - start - 10, size: size)
            out.append(.text(.init(prompt, at: CGPoint(x: start, y: field.midY + size / 3), size: size, color: StorePalette.secondary)))
        case "image":
            out.append(.rect(.init(frame.insetBy(dx: 1, dy: 1), cornerRadius: 8, fill: StorePalette.image)))
        case "media":
            out.append(.rect(.init(frame, fill: StorePalette.media)))
            let side = min(frame.width, frame.height, 88) * 0.5
            out.append(.rect(.init(CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side), cornerRadius: side / 2,
                                   fill: StorePalette.background, fillOpacity: 0.25)))
            appendCentred("▶", in: frame, size: side * 0.5, color: StorePalette.background, bold: false, to: &out)
        case "map":
            appendMap(frame, to: &out)
        case "card":
            out.append(.rect(.init(frame.insetBy(dx: 1, dy: 1), cornerRadius: 12, fill: StorePalette.grouped)))
            appendTextBlock(title: label, in: frame.insetBy(dx: 14, dy: 12), to: &out)
        case "keyboard":
            appendKeys(frame, to: &out)
        case "toolbar", "tabBar":
            out.append(.rect(.init(frame, fill: PanelPalette.bar, stroke: DrawingStroke(PanelPalette.barEdge, width: 0.5))))
            appendCentred(label ?? "", in: frame, size: min(13, frame.height * 0.4), color: PanelPalette.accent, bold: false, to: &out)
        case "row":
            out.append(.line(.init(from: CGPoint(x: frame.minX + 16, y: frame.maxY - 0.25), to: CGPoint(x: frame.maxX, y: frame.maxY - 0.25),
                                   stroke: DrawingStroke(StorePalette.separator, width: 0.5))))
            appendTextBlock(title: label, in: CGRect(x: frame.minX + 16, y: frame.minY + 8, width: frame.width - 48, height: frame.height - 16), to: &out)
            appendCentred("›", in: CGRect(x: frame.maxX - 28, y: frame.minY, width: 20, height: frame.height), size: 17,
                          color: StorePalette.separator, bold: true, to: &out)
        case "cell":
            let tint = StorePalette.tiles[abs(node.id.utf8.reduce(0) { $0 &* 31 &+ Int($1) }) % StorePalette.tiles.count]
            out.append(.rect(.init(frame.insetBy(dx: 1, dy: 1), cornerRadius: min(10, frame.width / 6), fill: tint)))
        default:
            out.append(.rect(.init(frame.insetBy(dx: 1, dy: 1), cornerRadius: 8, fill: StorePalette.grouped)))
        }
    }

    /// A presentation as the system draws one: a white card with a soft shadow and its label's
    /// parts (`Copy · Share · Delete`) as items, one a line with separators; a single part centred.
    static func appendStorePresentation(_ node: PanelNode, frame: CGRect, to out: inout [DrawingPrimitive]) {
        out.append(.rect(.init(frame.offsetBy(dx: 0, dy: 3), cornerRadius: 14, fill: PanelPalette.ink, fillOpacity: 0.12)))
        out.append(.rect(.init(frame, cornerRadius: 14, fill: StorePalette.background, stroke: DrawingStroke(StorePalette.separator, width: 0.5))))
        let parts = (node.label ?? "").components(separatedBy: " · ").filter { !$0.isEmpty }
        guard parts.count > 1 else { return appendCentred(parts.first ?? "", in: frame, size: 15, color: PanelPalette.ink, bold: true, to: &out) }
        let line = min(44, frame.height / CGFloat(parts.count))
        for (index, part) in parts.enumerated() {
            let top = frame.minY + CGFloat(index) * line
            if index > 0 {
                out.append(.line(.init(from: CGPoint(x: frame.minX, y: top), to: CGPoint(x: frame.maxX, y: top), stroke: DrawingStroke(StorePalette.separator, width: 0.5))))
            }
            let size = min(15, line * 0.4)
            out.append(.text(.init(fitted(part, width: frame.width - 32, size: size), at: CGPoint(x: frame.minX + 16, y: top + line / 2 + size / 3),
                                   size: size, color: PanelPalette.ink)))
        }
    }

    /// Text as it reads from afar: the label's first part (`Sender · Subject · Preview`) as a bold
    /// title, its other parts as regular lines, then grey lines down to the frame's bottom. A
    /// line that does not fit whole in the frame's height is left out, never shrunk.
    static func appendTextBlock(title: String?, in frame: CGRect, to out: inout [DrawingPrimitive]) {
        guard frame.width > 8, frame.height > 4 else { return }
        var top = frame.minY
        let parts = (title ?? "").components(separatedBy: " · ").filter { !$0.isEmpty }
        for (index, part) in parts.enumerated() {
            let size: CGFloat = index == 0 ? 15 : 13
            guard top + size + 2 <= frame.maxY else { break }
            out.append(.text(.init(fitted(part, width: frame.width, size: size, bold: index == 0), at: CGPoint(x: frame.minX, y: top + size), size: size,
                                   color: index == 0 ? PanelPalette.ink : StorePalette.secondary, bold: index == 0)))
            top += size + 6
        }
        if !parts.isEmpty { top += 2 }
        let widths: [CGFloat] = [1, 0.92, 0.97, 0.64]
        var index = 0
        while top + 6 <= frame.maxY {
            out.append(.rect(.init(CGRect(x: frame.minX, y: top, width: frame.width * widths[index % widths.count], height: 6), cornerRadius: 3,
                                   fill: StorePalette.line)))
            top += 14
            index += 1
        }
    }

    /// A quiet map: a pale land fill, two roads across and a location dot at its centre.
    static func appendMap(_ frame: CGRect, to out: inout [DrawingPrimitive]) {
        out.append(.rect(.init(frame, fill: StorePalette.land)))
        let road = DrawingStroke(StorePalette.background, width: max(3, min(frame.width, frame.height) * 0.02))
        out.append(.line(.init(from: CGPoint(x: frame.minX, y: frame.minY + frame.height * 0.62), to: CGPoint(x: frame.maxX, y: frame.minY + frame.height * 0.48), stroke: road)))
        out.append(.line(.init(from: CGPoint(x: frame.minX + frame.width * 0.35, y: frame.minY), to: CGPoint(x: frame.minX + frame.width * 0.58, y: frame.maxY), stroke: road)))
        let dot = min(18, min(frame.width, frame.height) * 0.08)
        out.append(.rect(.init(CGRect(x: frame.midX - dot / 2, y: frame.midY - dot / 2, width: dot, height: dot), cornerRadius: dot / 2,
                               fill: PanelPalette.accent, stroke: DrawingStroke(StorePalette.background, width: 2))))
    }

    /// An app-drawn keyboard: a grey panel with three rows of ten keys and a space bar.
    static func appendKeys(_ frame: CGRect, to out: inout [DrawingPrimitive]) {
        out.append(.rect(.init(frame, fill: StorePalette.keyboard)))
        let rowHeight = frame.height / 4, gap: CGFloat = 5
        let keyWidth = (frame.width - gap * 11) / 10
        guard keyWidth > 2, rowHeight > gap * 2 else { return }
        for row in 0..<3 {
            let count = 10 - row
            let inset = (frame.width - CGFloat(count) * keyWidth - CGFloat(count - 1) * gap) / 2
            for key in 0..<count {
                let rect = CGRect(x: frame.minX + inset + CGFloat(key) * (keyWidth + gap), y: frame.minY + CGFloat(row) * rowHeight + gap,
                                  width: keyWidth, height: rowHeight - gap * 1.5)
                out.append(.rect(.init(rect, cornerRadius: 5, fill: StorePalette.background)))
            }
        }
        let space = CGRect(x: frame.midX - frame.width * 0.25, y: frame.minY + 3 * rowHeight + gap, width: frame.width * 0.5, height: rowHeight - gap * 2)
        out.append(.rect(.init(space, cornerRadius: 5, fill: StorePalette.background)))
    }

    /// `text` centred in `frame`, shortened to fit.
    static func appendCentred(_ text: String, in frame: CGRect, size: CGFloat, color: DrawingColor, bold: Bool, to out: inout [DrawingPrimitive]) {
        let fitted = fitted(text, width: frame.width - 8, size: size, bold: bold)
        guard !fitted.isEmpty, size >= 4 else { return }
        out.append(.text(.init(fitted, at: CGPoint(x: frame.midX, y: frame.midY + size / 3), size: size, anchor: .middle, color: color, bold: bold)))
    }

    /// The hardware seen through the glass: a division's hardware area with width (the Duo's
    /// hinge gap) and every camera, black; a crease without width is glass and draws nothing.
    static func appendHardware(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive]) {
        for region in panel.regions {
            let hardware = region.hardwareFrame.offsetBy(dx: panel.window.minX, dy: panel.window.minY)
            guard hardware.isFiniteRect, hardware.width > 0, hardware.height > 0 else { continue }
            let radius = region.kind == .occlusion ? min(hardware.width, hardware.height) / 2 : 0
            out.append(.rect(.init(hardware, cornerRadius: radius, fill: StorePalette.hardware)))
        }
    }

    /// The status bar the system draws in the top unsafe strip: the clock at the leading side and
    /// a battery at the trailing one, when the window meets the display's top edge with at least
    /// a 20-pt inset there and no side bar carries the clock (the open Duo's strip does).
    static func appendStatusBar(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive]) {
        let inset = panel.safeAreaFrame.minY
        guard panel.window.minY == 0, inset >= 20, !panel.bars.contains(where: { $0.clock != nil }) else { return }
        let size = min(15, inset * 0.45), baseline = min(inset * 0.5 + size / 3, inset - 4)
        let line = insideCorners(from: panel.window.minX + 16, to: panel.window.maxX - 16, top: baseline - size, bottom: baseline, panel: panel)
        let occluded = panel.regions.filter { $0.kind == .occlusion }.map { $0.frame.offsetBy(dx: panel.window.minX, dy: panel.window.minY) }
        // The clock beside the leading edge, the battery at the trailing one, each clear of a camera.
        var clockX = line.lowerBound + 12
        for camera in occluded where camera.minY < inset && camera.minX < clockX + 44 && camera.maxX > clockX { clockX = camera.maxX + 8 }
        out.append(.text(.init("9:41", at: CGPoint(x: clockX, y: baseline), size: size, color: PanelPalette.ink, bold: true)))
        var batteryEnd = line.upperBound - 12
        for camera in occluded where camera.minY < inset && camera.maxX > batteryEnd - 26 && camera.minX < batteryEnd { batteryEnd = camera.minX - 8 }
        let battery = CGRect(x: batteryEnd - 24, y: baseline - size * 0.8, width: 22, height: size * 0.8)
        out.append(.rect(.init(battery, cornerRadius: 3, stroke: DrawingStroke(PanelPalette.ink, width: 1, opacity: 0.5))))
        out.append(.rect(.init(battery.insetBy(dx: 2, dy: 2), cornerRadius: 1.5, fill: PanelPalette.ink)))
    }
}

/// The store style's colours: the system's light appearance.
enum StorePalette {
    /// The screen's background.
    static let background = DrawingColor(hex: 0xFFFFFF)
    /// Grouped content and cards.
    static let grouped = DrawingColor(hex: 0xF2F2F7)
    /// A search field's fill.
    static let field = DrawingColor(hex: 0xE9E9EE)
    /// Separators and field outlines.
    static let separator = DrawingColor(hex: 0xC6C6C8)
    /// Secondary text (prompts).
    static let secondary = DrawingColor(hex: 0x8E8E93)
    /// Lines standing for body text.
    static let line = DrawingColor(hex: 0xDCDCE0)
    /// An image's quiet fill.
    static let image = DrawingColor(hex: 0xD9DEE7)
    /// Media (video) before it plays.
    static let media = DrawingColor(hex: 0x2C2C2E)
    /// A map's land.
    static let land = DrawingColor(hex: 0xE4EEDC)
    /// A keyboard's panel.
    static let keyboard = DrawingColor(hex: 0xD1D3D9)
    /// The hinge gap and the cameras.
    static let hardware = DrawingColor(hex: 0x0B0B0C)
    /// Tiles of a grid, quiet tints picked by the cell's id.
    static let tiles = [DrawingColor(hex: 0xDCE8F5), DrawingColor(hex: 0xE8E1F3), DrawingColor(hex: 0xDFF0E4), DrawingColor(hex: 0xF6E7D8), DrawingColor(hex: 0xF3DDE3)]
}

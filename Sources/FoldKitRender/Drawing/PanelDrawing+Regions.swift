import Foundation
import FoldKit

extension PanelDrawing {
    /// Every reserved region: inactive ones first (a division's grey dashed frame; an
    /// occlusion's faint hardware area alone, so its margins do not box the content beside it),
    /// then active ones (translucent frame, solid hardware area), each labelled `id · kind · state`
    /// where the label covers nothing drawn — else the label goes to `legend`, below the display.
    static func appendRegions(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive], legend: inout [String]) {
        let ordered = panel.regions.filter { !$0.isActive } + panel.regions.filter(\.isActive)
        let display = CGRect(origin: .zero, size: panel.displaySize)
        let content = contentFrames(panel)
        for region in ordered {
            let frame = region.frame.offsetBy(dx: panel.window.minX, dy: panel.window.minY)
            let hardware = region.hardwareFrame.offsetBy(dx: panel.window.minX, dy: panel.window.minY)
            guard frame.isFiniteRect else { continue }
            let color = region.isActive ? PanelPalette.active(region.kind) : PanelPalette.inactive
            let stroke = DrawingStroke(color, width: 1, dash: region.isActive ? [] : [4, 3])
            let tooltip = "\(region.id): \(region.kind.rawValue), \(region.isActive ? "active" : "inactive"), "
                + "frame \(Format.rect(region.frame)), hardware \(Format.rect(region.hardwareFrame))"
            if !region.isActive, region.kind == .occlusion {
                // Only the lens: the frame's margins would box the content beside it.
            } else if frame.width <= 0 || frame.height <= 0 {
                out.append(.line(.init(from: CGPoint(x: frame.minX, y: frame.minY), to: CGPoint(x: frame.maxX, y: frame.maxY),
                                       stroke: DrawingStroke(color, width: 2, dash: stroke.dash))))
            } else {
                out.append(.rect(.init(frame, fill: region.isActive ? color : nil, fillOpacity: 0.25, stroke: stroke, tooltip: tooltip)))
            }
            if hardware.isFiniteRect, hardware.width > 0, hardware.height > 0 {
                let lensOnly = !region.isActive && region.kind == .occlusion
                out.append(.rect(.init(hardware, cornerRadius: lensOnly ? 4 : 0, fill: region.isActive ? PanelPalette.hardware(region.kind) : PanelPalette.inactive,
                                       fillOpacity: region.isActive ? 1 : 0.2, tooltip: lensOnly ? tooltip : nil)))
            } else if hardware.isFiniteRect, hardware.width > 0 || hardware.height > 0 {
                // A crease without width (hardware = frame minus margins = a line).
                out.append(.line(.init(from: CGPoint(x: hardware.minX, y: hardware.minY), to: CGPoint(x: hardware.maxX, y: hardware.maxY),
                                       stroke: DrawingStroke(region.isActive ? PanelPalette.hardware(region.kind) : PanelPalette.inactive,
                                                             width: 2, opacity: region.isActive ? 1 : 0.4))))
            }
            let text = sideBarLabel(region, frame: frame, panel: panel) ?? label(region, frame: frame, hardware: hardware, in: display)
            if content.contains(where: { $0.intersects(textFrame(text)) }) {
                legend.append(labelText(region))
            } else {
                out.append(.text(text))
            }
        }
    }

    /// What a label must not cover: the drawn leaves and presentations, the bars and their items
    /// (display points). The regions' own frames are not content.
    static func contentFrames(_ panel: StoryboardPanel) -> [CGRect] {
        var frames: [CGRect] = drawnNodes(panel).filter { $0.node.style != .container }.map(\.frame)
        for bar in panel.bars {
            var parts: [CGRect] = bar.items.map(\.frame)
            if bar.kind != .sideBar { parts.append(bar.frame) }
            if let clock = bar.clock { parts.append(clock) }
            frames += parts.map { $0.offsetBy(dx: panel.window.minX, dy: panel.window.minY) }
        }
        return frames
    }

    /// The box a one-line text takes, by the width estimate (display points).
    static func textFrame(_ text: DrawingPrimitive.Text) -> CGRect {
        let length = estimatedWidth(text.string, size: text.size, bold: text.bold)
        let start: CGFloat = switch text.anchor {
        case .start: 0
        case .middle: -length / 2
        case .end: -length
        }
        if text.vertical {
            return CGRect(x: text.position.x - text.size * 0.8, y: text.position.y - start - length, width: text.size, height: length)
        }
        return CGRect(x: text.position.x + start, y: text.position.y - text.size * 0.8, width: length, height: text.size)
    }

    /// A region's label: `id · kind · active` or `… · inactive`.
    static func labelText(_ region: ReservedRegion) -> String {
        "\(region.id) · \(region.kind.rawValue) · \(region.isActive ? "active" : "inactive")"
    }

    /// The label of a region inside the side bar strip (the inner camera): along the strip, in
    /// the free part below its last item, so it covers neither the items nor the content beside
    /// the strip; nil when the region is not in a side bar or the text does not fit there.
    static func sideBarLabel(_ region: ReservedRegion, frame: CGRect, panel: StoryboardPanel) -> DrawingPrimitive.Text? {
        let centre = CGPoint(x: frame.midX - panel.window.minX, y: frame.midY - panel.window.minY)
        guard let bar = panel.bars.first(where: { $0.kind == .sideBar && $0.frame.contains(centre) }), bar.frame.height > bar.frame.width else { return nil }
        let size = PanelPalette.regionLabelSize
        let text = labelText(region)
        let top = bar.items.map(\.frame.maxY).max() ?? bar.clock?.maxY ?? bar.frame.minY
        guard bar.frame.maxY - top >= estimatedWidth(text, size: size) + 16 else { return nil }
        let strip = bar.frame.offsetBy(dx: panel.window.minX, dy: panel.window.minY)
        let color = region.isActive ? PanelPalette.activeText(region.kind) : PanelPalette.inactiveText
        return .init(text, at: CGPoint(x: strip.midX + size * 0.36, y: (top + panel.window.minY + strip.maxY) / 2), size: size,
                     anchor: .middle, color: color, vertical: true)
    }

    /// The label of a region: along a long strip (vertical text in a vertical strip) — on the
    /// hardware area when the text fits on it, beside a hardware line, else centred in the frame —
    /// otherwise beside the frame, towards the display's middle, when it fits there (a camera's
    /// label then stays in the status-bar strip it sits in), else below the frame (above it at
    /// the display's bottom edge), on the side that keeps it on the display.
    static func label(_ region: ReservedRegion, frame: CGRect, hardware: CGRect, in display: CGRect) -> DrawingPrimitive.Text {
        let size = PanelPalette.regionLabelSize
        let text = labelText(region)
        let inside = region.isActive ? PanelPalette.onHardware : PanelPalette.inactiveText
        let outside = region.isActive ? PanelPalette.activeText(region.kind) : PanelPalette.inactiveText
        let length = estimatedWidth(text, size: size)
        let hasArea = hardware.width > 0 && hardware.height > 0
        // Half the glyphs' height: the baseline offset that centres the text on a line.
        let centring = size * 0.36
        if frame.height >= 3 * frame.width, frame.height >= length + 8 {
            let (x, color): (CGFloat, DrawingColor) =
                hasArea && hardware.width >= size ? (hardware.midX + centring, inside)
                : !hasArea && hardware.height > 0 ? (hardware.minX - 3, outside)
                : (frame.midX + centring, outside)
            return .init(text, at: CGPoint(x: x, y: frame.midY), size: size, anchor: .middle, color: color, vertical: true)
        }
        if frame.width >= 3 * frame.height, frame.width >= length + 8 {
            let (y, color): (CGFloat, DrawingColor) =
                hasArea && hardware.height >= size ? (hardware.midY + centring, inside)
                : !hasArea && hardware.width > 0 ? (hardware.minY - 3, outside)
                : (frame.midY + centring, outside)
            return .init(text, at: CGPoint(x: frame.midX, y: y), size: size, anchor: .middle, color: color)
        }
        let onRight = frame.midX > display.midX
        if onRight ? frame.minX - 6 - length >= display.minX + 4 : frame.maxX + 6 + length <= display.maxX - 4 {
            return .init(text, at: CGPoint(x: onRight ? frame.minX - 6 : frame.maxX + 6, y: frame.midY + centring), size: size,
                         anchor: onRight ? .end : .start, color: outside)
        }
        let x = onRight ? frame.maxX : frame.minX
        let below = frame.maxY + size + 3
        let y = below <= display.maxY - 4 ? below : frame.minY - 4
        return .init(text, at: CGPoint(x: x, y: y), size: size, anchor: onRight ? .end : .start, color: outside)
    }
}

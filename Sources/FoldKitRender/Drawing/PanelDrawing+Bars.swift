import Foundation
import FoldKit

extension PanelDrawing {
    /// The UI layer's bars above the scene's nodes (SPEC 9): each bar a light, slightly
    /// translucent panel (content scrolls under it); a navigation bar's title centred; the side
    /// bar's clock; every item a rounded 44-pt button with its symbol's name over its title, the
    /// selected tab filled in the accent colour; a floating button round, without a panel.
    static func appendBars(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive]) {
        let offset = (dx: panel.window.minX, dy: panel.window.minY)
        let size = PanelPalette.barTextSize
        for bar in panel.bars {
            let frame = bar.frame.offsetBy(dx: offset.dx, dy: offset.dy)
            if bar.kind != .floatingButton {
                out.append(.rect(.init(frame, fill: PanelPalette.bar, fillOpacity: 0.94, stroke: DrawingStroke(PanelPalette.barEdge, width: 0.5),
                                       tooltip: "\(bar.id): \(bar.kind.rawValue) \(Format.rect(bar.frame))")))
            }
            if let title = bar.title {
                // Centred, clear of the items at the trailing end.
                let items = bar.items.map { $0.frame.offsetBy(dx: offset.dx, dy: offset.dy) }
                let room = frame.width - 2 * (items.map { max(frame.maxX - $0.minX, $0.maxX - frame.minX) }.filter { $0 < frame.width / 2 }.max() ?? 8)
                let text = fitted(title, width: room, size: PanelPalette.barTitleSize, bold: true)
                if !text.isEmpty {
                    out.append(.text(.init(text, at: CGPoint(x: frame.midX, y: frame.midY + PanelPalette.barTitleSize / 3), size: PanelPalette.barTitleSize,
                                           anchor: .middle, color: PanelPalette.ink, bold: true)))
                }
            }
            if let clock = bar.clock?.offsetBy(dx: offset.dx, dy: offset.dy) {
                out.append(.text(.init("9:41", at: CGPoint(x: clock.midX, y: clock.midY + size / 3), size: size + 2, anchor: .middle,
                                       color: PanelPalette.ink, bold: true)))
            }
            for item in bar.items { appendItem(item, in: bar, offset: offset, to: &out) }
        }
    }

    /// One bar item: a rounded button (round for a floating button) with its symbol's name and
    /// its title, each shortened to fit.
    static func appendItem(_ item: SystemBarItem, in bar: SystemBar, offset: (dx: CGFloat, dy: CGFloat), to out: inout [DrawingPrimitive]) {
        let size = PanelPalette.barTextSize
        let frame = item.frame.offsetBy(dx: offset.dx, dy: offset.dy).insetBy(dx: 1, dy: 1)
        let round = bar.kind == .floatingButton
        let accent = PanelPalette.accent
        out.append(.rect(.init(frame, cornerRadius: round ? frame.width / 2 : 8,
                               fill: item.isSelected || round ? accent : accent.over(PanelPalette.surface, opacity: 0.1),
                               stroke: DrawingStroke(accent, width: 1),
                               tooltip: "\(item.id): \(item.kind.rawValue) \"\(item.title)\" (\(item.symbol)) \(Format.rect(item.frame))"
                                   + (item.isSelected ? ", selected" : ""))))
        let color = item.isSelected || round ? PanelPalette.surface : accent
        let room = frame.width - 4
        let lines = [fitted(item.symbol, width: room, size: size), fitted(item.title, width: room, size: size, bold: true)]
        let top = frame.midY - size * 0.35
        for (index, line) in lines.enumerated() where !line.isEmpty {
            out.append(.text(.init(line, at: CGPoint(x: frame.midX, y: top + CGFloat(index) * (size + 2)), size: size, anchor: .middle,
                                   color: color, bold: index == 1)))
        }
    }
}

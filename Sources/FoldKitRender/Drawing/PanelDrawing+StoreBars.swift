import Foundation
import FoldKit

extension PanelDrawing {
    /// The UI layer's bars as the system draws them (store style): a light translucent bar; a
    /// navigation bar's title centred in 17-pt bold; tab-bar and side-bar items as a glyph over a
    /// small title, the selected one in the accent colour and the rest grey; toolbar and
    /// navigation items as accent glyphs; a floating button as an accent circle; the side bar's clock.
    static func appendStoreBars(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive]) {
        let offset = (dx: panel.window.minX, dy: panel.window.minY)
        for bar in panel.bars {
            let frame = bar.frame.offsetBy(dx: offset.dx, dy: offset.dy)
            if bar.kind == .keyboard {
                // The system keyboard: keys in each part, nothing across the fold between halves.
                let parts = bar.items.isEmpty ? [frame] : bar.items.map { $0.frame.offsetBy(dx: offset.dx, dy: offset.dy) }
                for part in parts { appendKeys(part, to: &out) }
                continue
            }
            if bar.kind != .floatingButton {
                out.append(.rect(.init(frame, fill: PanelPalette.bar, fillOpacity: 0.96)))
                let edge: (CGPoint, CGPoint) = switch bar.kind {
                case .sideBar: panel.space.layoutDirection == .rightToLeft
                    ? (CGPoint(x: frame.maxX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.maxY))
                    : (CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.minX, y: frame.maxY))
                case .navigationBar: (CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY))
                default: (CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY))
                }
                out.append(.line(.init(from: edge.0, to: edge.1, stroke: DrawingStroke(PanelPalette.barEdge, width: 0.5))))
            }
            if let title = bar.title {
                let items = bar.items.map { $0.frame.offsetBy(dx: offset.dx, dy: offset.dy) }
                let reach = items.map { min(frame.maxX - $0.minX, $0.maxX - frame.minX) }.max() ?? 0
                let size = min(17, frame.height * 0.4)
                let text = fitted(title, width: frame.width - 2 * (max(reach, 0) + 8), size: size, bold: true)
                if !text.isEmpty {
                    out.append(.text(.init(text, at: CGPoint(x: frame.midX, y: frame.midY + size / 3), size: size, anchor: .middle,
                                           color: PanelPalette.ink, bold: true)))
                }
            }
            if let clock = bar.clock?.offsetBy(dx: offset.dx, dy: offset.dy) { appendClock(clock, panel: panel, to: &out) }
            for item in bar.items { appendStoreItem(item, in: bar, frame: item.frame.offsetBy(dx: offset.dx, dy: offset.dy), to: &out) }
        }
    }

    /// One bar item, store style.
    static func appendStoreItem(_ item: SystemBarItem, in bar: SystemBar, frame: CGRect, to out: inout [DrawingPrimitive]) {
        let glyph = Self.glyph(item.symbol)
        switch bar.kind {
        case .floatingButton:
            let side = min(frame.width, frame.height) - 4
            let circle = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            out.append(.rect(.init(circle.offsetBy(dx: 0, dy: 2), cornerRadius: side / 2, fill: PanelPalette.ink, fillOpacity: 0.15)))
            out.append(.rect(.init(circle, cornerRadius: side / 2, fill: PanelPalette.accent)))
            appendCentred(glyph, in: circle, size: side * 0.45, color: StorePalette.background, bold: true, to: &out)
        case .tabBar, .sideBar:
            let color = item.isSelected ? PanelPalette.accent : StorePalette.secondary
            let size = min(22, frame.height * 0.4), small = min(10, frame.height * 0.2)
            let top = frame.midY - (size + small + 4) / 2
            out.append(.text(.init(glyph, at: CGPoint(x: frame.midX, y: top + size * 0.85), size: size, anchor: .middle, color: color)))
            let title = fitted(item.title, width: frame.width - 2, size: small)
            out.append(.text(.init(title, at: CGPoint(x: frame.midX, y: top + size + 4 + small * 0.8), size: small, anchor: .middle, color: color)))
        case .keyboard:
            break   // a keyboard's parts are drawn as keys with their bar (``appendStoreBars``)
        case .navigationBar, .bottomToolbar:
            if item.kind == .back {
                let size = min(17, frame.height * 0.4)
                out.append(.text(.init(fitted("‹ " + item.title, width: frame.width, size: size), at: CGPoint(x: frame.minX + 4, y: frame.midY + size / 3),
                                       size: size, color: PanelPalette.accent)))
            } else {
                appendCentred(glyph, in: frame, size: min(22, frame.height * 0.5), color: PanelPalette.accent, bold: false, to: &out)
            }
        }
    }

    /// A glyph standing for an SF Symbol's name, from the fonts' common symbols: the name's first
    /// component decides (`plus.circle` → `+`); an unknown name gets a dot.
    static func glyph(_ symbol: String) -> String {
        let first = symbol.split(separator: ".").first.map(String.init) ?? symbol
        return glyphs[first] ?? "•"
    }

    /// The glyphs of ``glyph(_:)``, by a symbol name's first component.
    static let glyphs: [String: String] = [
        "plus": "+", "xmark": "✕", "checkmark": "✓", "star": "★", "heart": "♥", "gear": "⚙", "gearshape": "⚙",
        "pencil": "✎", "square": "✎", "house": "⌂", "envelope": "✉", "ellipsis": "⋯", "arrowshape": "↩", "arrow": "→",
        "chevron": "‹", "play": "▶", "pause": "❚❚", "forward": "»", "backward": "«", "magnifyingglass": "⌕", "list": "☰",
        "person": "☺", "photo": "▣", "calendar": "▦", "archivebox": "▤", "trash": "✕", "car": "◉", "fuelpump": "⛽",
        "map": "◈", "mic": "●", "waveform": "≋", "bell": "♪", "music": "♫", "text": "¶", "clock": "◷", "folder": "▭",
        "flag": "⚑", "tray": "▭", "bookmark": "⚑", "figure": "☺", "bolt": "⚡", "chart": "▥", "speaker": "♪",
    ]
}

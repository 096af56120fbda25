import Foundation
import FoldKit

extension PanelDrawing {
    /// The UI layer's bars above the scene's nodes (SPEC 9): each bar a light, slightly
    /// translucent panel (content scrolls under it); a navigation bar's title centred; the side
    /// bar's clock; every item a rounded 44-pt button with its symbol's name over its title, the
    /// selected tab filled in the accent colour; a floating button round, without a panel.
    static func appendBars(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive], legend: inout [String]) {
        let offset = (dx: panel.window.minX, dy: panel.window.minY)
        for bar in panel.bars {
            let frame = bar.frame.offsetBy(dx: offset.dx, dy: offset.dy)
            if bar.kind == .keyboard {
                appendKeyboard(bar, offset: offset, to: &out)
                continue
            }
            // A floating button, and a tab bar minimised to its one item (scrolled), float without a panel.
            let floats = bar.kind == .floatingButton || (bar.items.count == 1 && bar.items[0].frame == bar.frame)
            if !floats {
                // A bottom bar's panel runs on under the home indicator to the window's bottom
                // edge, as the system draws it: nothing scrolls into view below it.
                let panelFrame = bottomBarPanel(bar, in: panel).offsetBy(dx: offset.dx, dy: offset.dy)
                out.append(.rect(.init(panelFrame, fill: PanelPalette.bar, fillOpacity: 0.94, stroke: DrawingStroke(PanelPalette.barEdge, width: 0.5),
                                       tooltip: "\(bar.id): \(bar.kind.rawValue) \(Format.rect(bar.frame))")))
            }
            if let title = bar.title {
                // Centred, clear of the items at either end: each reaches in from its nearer edge.
                let items = bar.items.map { $0.frame.offsetBy(dx: offset.dx, dy: offset.dy) }
                let reach = items.map { min(frame.maxX - $0.minX, $0.maxX - frame.minX) }.max() ?? 0
                let room = frame.width - 2 * (max(reach, 0) + 8)
                let text = fitted(title, width: room, size: PanelPalette.barTitleSize, bold: true)
                if !text.isEmpty {
                    out.append(.text(.init(text, at: CGPoint(x: frame.midX, y: frame.midY + PanelPalette.barTitleSize / 3), size: PanelPalette.barTitleSize,
                                           anchor: .middle, color: PanelPalette.ink, bold: true)))
                }
            }
            if let clock = bar.clock?.offsetBy(dx: offset.dx, dy: offset.dy) { appendClock(clock, panel: panel, to: &out) }
            for item in bar.items { appendItem(item, in: bar, panel: panel, offset: offset, to: &out, legend: &legend) }
        }
    }

    /// The frame of `bar`'s panel, window coordinates: a tab bar or bottom toolbar resting on the
    /// safe area's bottom edge reaches on to the window's bottom edge; any other bar is its frame.
    static func bottomBarPanel(_ bar: SystemBar, in panel: StoryboardPanel) -> CGRect {
        guard bar.kind == .tabBar || bar.kind == .bottomToolbar else { return bar.frame }
        let bottom = panel.space.bounds.maxY
        guard abs(bar.frame.maxY - panel.safeAreaFrame.maxY) < 0.5, bottom > bar.frame.maxY else { return bar.frame }
        return CGRect(x: bar.frame.minX, y: bar.frame.minY, width: bar.frame.width, height: bottom - bar.frame.minY)
    }

    /// The system keyboard (SPEC 10.2): each part — the halves (or a tri-fold's thirds) of a
    /// keyboard split at the folds, else the whole bar — a grey panel with a suggestion strip when
    /// tall and its share of the keys, so the parts together read as one keyboard
    /// (``keyShare(_:part:of:)``): rows of 10, 9 and 7 keys dealt out part by part, leading to
    /// trailing, each part's block at its outer edge (centred in a middle part), and a space bar on
    /// the outer parts (each thumb has one, as on a split iPad keyboard). Nothing is drawn across a
    /// fold between the parts.
    static func appendKeyboard(_ bar: SystemBar, offset: (dx: CGFloat, dy: CGFloat), to out: inout [DrawingPrimitive]) {
        let parts = bar.items.isEmpty ? [(bar.id, bar.frame)] : bar.items.map { ($0.id, $0.frame) }
        let panelColor = DrawingColor(hex: 0xD1D3D9), key = PanelPalette.surface
        let rows = [10, 9, 7]
        for (index, (id, part)) in parts.enumerated() {
            let frame = part.offsetBy(dx: offset.dx, dy: offset.dy)
            out.append(.rect(.init(frame, fill: panelColor, stroke: DrawingStroke(PanelPalette.barEdge, width: 0.5),
                                   tooltip: "\(id): keyboard \(Format.rect(part))")))
            // A suggestion strip on a tall part, then four rows (the space bar last, each row at
            // most 80 pt) centred in what is left above a 24-pt system strip, so the keys fill the
            // part in every posture — the tabletop keyboard's whole bottom region too.
            let gap: CGFloat = 6, bottom: CGFloat = 24
            let strip: CGFloat = frame.height >= 250 ? 40 : 0
            let available = frame.height - strip - bottom
            let rowHeight = max(0, min(80, (available - 5 * gap) / 4))
            guard rowHeight >= 8, frame.width > 60 else { continue }
            if strip > 0 {
                for third in 1...2 {
                    let x = frame.minX + frame.width * CGFloat(third) / 3
                    out.append(.line(.init(from: CGPoint(x: x, y: frame.minY + 10), to: CGPoint(x: x, y: frame.minY + strip - 10),
                                           stroke: DrawingStroke(PanelPalette.barEdge, width: 1))))
                }
            }
            // The keys of the widest row this part holds set the key width, at most 1.4 rows high.
            let columns = rows.map { keyShare($0, part: index, of: parts.count) }.max() ?? 1
            let keyWidth = min((frame.width - CGFloat(columns + 1) * gap) / CGFloat(columns), rowHeight * 1.4)
            let block = CGFloat(columns) * keyWidth + CGFloat(columns - 1) * gap
            let side = parts.count == 1 || (index > 0 && index < parts.count - 1) ? 0 : (index == 0 ? -1 : 1)
            let blockX = side < 0 ? frame.minX + gap : side > 0 ? frame.maxX - gap - block : frame.midX - block / 2
            let top = frame.minY + strip + (available - 4 * rowHeight - 5 * gap) / 2
            for (row, count) in rows.enumerated() {
                let y = top + gap + CGFloat(row) * (rowHeight + gap)
                let share = keyShare(count, part: index, of: parts.count)
                let width = CGFloat(share) * keyWidth + CGFloat(max(share - 1, 0)) * gap
                // Each row centred on the block (staggered as a keyboard's), flush with the outer edge when split.
                var x = side < 0 ? blockX + block - width : side > 0 ? blockX : blockX + (block - width) / 2
                if parts.count == 1 { x = blockX + (block - width) / 2 }
                for _ in 0..<share {
                    out.append(.rect(.init(CGRect(x: x, y: y, width: keyWidth, height: rowHeight), cornerRadius: 5, fill: key,
                                           stroke: DrawingStroke(PanelPalette.barEdge, width: 0.5))))
                    x += keyWidth + gap
                }
            }
            guard side != 0 || parts.count == 1 else { continue }
            let spaceY = top + gap + 3 * (rowHeight + gap)
            let space = parts.count == 1 ? CGRect(x: frame.midX - frame.width / 4, y: spaceY, width: frame.width / 2, height: rowHeight)
                : CGRect(x: blockX, y: spaceY, width: block, height: rowHeight)
            out.append(.rect(.init(space, cornerRadius: 5, fill: key, stroke: DrawingStroke(PanelPalette.barEdge, width: 0.5))))
            let size = PanelPalette.barTitleSize
            let label = fitted("Keyboard", width: space.width - 8, size: size, bold: true)
            if !label.isEmpty {
                out.append(.text(.init(label, at: CGPoint(x: space.midX, y: space.midY + size / 3), size: size, anchor: .middle,
                                       color: PanelPalette.inactiveText, bold: true)))
            }
        }
    }

    /// How many of a row's `count` keys part `part` of `parts` holds: dealt out as evenly as
    /// the count allows, leading part first (10 keys over 2 parts: 5 and 5; over 3: 3, 3 and 4).
    static func keyShare(_ count: Int, part: Int, of parts: Int) -> Int {
        guard parts > 1 else { return count }
        return count * (part + 1) / parts - count * part / parts
    }

    /// One bar item: a rounded button (round for a floating button) with its symbol's name and
    /// its title. Where both do not fit, the title is kept whole first: smaller, down to 5.5 pt,
    /// then on two lines without the symbol; only then shortened, its whole text in `legend`.
    /// An item near a rounded corner of the display is drawn inside it (``insideCorners(from:to:top:bottom:panel:)``):
    /// the tab bar's end items on a phone's bottom edge.
    static func appendItem(_ item: SystemBarItem, in bar: SystemBar, panel: StoryboardPanel, offset: (dx: CGFloat, dy: CGFloat),
                           to out: inout [DrawingPrimitive], legend: inout [String]) {
        var frame = item.frame.offsetBy(dx: offset.dx, dy: offset.dy).insetBy(dx: 1, dy: 1)
        let round = bar.kind == .floatingButton
        if !round {
            let room = insideCorners(from: frame.minX, to: frame.maxX, top: frame.minY, bottom: frame.maxY, panel: panel)
            frame = CGRect(x: room.lowerBound, y: frame.minY, width: room.upperBound - room.lowerBound, height: frame.height)
        }
        let accent = PanelPalette.accent
        out.append(.rect(.init(frame, cornerRadius: round ? frame.width / 2 : 8,
                               fill: item.isSelected || round ? accent : accent.over(PanelPalette.surface, opacity: 0.1),
                               stroke: DrawingStroke(accent, width: 1),
                               tooltip: "\(item.id): \(item.kind.rawValue) \"\(item.title)\" (\(item.symbol)) \(Format.rect(item.frame))"
                                   + (item.isSelected ? ", selected" : ""))))
        let color = item.isSelected || round ? PanelPalette.surface : accent
        let room = frame.width - 4
        var lines: [(String, Bool)] = []
        var size = PanelPalette.barTextSize
        while size > 5.5, estimatedWidth(item.title, size: size, bold: true) > room { size -= 0.5 }
        if estimatedWidth(item.title, size: size, bold: true) <= room {
            // The symbol's name above when it fits whole, else the title alone.
            if estimatedWidth(item.symbol, size: size) <= room { lines.append((item.symbol, false)) }
            lines.append((item.title, true))
        } else if let split = twoLines(item.title, width: room, size: size, bold: true) {
            lines = [(split.0, true), (split.1, true)]
        } else {
            lines = [(fitted(item.title, width: room, size: size, bold: true), true)]
            legend.append("\(item.id): \(item.title)")
        }
        let top = frame.midY - size * 0.35 - CGFloat(lines.count - 1) * (size + 2) / 2 + (lines.count == 1 ? size * 0.35 : 0)
        for (index, line) in lines.enumerated() where !line.0.isEmpty {
            out.append(.text(.init(line.0, at: CGPoint(x: frame.midX, y: top + CGFloat(index) * (size + 2)), size: size, anchor: .middle,
                                   color: color, bold: line.1)))
        }
    }

    /// The side bar's clock, "9:41", as high in its frame as the display's rounded corner lets
    /// it be: centred in the part of its line the corner leaves, smaller where that part is narrow
    /// (the 20 pt left above a streaming camera); none when not even 6-pt text fits.
    static func appendClock(_ clock: CGRect, panel: StoryboardPanel, to out: inout [DrawingPrimitive]) {
        let text = "9:41"
        var size = PanelPalette.barTextSize + 2
        while size >= 6 {
            var baseline = clock.minY + size + 2
            while baseline <= clock.maxY - 1 {
                let line = insideCorners(from: clock.minX + 1, to: clock.maxX - 1, top: baseline - size, bottom: baseline, panel: panel)
                if estimatedWidth(text, size: size, bold: true) <= line.upperBound - line.lowerBound {
                    out.append(.text(.init(text, at: CGPoint(x: (line.lowerBound + line.upperBound) / 2, y: baseline), size: size,
                                           anchor: .middle, color: PanelPalette.ink, bold: true)))
                    return
                }
                baseline += 1
            }
            size -= 1
        }
    }
}

import Foundation
import FoldKit

extension PanelDrawing {
    /// The drawn nodes with their frames in display points, by z-index, ties in list order.
    static func drawnNodes(_ panel: StoryboardPanel) -> [(node: PanelNode, frame: CGRect)] {
        panel.nodes.enumerated()
            .filter { $0.element.isDrawn }
            .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map { ($0.element, $0.element.frame!.offsetBy(dx: panel.window.minX, dy: panel.window.minY)) }
    }

    /// Every visible node boxed in its role's colour: a leaf filled and labelled `role · label`
    /// (or the label alone, smaller or on two lines, shortened only when nothing else fits, its
    /// whole text then in `legend`; bold when important; heavier outline when interactive),
    /// opaque so a node above hides the nodes below it; a container as a thin dashed outline
    /// without a label — except a `displace` whose child moved away, whose box would mark empty
    /// space (often the fold) as if it held content; a presentation as a leaf with rounded corners.
    static func appendNodes(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive], legend: inout [String]) {
        let drawn = drawnNodes(panel)
        let frames = Dictionary(drawn.map { ($0.node.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        for (node, frame) in drawn {
            let color = PanelPalette.color(role: node.role)
            var tooltip = "\(node.id): \(node.role) \(Format.rect(node.frame!))"
            if let region = node.region { tooltip += ", region \(region)" }
            if node.interactive { tooltip += ", interactive" }
            if node.important { tooltip += ", important" }
            if node.style == .container {
                if node.role == "displace", let child = panel.nodes.first(where: { $0.parent == node.id }).flatMap({ frames[$0.id] }),
                   !frame.insetBy(dx: -1, dy: -1).contains(child) { continue }
                out.append(.rect(.init(frame, stroke: DrawingStroke(color, width: 0.5, dash: [3, 2], opacity: 0.7), tooltip: tooltip)))
                continue
            }
            // Opaque (the role's tint over the display's surface), so what lies above hides what
            // lies below: z-order shows.
            out.append(.rect(.init(frame, cornerRadius: node.style == .presentation ? 6 : 0, fill: color.over(PanelPalette.surface, opacity: 0.12),
                                   stroke: DrawingStroke(color, width: node.interactive ? 1.5 : 0.75), tooltip: tooltip)))
            appendLabel(node, frame: frame, color: color, panel: panel, to: &out, legend: &legend)
        }
    }

    /// The smallest size a label is shrunk to before it is shortened, points.
    static let minimumLabelSize: CGFloat = 6.5

    /// A leaf's label inside its box, kept inside the display's rounded corners: `role · label`
    /// when it fits; else the label alone at the node-label size, then smaller down to
    /// ``minimumLabelSize``, then on two lines; only then shortened with `…`, and the whole text
    /// goes to `legend` (`id: label`).
    static func appendLabel(_ node: PanelNode, frame: CGRect, color: DrawingColor, panel: StoryboardPanel,
                            to out: inout [DrawingPrimitive], legend: inout [String]) {
        let size = PanelPalette.nodeLabelSize
        // A sliver (a row scrolled almost out of view, clipped by a bar) has no room for a label
        // and needs none: its tooltip names it.
        guard frame.height >= minimumLabelSize + 4 else { return }
        let line = insideCorners(from: frame.minX + 3, to: frame.maxX - 3, top: frame.minY + 2, bottom: frame.minY + 2 + size, panel: panel)
        let room = line.upperBound - line.lowerBound, bold = node.important
        func text(_ string: String, _ size: CGFloat, _ row: Int) {
            out.append(.text(.init(string, at: CGPoint(x: line.lowerBound, y: frame.minY + 2 + size + CGFloat(row) * (size + 2)), size: size,
                                   color: color, bold: bold)))
        }
        let full = "\(node.role) · \(node.label ?? node.id)"
        if frame.height >= size + 4, estimatedWidth(full, size: size, bold: bold) <= room { return text(full, size, 0) }
        let label = node.label ?? node.role
        var candidate = min(size, frame.height - 4)
        while candidate >= minimumLabelSize {
            if estimatedWidth(label, size: candidate, bold: bold) <= room { return text(label, candidate, 0) }
            candidate -= 0.5
        }
        // Two lines at the smallest size, broken at a space.
        let small = minimumLabelSize
        if frame.height >= 2 * small + 6, let split = twoLines(label, width: room, size: small, bold: bold) {
            text(split.0, small, 0)
            text(split.1, small, 1)
            return
        }
        let shortened = fitted(label, width: room, size: small, bold: bold)
        if !shortened.isEmpty { text(shortened, small, 0) }
        legend.append("\(node.id): \(label)")
    }

    /// `string` broken at a space into two lines that each fit `width`, nil when no break does.
    static func twoLines(_ string: String, width: CGFloat, size: CGFloat, bold: Bool) -> (String, String)? {
        for index in string.indices.reversed() where string[index] == " " {
            let first = String(string[..<index]), second = String(string[string.index(after: index)...])
            if estimatedWidth(first, size: size, bold: bold) <= width, estimatedWidth(second, size: size, bold: bold) <= width { return (first, second) }
        }
        return nil
    }

    /// The part of `minX…maxX` that a line of text spanning `top…bottom` (display points) can take
    /// inside the display's rounded corners (``cornerRadius(_:)``): where the line meets a corner's
    /// square, the ends move in to the arc, 2 pt clear of it.
    static func insideCorners(from minX: CGFloat, to maxX: CGFloat, top: CGFloat, bottom: CGFloat,
                              panel: StoryboardPanel) -> ClosedRange<CGFloat> {
        let r = cornerRadius(panel), height = panel.displaySize.height, width = panel.displaySize.width
        // How far from the display's top or bottom edge the line's nearest point lies.
        let fromEdge = min(top, height - bottom)
        guard r > 0, fromEdge < r else { return minX...max(minX, maxX) }
        let inset = r - (max(0, r * r - (r - max(0, fromEdge)) * (r - max(0, fromEdge)))).squareRoot() + 2
        let low = max(minX, inset), high = min(maxX, width - inset)
        return low...max(low, high)
    }

    /// A marker per node with findings: an outline in the worst severity's colour and the rule
    /// ids on a light badge above its top-trailing corner (below it at the display's top edge),
    /// moved in from the display's edges and rounded corners so it is never cut.
    /// Bars and their items are marked as nodes are. Findings about nothing drawn are listed by
    /// the HTML only.
    static func appendFindings(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive]) {
        guard !panel.findings.isEmpty else { return }
        let size = PanelPalette.nodeLabelSize
        var frames = Dictionary(drawnNodes(panel).map { ($0.node.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        // The UI layer's bars and items take findings too (FK001 on a bar, FK013 on an action).
        for bar in panel.bars {
            for (id, frame) in [(bar.id, bar.frame)] + bar.items.map({ ($0.id, $0.frame) }) where frames[id] == nil {
                frames[id] = frame.offsetBy(dx: panel.window.minX, dy: panel.window.minY)
            }
        }
        var order: [String] = []
        var byNode: [String: [PanelFinding]] = [:]
        for finding in panel.findings {
            guard let id = finding.nodeID, frames[id] != nil else { continue }
            if byNode[id] == nil { order.append(id) }
            byNode[id, default: []].append(finding)
        }
        for id in order {
            let findings = byNode[id]!, frame = frames[id]!
            let worst = PanelFinding.Severity.allCases.first { severity in findings.contains { $0.severity == severity } } ?? .info
            let color = PanelPalette.severity(worst)
            var rules: [String] = []
            for finding in findings where !rules.contains(finding.rule) { rules.append(finding.rule) }
            out.append(.rect(.init(frame.insetBy(dx: -1.5, dy: -1.5), stroke: DrawingStroke(color, width: 2),
                                   tooltip: findings.map { "\($0.rule) \($0.severity.rawValue): \($0.message)" }.joined(separator: "\n"))))
            // Above the box, where the node's own label is not; below it at the display's top
            // edge; inside its top-trailing corner when it spans the display's height.
            let below = frame.maxY + size + 2
            let y = frame.minY - 4 >= size ? frame.minY - 4 : below + 3 <= panel.displaySize.height ? below : frame.minY + size + 2
            let badge = rules.joined(separator: ", ")
            let width = estimatedWidth(badge, size: size, bold: true) + 4
            // Its end kept inside the display's edges and rounded corners, never cut by them.
            let line = insideCorners(from: 2, to: panel.displaySize.width - 2, top: y - size, bottom: y + 3, panel: panel)
            let end = max(min(frame.maxX, line.upperBound), line.lowerBound + width - 2)
            out.append(.rect(.init(CGRect(x: end - width + 2, y: y - size, width: width, height: size + 3), cornerRadius: 2,
                                   fill: PanelPalette.surface, fillOpacity: 0.9)))
            out.append(.text(.init(badge, at: CGPoint(x: end, y: y), size: size,
                                   anchor: .end, color: color, bold: true)))
        }
    }
}

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
    /// (or the label alone, shortened to fit; bold when important; heavier outline when
    /// interactive), opaque so a node above hides the nodes below it; a container as a thin
    /// dashed outline without a label; a presentation as a leaf with rounded corners.
    static func appendNodes(_ panel: StoryboardPanel, to out: inout [DrawingPrimitive]) {
        let size = PanelPalette.nodeLabelSize
        for (node, frame) in drawnNodes(panel) {
            let color = PanelPalette.color(role: node.role)
            var tooltip = "\(node.id): \(node.role) \(Format.rect(node.frame!))"
            if let region = node.region { tooltip += ", region \(region)" }
            if node.interactive { tooltip += ", interactive" }
            if node.important { tooltip += ", important" }
            if node.style == .container {
                out.append(.rect(.init(frame, stroke: DrawingStroke(color, width: 0.5, dash: [3, 2], opacity: 0.7), tooltip: tooltip)))
                continue
            }
            // Opaque (the role's tint over the display's surface), so what lies above hides what
            // lies below: z-order shows.
            out.append(.rect(.init(frame, cornerRadius: node.style == .presentation ? 6 : 0, fill: color.over(PanelPalette.surface, opacity: 0.12),
                                   stroke: DrawingStroke(color, width: node.interactive ? 1.5 : 0.75), tooltip: tooltip)))
            guard frame.height >= size + 4 else { continue }
            // `role · label` when it fits, else the label alone (what the node is matters more than
            // its role), shortened if need be; kept inside the display's rounded corners.
            let line = insideCorners(from: frame.minX + 3, to: frame.maxX - 3, top: frame.minY + 2, bottom: frame.minY + 2 + size, panel: panel)
            let full = "\(node.role) · \(node.label ?? node.id)", room = line.upperBound - line.lowerBound
            let text = estimatedWidth(full, size: size, bold: node.important) <= room
                ? full : fitted(node.label ?? node.role, width: room, size: size, bold: node.important)
            if text.isEmpty { continue }
            out.append(.text(.init(text, at: CGPoint(x: line.lowerBound, y: frame.minY + 2 + size), size: size,
                                   color: color, bold: node.important)))
        }
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

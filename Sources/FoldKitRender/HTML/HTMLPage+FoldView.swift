import Foundation
import FoldKit

extension HTMLPage {
    /// The side of the fold view's square stage, page pixels: every posture of a device is drawn
    /// at one scale that fits the device's largest display side into it (the Duo's 951 pt at
    /// 0.757 px per pt, so a 44-pt side-bar item is 33 px wide).
    public static let foldStageSize: CGFloat = 720

    /// The fold view of one scene on one device ("watching it fold", SPEC 10.1): a stage on which
    /// every node, bar, item and region of `panels` is one element, matched by id, moved with CSS
    /// transitions when the posture or state changes; posture buttons, a state menu when there are
    /// several states, and a play button that goes flat → book → tabletop and back.
    ///
    /// The frames are the layouts' (window coordinates, points), written as JSON in the page
    /// (``foldData(_:scale:)``), so the view needs no server and no fetch. All postures share one
    /// scale (``foldStageSize`` over the largest display side), each display centred, so the
    /// sizes compare truly and the portrait and landscape windows both fit.
    /// - Complexity: O(*p*·*n*) for *p* panels of *n* nodes.
    static func foldView(_ panels: [StoryboardPanel], dimensions: StateDimensions, to out: inout String) {
        guard let first = panels.first else { return }
        let largest = panels.map { max($0.displaySize.width, $0.displaySize.height) }.max() ?? 1
        // Rounded down to the thousandth the page writes, so the largest display stays inside the stage.
        let scale = largest.isFinite && largest > 0 ? max(0.001, (foldStageSize / largest * 1000).rounded(.down) / 1000) : 1
        out += "<figure class=\"fold-view\" data-fold=\""
        XMLEscape.append(StoryboardPaths.directory(first), to: &out)
        out += "\">\n<div class=\"fold-stage\" style=\"width:"
        DrawingNumber.append(foldStageSize, to: &out)
        out += "px;height:"
        DrawingNumber.append(foldStageSize, to: &out)
        out += "px\" data-size=\""
        DrawingNumber.append(foldStageSize, to: &out)
        out += "\" data-scale=\""
        DrawingNumber.append(scale, to: &out)
        out += "\"></div>\n<div class=\"fold-controls\">"
        for preset in postures(of: panels) { out += "<button type=\"button\" data-posture=\"\(preset.rawValue)\">\(preset.rawValue)</button>" }
        out += "<button type=\"button\" class=\"play\">▶ fold</button>"
        var states: [StateModifiers] = []
        for panel in panels where !states.contains(panel.state) { states.append(panel.state) }
        if states.count > 1 {
            out += "<select aria-label=\"State\">"
            for state in states {
                out += "<option value=\""
                XMLEscape.append(state.fileSuffix, to: &out)
                out += "\">"
                XMLEscape.append(dimensions.label(state) ?? "standard", to: &out)
                out += "</option>"
            }
            out += "</select>"
        }
        out += "</div>\n<figcaption><b>Watch it fold</b> · every node, bar and region moved by id between postures; "
        out += "faded: hidden in this posture. All postures at one scale ("
        DrawingNumber.append((scale * 100).rounded() / 100, to: &out)
        out += " px per pt), each display centred.</figcaption>\n<script type=\"application/json\" class=\"fold-data\">"
        out += foldData(panels, scale: scale)
        out += "</script>\n</figure>\n"
    }

    /// The fold view's data as JSON: the scale, the postures in play order, and per panel its
    /// posture, state (``StateModifiers/fileSuffix``), display size, window, safe area, nodes
    /// `[id, x, y, w, h, z]` (drawn ones only), regions, bars and items, all frames in window
    /// coordinates, points; plus each node's look once (`meta`: style, colour, label).
    /// `<` is written `\u003c`, so the JSON cannot close its `<script>` element.
    static func foldData(_ panels: [StoryboardPanel], scale: CGFloat) -> String {
        var out = "{\"scale\":"
        DrawingNumber.append(scale, to: &out)
        let present = postures(of: panels)
        let folding = [PosturePreset.flat, .book, .tabletop].filter(present.contains)
        let sequence = folding.count >= 2 ? folding : present
        out += ",\"sequence\":[" + sequence.map { "\"\($0.rawValue)\"" }.joined(separator: ",") + "],\"meta\":{"
        var seen = Set<String>()
        for panel in panels {
            for node in panel.nodes where node.isDrawn && seen.insert(node.id).inserted {
                if seen.count > 1 { out += "," }
                FoldJSON.string(node.id, to: &out)
                out += ":[\"\(node.style.rawValue)\",\"\(PanelPalette.color(role: node.role).hex)\","
                FoldJSON.string(node.label ?? node.id, to: &out)
                out += "]"
            }
        }
        out += "},\"panels\":["
        for (index, panel) in panels.enumerated() {
            if index > 0 { out += "," }
            FoldJSON.panel(panel, to: &out)
        }
        out += "]}"
        return out
    }
}

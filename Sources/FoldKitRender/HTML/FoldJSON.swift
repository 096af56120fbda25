import Foundation
import FoldKit

/// Writes the fold view's JSON by hand, deterministically: numbers as ``DrawingNumber`` prints
/// them, strings escaped for JSON and for an HTML `<script>` element (SPEC 10.1).
enum FoldJSON {
    /// Appends one panel: `{"posture", "state", "display": [w, h], "corner", "window": [x, y, w, h],
    /// "safe": [x, y, w, h], "nodes": [[id, x, y, w, h, z]], "regions": [[id, kind, active,
    /// [frame], [hardware]]], "bars": [[id, kind, [frame], title]], "items": [[id, kind, [frame],
    /// title, symbol, selected]]}`. The window is in display coordinates; everything else in
    /// window coordinates, points. Hidden nodes and non-finite frames are left out.
    static func panel(_ panel: StoryboardPanel, to out: inout String) {
        out += "{\"posture\":\"\(panel.posture.rawValue)\",\"state\":"
        string(panel.state.fileSuffix, to: &out)
        out += ",\"display\":["
        number(panel.displaySize.width, to: &out)
        out += ","
        number(panel.displaySize.height, to: &out)
        out += "],\"corner\":"
        number(PanelDrawing.cornerRadius(panel), to: &out)
        out += ",\"window\":"
        rect(panel.window, to: &out)
        out += ",\"safe\":"
        rect(panel.safeAreaFrame, to: &out)
        out += ",\"nodes\":"
        let drawn = panel.nodes.compactMap { node in node.isDrawn ? node.frame.map { (node, $0) } : nil }
        array(drawn, to: &out) { item, out in
            string(item.0.id, to: &out)
            out += ","
            numbers(item.1, to: &out)
            out += ",\(item.0.zIndex)"
        }
        out += ",\"regions\":"
        array(panel.regions.filter { $0.frame.isFiniteRect && $0.hardwareFrame.isFiniteRect }, to: &out) { region, out in
            string(region.id, to: &out)
            out += ",\"\(region.kind.rawValue)\",\(region.isActive ? 1 : 0),"
            rect(region.frame, to: &out)
            out += ","
            rect(region.hardwareFrame, to: &out)
        }
        out += ",\"bars\":"
        array(panel.bars.filter(\.frame.isFiniteRect), to: &out) { bar, out in
            strings([bar.id, bar.kind.rawValue], to: &out)
            out += ","
            rect(bar.frame, to: &out)
            out += ","
            string(bar.title ?? "", to: &out)
        }
        out += ",\"items\":"
        array(panel.bars.flatMap(\.items).filter(\.frame.isFiniteRect), to: &out) { item, out in
            strings([item.id, item.kind.rawValue], to: &out)
            out += ","
            rect(item.frame, to: &out)
            out += ","
            strings([item.title, item.symbol], to: &out)
            out += item.isSelected ? ",1" : ",0"
        }
        out += "}"
    }

    /// Appends `[[…],[…]]`: each element's members written by `write` inside its own brackets.
    static func array<T>(_ elements: [T], to out: inout String, _ write: (T, inout String) -> Void) {
        out += "["
        for (index, element) in elements.enumerated() {
            out += index == 0 ? "[" : ",["
            write(element, &out)
            out += "]"
        }
        out += "]"
    }

    /// Appends JSON strings separated by commas.
    static func strings(_ texts: [String], to out: inout String) {
        for (index, text) in texts.enumerated() {
            if index > 0 { out += "," }
            string(text, to: &out)
        }
    }

    /// Appends `[x,y,w,h]`.
    static func rect(_ rect: CGRect, to out: inout String) {
        out += "["
        numbers(rect, to: &out)
        out += "]"
    }

    /// Appends `x,y,w,h`.
    static func numbers(_ rect: CGRect, to out: inout String) {
        for (index, value) in [rect.minX, rect.minY, rect.width, rect.height].enumerated() {
            if index > 0 { out += "," }
            number(value, to: &out)
        }
    }

    /// Appends a number (at most three decimals; non-finite as 0, see ``DrawingNumber``).
    static func number(_ value: CGFloat, to out: inout String) { DrawingNumber.append(value, to: &out) }

    /// Appends `text` as a JSON string escaped for a `<script>` element too
    /// (``JSONString/append(_:to:forScript:)``).
    static func string(_ text: String, to out: inout String) {
        JSONString.append(text, to: &out, forScript: true)
    }
}

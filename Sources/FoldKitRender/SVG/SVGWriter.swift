import Foundation

/// Writes a ``PanelDrawing`` as one SVG document (SPEC 8.3).
///
/// The `viewBox` is the display in points; `width`/`height` are its pixel size. Deterministic:
/// the same drawing gives the same bytes — a fixed attribute order per element, every number
/// through ``DrawingNumber``, no timestamps and no locale. Text is escaped with ``XMLEscape``.
public enum SVGWriter {
    /// The font stack of every text; the PNG back end asks fontconfig for its first family.
    public static let fontFamily = "DejaVu Sans, Verdana, Arial, sans-serif"

    /// The SVG document of `drawing`, with an XML declaration and a final newline.
    /// - Complexity: O(*p*) in the number of primitives; one growing string.
    public static func document(_ drawing: PanelDrawing) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out.reserveCapacity(512 + 220 * drawing.primitives.count)
        element(drawing, to: &out)
        return out
    }

    /// Appends the `<svg>` element alone (no XML declaration), for inlining into HTML.
    public static func element(_ drawing: PanelDrawing, to out: inout String) {
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\""
        number("width", drawing.pixelSize.width, to: &out)
        number("height", drawing.pixelSize.height, to: &out)
        out += " viewBox=\"0 0 "
        DrawingNumber.append(drawing.size.width, to: &out)
        out += " "
        DrawingNumber.append(drawing.size.height, to: &out)
        out += "\" font-family=\"\(fontFamily)\">\n<title>"
        XMLEscape.append(drawing.title, to: &out)
        out += "</title>\n"
        for primitive in drawing.primitives {
            switch primitive {
            case .rect(let rect): self.rect(rect, to: &out)
            case .line(let line): self.line(line, to: &out)
            case .text(let text): self.text(text, to: &out)
            }
        }
        out += "</svg>\n"
    }

    static func rect(_ rect: DrawingPrimitive.Rect, to out: inout String) {
        out += "<rect"
        number("x", rect.frame.minX, to: &out)
        number("y", rect.frame.minY, to: &out)
        number("width", rect.frame.width, to: &out)
        number("height", rect.frame.height, to: &out)
        if rect.cornerRadius > 0 { number("rx", rect.cornerRadius, to: &out) }
        if let fill = rect.fill {
            out += " fill=\"\(fill.hex)\""
            if rect.fillOpacity < 1 { number("fill-opacity", rect.fillOpacity, to: &out) }
        } else {
            out += " fill=\"none\""
        }
        stroke(rect.stroke, to: &out)
        guard let tooltip = rect.tooltip else { out += "/>\n"; return }
        out += "><title>"
        XMLEscape.append(tooltip, to: &out)
        out += "</title></rect>\n"
    }

    static func line(_ line: DrawingPrimitive.Line, to out: inout String) {
        out += "<line"
        number("x1", line.start.x, to: &out)
        number("y1", line.start.y, to: &out)
        number("x2", line.end.x, to: &out)
        number("y2", line.end.y, to: &out)
        stroke(line.stroke, to: &out)
        out += "/>\n"
    }

    static func text(_ text: DrawingPrimitive.Text, to out: inout String) {
        out += "<text"
        number("x", text.position.x, to: &out)
        number("y", text.position.y, to: &out)
        number("font-size", text.size, to: &out)
        if text.bold { out += " font-weight=\"bold\"" }
        if text.anchor != .start { out += " text-anchor=\"\(text.anchor.rawValue)\"" }
        out += " fill=\"\(text.color.hex)\""
        if text.vertical {
            out += " transform=\"rotate(-90 "
            DrawingNumber.append(text.position.x, to: &out)
            out += " "
            DrawingNumber.append(text.position.y, to: &out)
            out += ")\""
        }
        out += ">"
        XMLEscape.append(text.string, to: &out)
        out += "</text>\n"
    }

    static func stroke(_ stroke: DrawingStroke?, to out: inout String) {
        guard let stroke else { out += " stroke=\"none\""; return }
        out += " stroke=\"\(stroke.color.hex)\""
        number("stroke-width", stroke.width, to: &out)
        if stroke.opacity < 1 { number("stroke-opacity", stroke.opacity, to: &out) }
        if !stroke.dash.isEmpty {
            out += " stroke-dasharray=\""
            for (index, length) in stroke.dash.enumerated() {
                if index > 0 { out += " " }
                DrawingNumber.append(length, to: &out)
            }
            out += "\""
        }
    }

    static func number(_ name: String, _ value: CGFloat, to out: inout String) {
        out += " \(name)=\""
        DrawingNumber.append(value, to: &out)
        out += "\""
    }
}

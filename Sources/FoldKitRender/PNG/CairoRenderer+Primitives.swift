import Foundation
import FoldKit
import _CCairo

extension CairoRenderer {
    /// Fills, then strokes, a (rounded) rectangle as SVG's `<rect rx>` does.
    static func draw(_ rect: DrawingPrimitive.Rect, in context: OpaquePointer) {
        let frame = rect.frame
        guard frame.isFiniteRect, frame.width >= 0, frame.height >= 0 else { return }
        let radius = min(rect.cornerRadius, frame.width / 2, frame.height / 2)
        if radius > 0 {
            cairo_new_sub_path(context)
            cairo_arc(context, frame.maxX - radius, frame.minY + radius, radius, -Double.pi / 2, 0)
            cairo_arc(context, frame.maxX - radius, frame.maxY - radius, radius, 0, Double.pi / 2)
            cairo_arc(context, frame.minX + radius, frame.maxY - radius, radius, Double.pi / 2, Double.pi)
            cairo_arc(context, frame.minX + radius, frame.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(context)
        } else {
            cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
        }
        if let fill = rect.fill {
            setColor(fill, opacity: rect.fillOpacity, in: context)
            cairo_fill_preserve(context)
        }
        if let stroke = rect.stroke {
            apply(stroke, in: context)
            cairo_stroke(context)
        } else {
            cairo_new_path(context)
        }
    }

    /// Strokes a line.
    static func draw(_ line: DrawingPrimitive.Line, in context: OpaquePointer) {
        cairo_move_to(context, line.start.x, line.start.y)
        cairo_line_to(context, line.end.x, line.end.y)
        apply(line.stroke, in: context)
        cairo_stroke(context)
    }

    /// Shows one line of text with its baseline anchor at `position`, rotated when vertical.
    static func draw(_ text: DrawingPrimitive.Text, in context: OpaquePointer) {
        guard !text.string.isEmpty, text.size > 0, text.size.isFinite else { return }
        cairo_save(context)
        cairo_select_font_face(context, fontFamily, CAIRO_FONT_SLANT_NORMAL, text.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, text.size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text.string, &extents)
        let offset: Double
        switch text.anchor {
        case .start: offset = 0
        case .middle: offset = -extents.x_advance / 2
        case .end: offset = -extents.x_advance
        }
        cairo_translate(context, text.position.x, text.position.y)
        if text.vertical { cairo_rotate(context, -Double.pi / 2) }
        cairo_move_to(context, offset, 0)
        setColor(text.color, opacity: 1, in: context)
        cairo_show_text(context, text.string)
        cairo_restore(context)
    }

    static func apply(_ stroke: DrawingStroke, in context: OpaquePointer) {
        setColor(stroke.color, opacity: stroke.opacity, in: context)
        cairo_set_line_width(context, stroke.width)
        stroke.dash.map(Double.init).withUnsafeBufferPointer { dashes in
            cairo_set_dash(context, dashes.baseAddress, Int32(dashes.count), 0)
        }
    }

    static func setColor(_ color: DrawingColor, opacity: CGFloat, in context: OpaquePointer) {
        let c = color.components
        cairo_set_source_rgba(context, c.red, c.green, c.blue, Double(opacity))
    }
}

import Foundation
import FoldKit
import _CCairo
import _CPango

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

    /// Shows one line of text with its baseline anchor at `position`, rotated when vertical,
    /// through Pango: the font stack's first family (``fontFamily``), and for any character it
    /// lacks (Chinese, Japanese, emoji) a font that has it, as fontconfig finds them (Debian's
    /// Noto fonts, installed by the set-up script).
    static func draw(_ text: DrawingPrimitive.Text, in context: OpaquePointer) {
        guard !text.string.isEmpty, text.size > 0, text.size.isFinite, let layout = pango_cairo_create_layout(context) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, fontFamily)
        pango_font_description_set_weight(font, text.bold ? foldkit_pango_weight_bold : foldkit_pango_weight_normal)
        pango_font_description_set_absolute_size(font, text.size * Double(foldkit_pango_scale))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text.string, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let width = Double(logical.width) / Double(foldkit_pango_scale)
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(foldkit_pango_scale)
        let offset: Double
        switch text.anchor {
        case .start: offset = 0
        case .middle: offset = -width / 2
        case .end: offset = -width
        }
        cairo_save(context)
        cairo_translate(context, text.position.x, text.position.y)
        if text.vertical { cairo_rotate(context, -Double.pi / 2) }
        cairo_move_to(context, offset, -baseline)
        setColor(text.color, opacity: 1, in: context)
        pango_cairo_show_layout(context, layout)
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

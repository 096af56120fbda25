import Foundation
import _CCairo

/// Renders a ``PanelDrawing`` to PNG bytes at the display's pixel size through Cairo (SPEC 8.3).
///
/// The canvas is `pixelSize` (the iPhone Duo's inner display in landscape: 2853 × 2007 px =
/// 951 × 669 pt × 3) and is scaled so one unit is one point, so the primitives render as in the
/// SVG. Text is laid out by Pango in ``fontFamily`` with fontconfig's fallback for the characters it lacks. Every Cairo status is checked; failures
/// are ``RenderError``s, never traps.
public enum CairoRenderer {
    /// The widest or tallest canvas rendered, pixels.
    public static let maximumSide = 16_384
    /// The largest canvas area rendered, pixels (256 MiB of ARGB).
    public static let maximumArea = 64 << 20
    /// The font family asked of fontconfig: the first of ``SVGWriter/fontFamily``.
    public static let fontFamily = "DejaVu Sans"

    /// The PNG file of `drawing`.
    /// - Throws: ``RenderError/invalidSize(width:height:)`` for an empty, fractional-overflow or
    ///   oversize canvas; ``RenderError/cairo(step:status:)`` when Cairo fails.
    /// - Complexity: O(*w*·*h*) pixels plus O(*p*) primitives.
    public static func png(_ drawing: PanelDrawing) throws(RenderError) -> Data {
        let size = drawing.pixelSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
              size.width <= CGFloat(maximumSide), size.height <= CGFloat(maximumSide),
              size.width * size.height <= CGFloat(maximumArea),
              drawing.size.width > 0, drawing.size.height > 0, drawing.size.width.isFinite, drawing.size.height.isFinite else {
            throw .invalidSize(width: size.width, height: size.height)
        }
        // The pixels in pages of their own (``MappedBuffer``), returned when the panel is done.
        let width = Int32(size.width), height = Int32(size.height)
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)
        guard stride > 0, let pixels = MappedBuffer(count: Int(stride) * Int(height)) else {
            throw .cairo(step: "create surface", status: "no memory")
        }
        guard let surface = cairo_image_surface_create_for_data(pixels.base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                width, height, stride) else {
            throw .cairo(step: "create surface", status: "no surface")
        }
        // Unmapped only after the surface is destroyed (defers run last first).
        defer { withExtendedLifetime(pixels) {} }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), step: "create surface")
        guard let context = cairo_create(surface) else { throw .cairo(step: "create context", status: "no context") }
        defer { cairo_destroy(context) }
        try check(cairo_status(context), step: "create context")
        cairo_scale(context, Double(size.width / drawing.size.width), Double(size.height / drawing.size.height))
        paint(drawing, in: context)
        try check(cairo_status(context), step: "draw")
        cairo_surface_flush(surface)
        return try encode(surface)
    }

    /// Paints `drawing`'s primitives in order into `context`, one unit a point (the caller sets
    /// the transform: a PNG's scale, a PDF page's place for the panel).
    static func paint(_ drawing: PanelDrawing, in context: OpaquePointer) {
        cairo_set_miter_limit(context, 4)  // SVG's default
        for primitive in drawing.primitives {
            switch primitive {
            case .rect(let rect): draw(rect, in: context)
            case .line(let line): draw(line, in: context)
            case .text(let text): draw(text, in: context)
            }
        }
    }

    /// The surface as PNG bytes (``PNGEncoder``: Cairo's own writer is four times slower).
    static func encode(_ surface: OpaquePointer) throws(RenderError) -> Data {
        try PNGEncoder.encode(surface)
    }

    static func check(_ status: cairo_status_t, step: String) throws(RenderError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        let text = cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)"
        throw .cairo(step: step, status: text)
    }
}

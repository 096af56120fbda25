import Foundation
import _CCairo

/// Encodes a Cairo image surface as PNG bytes through libpng's simplified API, asking it to
/// favour speed (`PNG_IMAGE_FLAG_FAST`) (SPEC 8.3).
///
/// Cairo's own writer makes libpng try every filter on every row at zlib's default level, which
/// costs most of a storyboard panel's time; storyboard panels are flat colours, where the fast
/// setting gives files of about the same size in a fraction of the time. Deterministic: the same
/// pixels give the same bytes.
enum PNGEncoder {
    /// The PNG bytes of `surface`, an ARGB32 image surface (premultiplied alpha, native-endian
    /// 32-bit pixels); colours are un-premultiplied into straight RGBA for libpng.
    /// - Throws: ``RenderError/cairo(step:status:)`` when the surface is not ARGB32 or libpng fails.
    /// - Complexity: O(*w*·*h*) pixels.
    static func encode(_ surface: OpaquePointer) throws(RenderError) -> Data {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32, let pixels = cairo_image_surface_get_data(surface) else {
            throw .cairo(step: "write PNG", status: "not an ARGB32 image surface")
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var rgba = [UInt8](repeating: 0, count: 4 * width * height)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { store(row[x], into: out, at: 4 * (y * width + x)) }
            }
        }
        var image = png_image()
        image.version = foldkit_png_image_version
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = foldkit_png_format_rgba
        image.flags = foldkit_png_image_flag_fast
        defer { png_image_free(&image) }
        var size: png_alloc_size_t = 0
        let rowStride = Int32(4 * width)
        guard png_image_write_to_memory(&image, nil, &size, 0, rgba, rowStride, nil) != 0, size > 0 else {
            throw .cairo(step: "write PNG", status: message(image))
        }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        let written = bytes.withUnsafeMutableBytes { out in
            png_image_write_to_memory(&image, out.baseAddress, &size, 0, rgba, rowStride, nil)
        }
        guard written != 0 else { throw .cairo(step: "write PNG", status: message(image)) }
        return Data(bytes[0..<Int(size)])
    }

    /// libpng's message for a failed simplified-API call.
    static func message(_ image: png_image) -> String {
        var copy = image.message
        return withUnsafeBytes(of: &copy) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// Writes one native ARGB32 pixel (premultiplied) as straight RGBA at `offset`.
    @inline(__always)
    static func store(_ pixel: UInt32, into bytes: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        let alpha = pixel >> 24
        var red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
        if alpha != 0 && alpha != 255 {
            red = (red * 255 + alpha / 2) / alpha
            green = (green * 255 + alpha / 2) / alpha
            blue = (blue * 255 + alpha / 2) / alpha
        }
        bytes[offset] = UInt8(min(red, 255))
        bytes[offset + 1] = UInt8(min(green, 255))
        bytes[offset + 2] = UInt8(min(blue, 255))
        bytes[offset + 3] = UInt8(alpha)
    }
}

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
    /// 32-bit pixels); colours are un-premultiplied into straight RGBA for libpng **in place**, so
    /// the surface's pixels are spent: destroy it afterwards.
    ///
    /// Memory: the surface and one output buffer of libpng's upper bound (``sizeBound(width:height:)``),
    /// mapped (``MappedBuffer``); libpng compresses once into it (asked for the size first, it
    /// would compress twice).
    /// - Throws: ``RenderError/cairo(step:status:)`` when the surface is not ARGB32 or libpng fails.
    /// - Complexity: O(*w*·*h*) pixels.
    static func encode(_ surface: OpaquePointer) throws(RenderError) -> Data {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32, let pixels = cairo_image_surface_get_data(surface) else {
            throw .cairo(step: "write PNG", status: "not an ARGB32 image surface")
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Each pixel's four bytes become its RGBA bytes: read before written, in place.
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(pixels + y * stride)
            let out = UnsafeMutableBufferPointer(start: row.assumingMemoryBound(to: UInt8.self), count: 4 * width)
            for x in 0..<width { store(row.load(fromByteOffset: 4 * x, as: UInt32.self), into: out, at: 4 * x) }
        }
        cairo_surface_mark_dirty(surface)
        var image = png_image()
        image.version = foldkit_png_image_version
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = foldkit_png_format_rgba
        image.flags = foldkit_png_image_flag_fast
        defer { png_image_free(&image) }
        // libpng's own upper bound: one compression pass, into a buffer it cannot outgrow.
        let capacity = sizeBound(width: width, height: height)
        guard let buffer = MappedBuffer(count: capacity) else { throw .cairo(step: "write PNG", status: "no memory") }
        var size = png_alloc_size_t(capacity)
        let written = withExtendedLifetime(buffer) { () -> Data? in
            guard png_image_write_to_memory(&image, buffer.base, &size, 0, pixels, Int32(stride), nil) != 0 else { return nil }
            return Data(bytes: buffer.base, count: Int(size))
        }
        guard let written else { throw .cairo(step: "write PNG", status: message(image)) }
        return written
    }

    /// An upper bound on the PNG bytes of a `width` × `height` RGBA image: libpng's
    /// `PNG_IMAGE_PNG_SIZE_MAX` (the rows with their filter bytes, zlib's worst case, an IDAT
    /// chunk header per 8 KiB, and the signature, IHDR, gAMA, cHRM and IEND chunks).
    static func sizeBound(width: Int, height: Int) -> Int {
        let data = 4 * width * height + height
        let compressed = data + (data + 7) >> 3 + (data + 63) >> 6 + 11
        return 8 + 25 + 16 + 44 + 12 + 12 + 12 * (compressed / 8192) + compressed
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

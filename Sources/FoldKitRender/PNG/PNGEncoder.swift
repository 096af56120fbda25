import Foundation
import _CCairo

/// Encodes a Cairo image surface as a PNG file: 8-bit RGBA, every row with PNG's `Up` filter,
/// deflated by zlib at ``compressionLevel`` (SPEC 8.3).
///
/// Cairo's own writer tries every PNG filter on every row and deflates at zlib's default level,
/// which costs 80 % of a storyboard panel's time; storyboard panels are flat colours, where the
/// `Up` filter and a fast level give files within a few percent of that size in a fifth of the
/// time. Deterministic: the same pixels give the same bytes.
enum PNGEncoder {
    /// zlib's level: 1 (fastest) … 9 (smallest).
    static let compressionLevel: Int32 = 3

    /// The PNG bytes of `surface`, an ARGB32 image surface (premultiplied alpha, native-endian
    /// 32-bit pixels); colours are un-premultiplied.
    /// - Throws: ``RenderError/cairo(step:status:)`` when zlib fails or the surface is not ARGB32.
    /// - Complexity: O(*w*·*h*) pixels.
    static func encode(_ surface: OpaquePointer) throws(RenderError) -> Data {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32, let pixels = cairo_image_surface_get_data(surface) else {
            throw .cairo(step: "write PNG", status: "not an ARGB32 image surface")
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rowLength = 1 + 4 * width
        var raw = [UInt8](repeating: 0, count: rowLength * height)
        var previous = [UInt8](repeating: 0, count: 4 * width)
        var current = [UInt8](repeating: 0, count: 4 * width)
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { store(row[x], into: &current, at: 4 * x) }
            let base = y * rowLength
            raw[base] = 2  // Up: each byte minus the byte above it
            for i in 0..<(4 * width) { raw[base + 1 + i] = current[i] &- previous[i] }
            swap(&previous, &current)
        }
        var compressedLength = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        let status = compressed.withUnsafeMutableBufferPointer { out in
            raw.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &compressedLength, input.baseAddress, uLong(input.count), compressionLevel)
            }
        }
        guard status == Z_OK else { throw .cairo(step: "write PNG", status: "zlib status \(status)") }
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        append(UInt32(width), to: &header)
        append(UInt32(height), to: &header)
        header.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, no interlace
        chunk("IHDR", header, to: &data)
        chunk("IDAT", Data(compressed[0..<Int(compressedLength)]), to: &data)
        chunk("IEND", Data(), to: &data)
        return data
    }

    /// Writes one native ARGB32 pixel (premultiplied) as straight RGBA at `offset`.
    @inline(__always)
    static func store(_ pixel: UInt32, into bytes: inout [UInt8], at offset: Int) {
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

    /// Appends a chunk: length, type, data and the CRC-32 of type and data.
    static func chunk(_ type: String, _ body: Data, to data: inout Data) {
        append(UInt32(body.count), to: &data)
        var typed = Data(type.utf8)
        typed.append(body)
        data.append(typed)
        let crc = typed.withUnsafeBytes { crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, uInt($0.count)) }
        append(UInt32(crc), to: &data)
    }

    /// Appends `value` big-endian.
    static func append(_ value: UInt32, to data: inout Data) {
        data.append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }
}

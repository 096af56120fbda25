import Foundation
import Testing
import FoldKit
@testable import FoldKitRender
import _FoldKitTestSupport
import _CCairo

/// PNG output through Cairo: the display's pixel size, the same picture as the SVG (checked on
/// decoded pixels, never bytes), typed errors (SPEC 8.3, STYLE 12).
struct CairoRendererTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var device: String
        var posture: PosturePreset
        var width: Int
        var height: Int
        var testDescription: String { "\(device) \(posture.rawValue) \(width) × \(height)" }
    }

    /// The display at its pixel size, and below it the caption band: two lines, 40 pt = 2 × (11 + 3)
    /// + 2 × 6, at the display's scale (rounded up).
    @Test(arguments: [
        Case(device: "iphone-duo", posture: .book, width: 951 * 3, height: 669 * 3 + 40 * 3),  // 2853 × 2007, the App Store slot
        Case(device: "iphone-duo", posture: .tabletop, width: 669 * 3, height: 951 * 3 + 40 * 3),
        Case(device: "iphone-duo", posture: .closed, width: 360 * 3, height: 780 * 3 + 40 * 3),
        Case(device: "book-foldable", posture: .flat, width: 2208, height: 1840 + 105),  // round(841 × 2.625), round(701 × 2.625); 105 = 40 × 2.625
    ])
    func pngHasTheDisplaysPixelSizeAndTheCaptionBand(_ c: Case) throws {
        let data = try CairoRenderer.png(PanelDrawing(SamplePanels.space(c.device, c.posture)))
        let size = try #require(RenderedFiles.pngSize(data))
        #expect(size.width == c.width && size.height == c.height)
    }

    /// Samples decoded pixels: the crease is the hardware colour, the content area white, the
    /// corner outside the rounded display transparent.
    @Test func duoBookPixels() throws {
        let data = try CairoRenderer.png(PanelDrawing(SamplePanels.space("iphone-duo", .book)))
        let image = try #require(DecodedPNG(data))
        // (475.5, 300) pt is inside the crease 467.5 … 483.5 → pixel (1426, 900) at scale 3.
        #expect(image.rgba(x: 1426, y: 900) == rgba(PanelPalette.hardware(.division)))
        #expect(image.rgba(x: 600, y: 900) == rgba(PanelPalette.surface))
        // (2, 2) pt is outside the display's rounded corner (radius 40.14 = 669 × 0.06): the page's
        // colour, which covers whatever was drawn past the corner.
        #expect(image.rgba(x: 6, y: 6) == rgba(PanelPalette.surface))
    }

    /// A keyboard's square corners past the display's rounded ones are covered: the Duo's closed
    /// keyboard (bottom corners of the outer display) shows the page's colour at the corner, and
    /// its grey just inside the rounded outline.
    @Test func keyboardEndsAtTheRoundedCorner() throws {
        var panel = SamplePanels.space("iphone-duo", .closed)
        let size = panel.displaySize
        panel.bars = [SystemBar(id: "system.keyboard", kind: .keyboard, frame: CGRect(x: 0, y: size.height - 336, width: size.width, height: 336))]
        let drawing = PanelDrawing(panel)
        let image = try #require(DecodedPNG(try CairoRenderer.png(drawing)))
        let scale = panel.pixelSize.height / panel.displaySize.height
        let corner = CGPoint(x: 2, y: panel.displaySize.height - 2)
        #expect(image.rgba(x: Int(corner.x * scale), y: Int(corner.y * scale)) == rgba(PanelPalette.surface))
        let inside = CGPoint(x: panel.displaySize.width / 2, y: panel.displaySize.height - 4)
        #expect(image.rgba(x: Int(inside.x * scale), y: Int(inside.y * scale)) == rgba(DrawingColor(hex: 0xD1D3D9)))
    }

    @Test func garageRenders() throws {
        let data = try CairoRenderer.png(PanelDrawing(SamplePanels.garage))
        #expect(RenderedFiles.pngSize(data)?.width == 2853)
    }

    @Test func emptyOrHugeCanvasesAreTypedErrors() {
        let empty = PanelDrawing(size: .zero, pixelSize: .zero, title: "", primitives: [])
        #expect(throws: RenderError.invalidSize(width: 0, height: 0)) { try CairoRenderer.png(empty) }
        let huge = PanelDrawing(size: CGSize(width: 10_000, height: 10_000), pixelSize: CGSize(width: 30_000, height: 30_000), title: "", primitives: [])
        #expect(throws: RenderError.invalidSize(width: 30_000, height: 30_000)) { try CairoRenderer.png(huge) }
    }

    func rgba(_ color: DrawingColor) -> DecodedPNG.Pixel { DecodedPNG.Pixel(red: color.red, green: color.green, blue: color.blue, alpha: 255) }
}

/// A PNG decoded by Cairo, for sampling pixels in tests.
struct DecodedPNG {
    struct Pixel: Equatable, CustomStringConvertible {
        var red, green, blue, alpha: UInt8
        var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    let width: Int
    let height: Int
    let stride: Int
    let bytes: [UInt8]

    init?(_ data: Data) {
        final class Source { var data: Data; var offset = 0; init(_ data: Data) { self.data = data } }
        let source = Source(data)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
                guard let buffer, source.offset + Int(length) <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
                source.data.copyBytes(to: buffer, from: source.offset..<source.offset + Int(length))
                source.offset += Int(length)
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
        defer { cairo_surface_destroy(surface) }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        bytes = Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * height))
    }

    /// The pixel at (`x`, `y`), un-premultiplied (Cairo's ARGB32 is native-endian, little here).
    func rgba(x: Int, y: Int) -> Pixel {
        let i = y * stride + 4 * x
        let (b, g, r, a) = (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        guard a > 0 else { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return Pixel(red: un(r), green: un(g), blue: un(b), alpha: a)
    }
}

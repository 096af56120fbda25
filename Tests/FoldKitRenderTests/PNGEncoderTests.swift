import Foundation
import Testing
import FoldKit
@testable import FoldKitRender
import _FoldKitTestSupport

/// FoldKit's PNG encoder, read back by libpng through Cairo: straight (un-premultiplied) RGBA,
/// every row, valid chunks; the same pixels give the same bytes.
struct PNGEncoderTests {
    /// A 6 × 4 px drawing: the left half opaque blue, the right half red at half opacity over
    /// nothing (transparent), so both the opaque path and un-premultiplying are read back.
    static let drawing = PanelDrawing(size: CGSize(width: 6, height: 4), pixelSize: CGSize(width: 6, height: 4), title: "t", primitives: [
        .rect(.init(CGRect(x: 0, y: 0, width: 3, height: 4), fill: DrawingColor(hex: 0x0000FF))),
        .rect(.init(CGRect(x: 3, y: 0, width: 3, height: 4), fill: DrawingColor(hex: 0xFF0000), fillOpacity: 0.5)),
    ])

    @Test func roundTripsThroughLibpng() throws {
        let data = try CairoRenderer.png(Self.drawing)
        let image = try #require(DecodedPNG(data), "libpng reads the file")
        #expect(image.width == 6 && image.height == 4)
        for y in 0..<4 {
            #expect(image.rgba(x: 0, y: y) == DecodedPNG.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
            let half = image.rgba(x: 5, y: y)
            // Half of 255, rounded either way by Cairo; the colour itself survives un-premultiplying.
            #expect((127...128).contains(half.alpha) && half.red == 255 && half.green == 0 && half.blue == 0, "\(half)")
        }
    }

    @Test func sameDrawingSameBytes() throws {
        #expect(try CairoRenderer.png(Self.drawing) == CairoRenderer.png(Self.drawing))
    }

    /// Noise, the image that compresses worst: 1,000 one-pixel squares of random colours and
    /// opacities on a 40 × 25 px canvas. libpng writes it in one pass into a buffer of its own
    /// bound (``PNGEncoder/sizeBound(width:height:)``): the file fits the bound and reads back.
    @Test func noiseFitsTheSizeBound() throws {
        var generator = SeededGenerator.fromEnvironment(fallback: 20_261_206)
        var primitives: [DrawingPrimitive] = []
        for index in 0..<1_000 {
            let color = DrawingColor(hex: UInt32.random(in: 0...0xFF_FFFF, using: &generator))
            primitives.append(.rect(.init(CGRect(x: index % 40, y: index / 40, width: 1, height: 1), fill: color,
                                          fillOpacity: CGFloat.random(in: 0...1, using: &generator))))
        }
        let drawing = PanelDrawing(size: CGSize(width: 40, height: 25), pixelSize: CGSize(width: 40, height: 25), title: "noise", primitives: primitives)
        let data = try CairoRenderer.png(drawing)
        // 4,025 = 4 × 40 × 25 + 25 row filter bytes, before zlib's worst case and the chunks.
        #expect(data.count <= PNGEncoder.sizeBound(width: 40, height: 25))
        let image = try #require(DecodedPNG(data), "libpng reads the file")
        #expect(image.width == 40 && image.height == 25)
    }
}

import Foundation
import Testing
import FoldKit
@testable import FoldKitRender

/// Text renders everywhere (issue: Chinese, Japanese and emoji labels came out as empty boxes):
/// the PNG back end lays text out with Pango, which falls back to a font that has the character
/// (Debian's Noto CJK and Noto Color Emoji, installed by the set-up script).
struct FontFallbackTests {
    /// One black line of `text`, 40 pt, on a white 200 × 60 pt canvas at 2×.
    static func render(_ text: String) throws -> DecodedPNG {
        let drawing = PanelDrawing(size: CGSize(width: 200, height: 60), pixelSize: CGSize(width: 400, height: 120), title: "t", primitives: [
            .rect(.init(CGRect(x: 0, y: 0, width: 200, height: 60), fill: DrawingColor(hex: 0xFFFFFF))),
            .text(.init(text, at: CGPoint(x: 10, y: 45), size: 40, color: DrawingColor(hex: 0x000000))),
        ])
        return try #require(DecodedPNG(try CairoRenderer.png(drawing)))
    }

    /// The bounding box of the pixels that are not white, pixels.
    static func ink(_ image: DecodedPNG) -> (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                guard Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 200 else { continue }
                box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y), $0.count + 1) } ?? (x, y, x, y, 1)
            }
        }
        return box
    }

    /// 一 (U+4E00, "one") is a single horizontal stroke: its ink is several times wider than tall.
    /// A missing-glyph box is taller than wide, so a box cannot pass.
    @Test func chineseGlyphIsDrawnNotABox() throws {
        let box = try #require(Self.ink(try Self.render("一")))
        let width = box.maxX - box.minX + 1, height = box.maxY - box.minY + 1
        #expect(width > 4 * height, "ink \(width) × \(height) px")
    }

    /// Japanese kana and Chinese hanzi draw differently from characters no font has (private-use
    /// code points, drawn as missing-glyph boxes): their pixels are not the boxes'.
    @Test(arguments: ["日本語", "漢字", "カメラ"])
    func cjkDiffersFromMissingGlyphs(_ text: String) throws {
        let drawn = try Self.render(text)
        let missing = try Self.render(String(repeating: "\u{F0000}", count: text.count))
        #expect(drawn.bytes != missing.bytes)
        let box = try #require(Self.ink(drawn))
        #expect(box.count > 200, "\(text): \(box.count) ink pixels")
    }

    /// An emoji is drawn in colour from the emoji font, though the text is black: a box would be
    /// black or grey.
    @Test(arguments: ["😀", "👍"])
    func emojiIsDrawnInColour(_ emoji: String) throws {
        let image = try Self.render(emoji)
        var coloured = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                if max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue) > 80 { coloured += 1 }
            }
        }
        #expect(coloured > 100, "\(emoji): \(coloured) coloured pixels")
    }
}

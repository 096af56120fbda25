/// An opaque sRGB colour of a drawing; opacity is a separate property of each paint.
public struct DrawingColor: Sendable, Hashable {
    /// Red, green and blue, 0…255.
    public var red, green, blue: UInt8

    /// Creates a colour from `0xRRGGBB`.
    public init(hex: UInt32) {
        red = UInt8((hex >> 16) & 0xFF)
        green = UInt8((hex >> 8) & 0xFF)
        blue = UInt8(hex & 0xFF)
    }

    /// `#rrggbb`, lower case (SVG and CSS).
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var out = "#"
        for channel in [red, green, blue] {
            out.append(digits[Int(channel >> 4)])
            out.append(digits[Int(channel & 0xF)])
        }
        return out
    }

    /// Red, green and blue as fractions 0…1 (Cairo).
    public var components: (red: Double, green: Double, blue: Double) {
        (Double(red) / 255, Double(green) / 255, Double(blue) / 255)
    }

    /// This colour laid over `base` at `opacity` (0…1), as one opaque colour: each channel
    /// `base + (self − base) × opacity`, rounded. Deterministic.
    public func over(_ base: DrawingColor, opacity: Double) -> DrawingColor {
        let t = min(max(opacity, 0), 1)
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt32 { UInt32((Double(bottom) + (Double(top) - Double(bottom)) * t).rounded()) }
        return DrawingColor(hex: mix(red, base.red) << 16 | mix(green, base.green) << 8 | mix(blue, base.blue))
    }
}

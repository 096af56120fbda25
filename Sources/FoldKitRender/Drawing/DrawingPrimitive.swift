import Foundation

/// One thing to draw, in display points (origin at the display's top-left, y down).
///
/// A ``PanelDrawing`` is a list of these, painted in order (later on top). The SVG and PNG back
/// ends render each case identically; they add nothing and drop nothing.
public enum DrawingPrimitive: Sendable, Hashable {
    /// A rectangle, optionally rounded, filled and/or stroked.
    case rect(Rect)
    /// A straight line.
    case line(Line)
    /// One line of text.
    case text(Text)

    /// A rectangle: `frame` in display points, `cornerRadius` points, an optional fill and stroke.
    public struct Rect: Sendable, Hashable {
        /// The rectangle, display points.
        public var frame: CGRect
        /// The corner radius, points; 0 for square corners.
        public var cornerRadius: CGFloat
        /// The fill colour, nil for none.
        public var fill: DrawingColor?
        /// The fill's opacity 0…1.
        public var fillOpacity: CGFloat
        /// The outline, nil for none.
        public var stroke: DrawingStroke?
        /// A tooltip (SVG `<title>`); not painted.
        public var tooltip: String?

        /// Creates a rectangle.
        public init(_ frame: CGRect, cornerRadius: CGFloat = 0, fill: DrawingColor? = nil, fillOpacity: CGFloat = 1,
                    stroke: DrawingStroke? = nil, tooltip: String? = nil) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.fill = fill
            self.fillOpacity = fillOpacity
            self.stroke = stroke
            self.tooltip = tooltip
        }
    }

    /// A line from `start` to `end`, display points.
    public struct Line: Sendable, Hashable {
        /// The start point.
        public var start: CGPoint
        /// The end point.
        public var end: CGPoint
        /// How it is painted.
        public var stroke: DrawingStroke

        /// Creates a line.
        public init(from start: CGPoint, to end: CGPoint, stroke: DrawingStroke) {
            self.start = start
            self.end = end
            self.stroke = stroke
        }
    }

    /// One line of text whose baseline passes through `position` (display points).
    public struct Text: Sendable, Hashable {
        /// Which point of the text `position` is: its start, middle or end along the baseline.
        public enum Anchor: String, Sendable, Hashable {
            /// The text starts at `position`.
            case start
            /// The text is centred on `position`.
            case middle
            /// The text ends at `position`.
            case end
        }

        /// The text on one line; control characters are replaced (tab, line breaks by a space,
        /// others by U+FFFD) so every back end draws the same glyphs.
        public var string: String
        /// The anchor point on the baseline, display points.
        public var position: CGPoint
        /// The font size, points.
        public var size: CGFloat
        /// Which point of the text ``position`` is.
        public var anchor: Anchor
        /// The colour.
        public var color: DrawingColor
        /// Bold or regular weight.
        public var bold: Bool
        /// Rotated 90° counter-clockwise about ``position`` (reads bottom to top).
        public var vertical: Bool

        /// Creates a text.
        public init(_ string: String, at position: CGPoint, size: CGFloat, anchor: Anchor = .start,
                    color: DrawingColor, bold: Bool = false, vertical: Bool = false) {
            self.string = Self.printable(string)
            self.position = position
            self.size = size
            self.anchor = anchor
            self.color = color
            self.bold = bold
            self.vertical = vertical
        }

        /// `string` on one line with no control characters.
        static func printable(_ string: String) -> String {
            guard string.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0.value == 0xFFFE || $0.value == 0xFFFF })
            else { return string }
            var out = String.UnicodeScalarView()
            for scalar in string.unicodeScalars {
                switch scalar.value {
                case 0x09, 0x0A, 0x0D: out.append(" ")
                case 0..<0x20, 0x7F, 0xFFFE, 0xFFFF: out.append("\u{FFFD}")
                default: out.append(scalar)
                }
            }
            return String(out)
        }
    }
}

extension DrawingPrimitive {
    /// The same primitive moved by `dx`, `dy` points (a frame's bezel moves the display in).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> DrawingPrimitive {
        switch self {
        case .rect(var rect):
            rect.frame = rect.frame.offsetBy(dx: dx, dy: dy)
            return .rect(rect)
        case .line(var line):
            line.start = CGPoint(x: line.start.x + dx, y: line.start.y + dy)
            line.end = CGPoint(x: line.end.x + dx, y: line.end.y + dy)
            return .line(line)
        case .text(var text):
            text.position = CGPoint(x: text.position.x + dx, y: text.position.y + dy)
            return .text(text)
        }
    }
}

extension DrawingPrimitive {
    /// The same primitive scaled about the origin by `factor`: frames, points, corner radii, font
    /// sizes, stroke widths and dashes (a panel placed small on a PDF page).
    public func scaled(by factor: CGFloat) -> DrawingPrimitive {
        func scaled(_ stroke: DrawingStroke) -> DrawingStroke {
            var stroke = stroke
            stroke.width *= factor
            stroke.dash = stroke.dash.map { $0 * factor }
            return stroke
        }
        switch self {
        case .rect(var rect):
            rect.frame = CGRect(x: rect.frame.minX * factor, y: rect.frame.minY * factor, width: rect.frame.width * factor, height: rect.frame.height * factor)
            rect.cornerRadius *= factor
            rect.stroke = rect.stroke.map(scaled)
            return .rect(rect)
        case .line(var line):
            line.start = CGPoint(x: line.start.x * factor, y: line.start.y * factor)
            line.end = CGPoint(x: line.end.x * factor, y: line.end.y * factor)
            line.stroke = scaled(line.stroke)
            return .line(line)
        case .text(var text):
            text.position = CGPoint(x: text.position.x * factor, y: text.position.y * factor)
            text.size *= factor
            return .text(text)
        }
    }
}

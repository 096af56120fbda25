import Foundation

/// How a rect's outline or a line is painted: colour, width and dash pattern, in points.
public struct DrawingStroke: Sendable, Hashable {
    /// The colour.
    public var color: DrawingColor
    /// The line width, points, centred on the path.
    public var width: CGFloat
    /// Dash and gap lengths, points, starting with a dash; empty for a solid line.
    public var dash: [CGFloat]
    /// Opacity 0…1.
    public var opacity: CGFloat

    /// Creates a stroke.
    public init(_ color: DrawingColor, width: CGFloat = 1, dash: [CGFloat] = [], opacity: CGFloat = 1) {
        self.color = color
        self.width = width
        self.dash = dash
        self.opacity = opacity
    }
}

import Foundation

/// The device pixel grid that computed boundaries snap to: `1 / scale` points per pixel (SPEC 1).
///
/// Snapping is one explicit step applied to *computed* boundaries (split panes, grid cells,
/// placements). Region frames are data and are never snapped. Frames that meet are built from the
/// same snapped boundary value, so they share it exactly.
public struct PixelGrid: Sendable, Hashable {
    /// Pixels per point; finite and > 0.
    public let scale: CGFloat

    /// Creates a grid of `scale` pixels per point. A non-finite or non-positive scale means "no
    /// snapping" (scale 0), so no input can trap.
    @inlinable
    public init(scale: CGFloat) {
        self.scale = scale.isFinite && scale > 0 ? scale : 0
    }

    /// A grid that leaves every value as it is.
    public static let none = PixelGrid(scale: 0)

    /// Snaps a coordinate (a boundary, in points) to the nearest pixel boundary.
    ///
    /// Halfway cases round up (toward +∞), so a boundary snaps the same way whichever pane asks;
    /// a value within 1e-7 px of halfway counts as halfway, so floating-point noise (a value
    /// computed as `w − (w − x)`, or mirrored twice for RTL) cannot flip the direction.
    /// - Complexity: O(1), no allocation.
    @inlinable
    public func snap(_ value: CGFloat) -> CGFloat {
        guard scale > 0, value.isFinite else { return value }
        let pixels = value * scale
        let below = pixels.rounded(.down)
        return (pixels - below >= 0.5 - 1e-7 ? below + 1 : below) / scale
    }

    /// Snaps a frame by snapping its minimum and maximum boundaries (not its size), so neighbours
    /// that share a boundary stay flush.
    @inlinable
    public func snap(_ rect: CGRect) -> CGRect {
        guard scale > 0 else { return rect }
        let x0 = snap(rect.minX), x1 = snap(rect.maxX), y0 = snap(rect.minY), y1 = snap(rect.maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

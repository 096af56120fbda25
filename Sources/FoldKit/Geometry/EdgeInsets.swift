import Foundation

/// Insets on four sides in points, named by reading direction: `leading`/`trailing`.
///
/// In a left-to-right layout `leading` is the left inset; in right-to-left it is the right one.
/// Use ``PhysicalInsets`` for hardware data, which never mirrors. SPEC 1, CLI.md "Insets".
public struct EdgeInsets: Sendable, Hashable, Codable {
    /// Inset from the top edge, points.
    public var top: CGFloat
    /// Inset from the leading edge, points.
    public var leading: CGFloat
    /// Inset from the bottom edge, points.
    public var bottom: CGFloat
    /// Inset from the trailing edge, points.
    public var trailing: CGFloat

    /// Creates insets from the four sides, in points.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any side.
    public static let zero = EdgeInsets()

    /// The physical insets these are under `direction`: leading is left in LTR, right in RTL.
    public func physical(_ direction: LayoutDirection) -> PhysicalInsets {
        direction == .leftToRight
            ? PhysicalInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : PhysicalInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

/// Insets on four physical sides in points: `left`/`right`, as hardware data is given (PROFILE.md).
///
/// Physical insets never mirror under RTL; convert with ``directional(_:)`` when a caller reads
/// leading/trailing.
public struct PhysicalInsets: Sendable, Hashable, Codable {
    /// Inset from the top edge, points.
    public var top: CGFloat
    /// Inset from the left edge, points.
    public var left: CGFloat
    /// Inset from the bottom edge, points.
    public var bottom: CGFloat
    /// Inset from the right edge, points.
    public var right: CGFloat

    /// Creates insets from the four physical sides, in points.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = PhysicalInsets()

    /// The inset on `side`, points.
    public subscript(side: PhysicalSide) -> CGFloat {
        switch side {
        case .top: return top
        case .left: return left
        case .bottom: return bottom
        case .right: return right
        }
    }

    /// These insets named by reading direction: leading = left in LTR, right in RTL.
    public func directional(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : EdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }

    /// The insets after rotating a display from its natural orientation into the other one.
    ///
    /// With SPEC 2.4's rotation (`x' = y`, `y' = W − maxX`) the natural top edge becomes the left,
    /// the left becomes the bottom, the bottom the right and the right the top.
    public var rotatedOutOfNatural: PhysicalInsets {
        PhysicalInsets(top: right, left: top, bottom: left, right: bottom)
    }

    /// These insets with left and right exchanged (a horizontal mirror).
    public var mirrored: PhysicalInsets { PhysicalInsets(top: top, left: right, bottom: bottom, right: left) }

    /// The total horizontal inset, `left + right`, points.
    public var horizontal: CGFloat { left + right }
    /// The total vertical inset, `top + bottom`, points.
    public var vertical: CGFloat { top + bottom }
}

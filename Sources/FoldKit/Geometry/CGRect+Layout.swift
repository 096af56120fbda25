import Foundation

extension CGRect {
    /// The rect inset by physical insets: `left`/`right` from minX/maxX, `top`/`bottom` from minY/maxY.
    ///
    /// May produce a negative size when the insets exceed the rect; callers validate first.
    @inlinable
    public func inset(by insets: PhysicalInsets) -> CGRect {
        CGRect(x: inlineMinX + insets.left, y: inlineMinY + insets.top,
               width: inlineWidth - insets.left - insets.right, height: inlineHeight - insets.top - insets.bottom)
    }

    /// The rect mirrored horizontally inside a space of width `containerWidth` (origin 0):
    /// `x' = containerWidth − maxX`. Used for RTL (SPEC 3.4).
    @inlinable
    public func mirrored(inWidth containerWidth: CGFloat) -> CGRect {
        CGRect(x: containerWidth - inlineMaxX, y: inlineMinY, width: inlineWidth, height: inlineHeight)
    }

    /// The rect mirrored horizontally about the vertical centre line of `container`.
    @inlinable
    public func mirrored(in container: CGRect) -> CGRect {
        CGRect(x: container.minX + container.maxX - maxX, y: minY, width: width, height: height)
    }

    /// The rect, given in a display's natural orientation of width `naturalWidth`, in the other
    /// orientation: `x' = minY, y' = W − maxX, w' = height, h' = width` (SPEC 2.4).
    @inlinable
    public func rotatedOutOfNatural(naturalWidth: CGFloat) -> CGRect {
        CGRect(x: minY, y: naturalWidth - maxX, width: height, height: width)
    }

    /// Whether every coordinate and size is finite (no NaN, no infinity).
    @inlinable
    public var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// Whether the rect is finite with a width and height ≥ 0, read from its size (not its edges,
    /// which would standardize a negative size away): a frame, container or division frame the
    /// solvers accept (<doc:InvalidInput>).
    @inline(__always)
    var isFiniteWithNonNegativeSize: Bool {
        isFiniteRect && size.width >= 0 && size.height >= 0
    }

    /// Whether the two rects share area of positive size (touching edges do not count).
    ///
    /// A zero-width or zero-height rect (an inactive `zeroWidth` division) never shares area;
    /// use ``touchesInterior(of:)`` for lines.
    @inlinable
    public func overlapsWithArea(_ other: CGRect) -> Bool {
        width > 0 && height > 0 && other.width > 0 && other.height > 0
            && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether the rect (possibly a zero-width line) lies at least partly inside `other`'s interior:
    /// a line counts when it lies strictly inside along its thin axis and overlaps along its long one.
    public func touchesInterior(of other: CGRect) -> Bool {
        RectEdges(self).touchesInterior(of: RectEdges(other))
    }

    /// Whether `other` lies inside this rect, edges included, with `tolerance` points of slack.
    @inlinable
    public func containsRect(_ other: CGRect, tolerance: CGFloat = 0) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    /// The extent along `axis`: width for horizontal, height for vertical.
    @inlinable @inline(__always)
    public func length(along axis: Axis) -> CGFloat { axis == .horizontal ? inlineWidth : inlineHeight }
    /// The minimum coordinate along `axis`.
    @inlinable @inline(__always)
    public func minimum(along axis: Axis) -> CGFloat { axis == .horizontal ? inlineMinX : inlineMinY }
    /// The maximum coordinate along `axis`.
    @inlinable @inline(__always)
    public func maximum(along axis: Axis) -> CGFloat { axis == .horizontal ? inlineMaxX : inlineMaxY }

    /// The rect with its span along `axis` replaced by `start ..< start + length`.
    @inlinable @inline(__always)
    public func with(start: CGFloat, length: CGFloat, along axis: Axis) -> CGRect {
        axis == .horizontal
            ? CGRect(x: start, y: inlineMinY, width: length, height: inlineHeight)
            : CGRect(x: inlineMinX, y: start, width: inlineWidth, height: length)
    }

    /// The rect with its span along `axis` replaced by `start ..< end` (boundaries kept exact).
    @inlinable @inline(__always)
    public func with(from start: CGFloat, to end: CGFloat, along axis: Axis) -> CGRect {
        with(start: start, length: end - start, along: axis)
    }

    /// The rect grown to `window`'s edge on every side where it reaches `safeArea`'s edge (or
    /// beyond): what a system container — a list–detail screen, full-bleed content — spans when
    /// it fills the safe area (SPEC 4.4, SCENE.md `ignoresSafeArea`). One coordinate space for all
    /// three; a side that stops short of the safe area's edge stays.
    /// - Complexity: O(1).
    public func extended(to window: CGRect, where safeArea: CGRect) -> CGRect {
        let minX = inlineMinX, maxX = inlineMaxX, minY = inlineMinY, maxY = inlineMaxY
        let left = minX <= safeArea.inlineMinX ? lesser(minX, window.inlineMinX) : minX
        let right = maxX >= safeArea.inlineMaxX ? greater(maxX, window.inlineMaxX) : maxX
        let top = minY <= safeArea.inlineMinY ? lesser(minY, window.inlineMinY) : minY
        let bottom = maxY >= safeArea.inlineMaxY ? greater(maxY, window.inlineMaxY) : maxY
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension CGSize {
    /// The extent along `axis`: width for horizontal, height for vertical.
    @inlinable
    public func length(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    /// Whether the width and height are finite and ≥ 0: a size the solvers accept (an ideal
    /// size, a presentation's or an overlay's size).
    @inline(__always)
    var isFiniteAndNonNegative: Bool {
        width.isFinite && height.isFinite && width >= 0 && height >= 0
    }
}

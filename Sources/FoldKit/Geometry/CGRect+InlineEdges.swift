import Foundation

/// Foundation's rect edges, read inline.
///
/// On Linux, `CGRect.minX`, `maxX`, `width` and the rest are not inlinable: each read is a call
/// through the procedure linkage table into Foundation's shared library, and `Swift.min`/`max`
/// over `CGFloat` stay calls too. The region core (``ContainerSplit``, the region query) reads a
/// few dozen edges per solve, so these helpers compute the same values from the stored origin and
/// size — bit for bit the library's: `minX` is `origin.x + min(width, 0)`, `maxX` is
/// `origin.x + max(width, 0)`, `width` is `|size.width|` (a negative size counts from the other
/// corner) — where the benchmark's targets (`arrangement.split.book`, `listDetail.book`,
/// `regions.query`) spend their time. Everywhere else reads Foundation's accessors.
extension CGRect {
    /// `minX`, inline. - Complexity: O(1).
    @usableFromInline @inline(__always)
    var inlineMinX: CGFloat { origin.x + lesser(size.width, 0) }
    /// `maxX`, inline. - Complexity: O(1).
    @usableFromInline @inline(__always)
    var inlineMaxX: CGFloat { origin.x + greater(size.width, 0) }
    /// `minY`, inline. - Complexity: O(1).
    @usableFromInline @inline(__always)
    var inlineMinY: CGFloat { origin.y + lesser(size.height, 0) }
    /// `maxY`, inline. - Complexity: O(1).
    @usableFromInline @inline(__always)
    var inlineMaxY: CGFloat { origin.y + greater(size.height, 0) }
    /// `width`, inline. - Complexity: O(1).
    @usableFromInline @inline(__always)
    var inlineWidth: CGFloat { size.width.magnitude }
    /// `height`, inline. - Complexity: O(1).
    @usableFromInline @inline(__always)
    var inlineHeight: CGFloat { size.height.magnitude }
}

/// `Swift.min(a, b)` for `CGFloat`, inline (the same comparison, so the same result for equal
/// values and NaN). - Complexity: O(1).
@usableFromInline @inline(__always)
func lesser(_ a: CGFloat, _ b: CGFloat) -> CGFloat { b < a ? b : a }

/// `Swift.max(a, b)` for `CGFloat`, inline (the same comparison, so the same result for equal
/// values and NaN). - Complexity: O(1).
@usableFromInline @inline(__always)
func greater(_ a: CGFloat, _ b: CGFloat) -> CGFloat { b >= a ? b : a }

import Foundation

/// When a region beside a division is too narrow to be useful to a view: the one rule that
/// two-view layouts (arrangements, list–detail, split views), grids, displacement, presentations
/// and a scene's root read, through the splitting core's phase 1b (`DivisionScan+Slivers.swift`)
/// (SPEC 3.5, 4.1; `docs/decisions.md`).
///
/// A window the fold crosses near one of its edges (the iPhone Duo's fold 4.5 pt from the right
/// edge of a 500-pt window in book) leaves a strip beside the fold that no view can use. Such a
/// strip is treated as the strip a division that only *clips* the container leaves (SPEC 3.5):
/// the container lays out in the part beside it, and nothing is placed in the strip.
///
/// A region is **too narrow** when, along the split axis (across the division), it is both
/// - shorter than ``phoneLength`` (320 pt, the narrowest phone screen: a region at least this
///   long holds any view a phone holds), and
/// - shorter than half the region on the other side of the division.
///
/// Two regions of a centred fold are never too narrow, whatever their size (a small dual-screen
/// device splits its screens); of two regions at most one is. Lengths are points.
public enum UsefulRegion {
    /// A region at least this long across a division is always useful: 320 pt, the narrowest
    /// phone screen (and SPEC 4.4's detail minimum).
    public static var phoneLength: CGFloat { 320 }

    /// Whether a region `length` points long across a division is too narrow beside the region of
    /// `other` points on the division's other side: shorter than ``phoneLength`` and than half of
    /// `other`. Symmetric in direction: a right-to-left layout asks the same question.
    /// - Complexity: O(1).
    @inline(__always)
    public static func isTooNarrow(_ length: CGFloat, beside other: CGFloat) -> Bool {
        length < phoneLength && 2 * length < other
    }
}

import Foundation

/// An area of a view that the hardware imposes: the fold (a division) or a camera (an occlusion).
///
/// Treat it like the window controls on iPadOS: a fact of the available space (SPEC 3).
/// - ``frame`` is in the coordinate space of the view that asked, **margins included**: keeping
///   controls out of `frame` is enough; do not inset again.
/// - ``hardwareFrame`` (`frame` inset by ``margins``) is the hardware itself, the bound for
///   full-bleed media.
/// - ``margins`` are named by the query's coordinate space: with `.mirrors` in RTL, `leading` is the
///   physical right side; with `.fixed` (physical coordinates) `leading` is always the left side.
/// - ``id`` is stable across queries and device states (`Identifiable`).
public struct ReservedRegion: Sendable, Hashable, Identifiable {
    /// The two kinds of reserved region (SPEC 3.1).
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// Splits an area into smaller usable areas; content belongs to one side (the fold).
        case division
        /// Covers part of an area without splitting it (the cameras).
        case occlusion
    }

    /// Options of ``LayoutSpace/reservedRegions(kind:options:layoutDirectionBehavior:in:)``.
    public struct QueryOptions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates options from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Also return regions that exist but are not in effect now (SPEC 3.4).
        public static let includeInactive = QueryOptions(rawValue: 1 << 0)
    }

    /// Stable id from the profile (`fold`, `inner-camera`, …).
    public var id: String
    /// Division or occlusion.
    public var kind: Kind
    /// Where the region is, margins included, points, in the asking view's coordinates.
    public var frame: CGRect
    /// The margins the system keeps for interactive content, points.
    public var margins: EdgeInsets
    /// Whether the region is in effect now.
    public var isActive: Bool

    /// Creates a region.
    public init(id: String, kind: Kind, frame: CGRect, margins: EdgeInsets = .zero, isActive: Bool) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.margins = margins
        self.isActive = isActive
    }

    /// The hardware area: ``frame`` inset by ``margins`` (leading = minX side of this space).
    public var hardwareFrame: CGRect {
        CGRect(x: frame.minX + margins.leading, y: frame.minY + margins.top,
               width: frame.width - margins.leading - margins.trailing,
               height: frame.height - margins.top - margins.bottom)
    }

    /// The region moved into a space whose origin is at `origin` of the current one.
    public func translated(toOrigin origin: CGPoint) -> ReservedRegion {
        var copy = self
        copy.frame = frame.offsetBy(dx: -origin.x, dy: -origin.y)
        return copy
    }

    /// The region mirrored for RTL inside a space of width `width`: `x' = width − maxX`, margins'
    /// leading and trailing exchanged (SPEC 3.4 `.mirrors`).
    public func mirrored(inWidth width: CGFloat) -> ReservedRegion {
        var copy = self
        copy.mirror(inWidth: width)
        return copy
    }

    /// Mirrors the region in place (``mirrored(inWidth:)``).
    @inline(__always)
    mutating func mirror(inWidth width: CGFloat) {
        frame = frame.mirrored(inWidth: width)
        margins = EdgeInsets(top: margins.top, leading: margins.trailing, bottom: margins.bottom, trailing: margins.leading)
    }
}

extension ReservedRegion {
    /// Whether a division with `frame` runs top to bottom — a book fold, split side by side
    /// (split axis `.horizontal`) — rather than side to side: taller than wide, a square counting
    /// as top to bottom. The one definition every layer reads (SPEC 3.5): the grid's residue, the
    /// rows at rest, a preset's orientation, a division made a line, the scene layout's upright
    /// divisions and lint. Window or view coordinates alike; only the shape counts.
    /// - Complexity: O(1).
    @inlinable
    public static func runsTopToBottom(_ frame: CGRect) -> Bool { frame.height >= frame.width }

    /// Whether this region, as a division, runs top to bottom (``runsTopToBottom(_:)`` of ``frame``).
    @inlinable
    public var runsTopToBottom: Bool { Self.runsTopToBottom(frame) }
}

extension Array where Element == ReservedRegion {
    /// These regions with every inactive division made active, as an element that anticipates
    /// the fold sees them (SPEC 5.2 [S1]): it keeps clear of the crease's frame (`includeInactive`)
    /// before the device bends, so bending moves nothing. Occlusions keep their activity.
    /// - Complexity: O(*r*) for *r* regions; allocates the returned array.
    public var anticipatingFold: [ReservedRegion] {
        map { region in
            guard region.kind == .division, !region.isActive else { return region }
            var active = region
            active.isActive = true
            return active
        }
    }
}

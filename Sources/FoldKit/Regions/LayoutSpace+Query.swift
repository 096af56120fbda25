import Foundation

extension LayoutSpace {
    /// Returns the reserved regions that overlap a view, in the view's own coordinates (SPEC 3.4).
    ///
    /// SwiftUI's shape (`GeometryProxy.reservedRegions(kind:options:layoutDirectionBehavior:)`,
    /// S1): mirrored for RTL by default. UIKit's shape, with no third parameter and physical frames,
    /// is ``RegionQueryView/reservedRegions(kind:options:)``. Choose on purpose rather than take a
    /// default (S1): the fold's physical position never moves, so decide whether region frames
    /// mirror with your content (`.mirrors`) or stay physical (`.fixed`).
    ///
    /// - Parameters:
    ///   - kind: only regions of this kind; nil for every kind.
    ///   - options: `.includeInactive` adds regions not in effect now; by default only active ones.
    ///   - layoutDirectionBehavior: `.mirrors` (default) flips frames and margins for RTL, so the
    ///     origin is the view's top-*leading* corner; `.fixed` keeps physical coordinates.
    ///   - view: the view's frame in window coordinates: any finite rect of positive size, inside
    ///     the window or reaching past it (a view in scrolling content, a window beside the fold);
    ///     nil for the whole window.
    /// - Returns: regions in profile order; none for a view that overlaps no region (one outside
    ///   the window) or is not a finite rect of positive size. Frames are **not clipped** to the
    ///   view (a corner occlusion may have a negative origin); an inactive zero-width division
    ///   counts as overlapping when its line lies inside the view. Under `.mirrors` they are
    ///   mirrored when the space's ``layoutDirection`` is right to left.
    /// - Complexity: O(*r*) for *r* regions; allocates the returned array only.
    public func reservedRegions(kind: ReservedRegion.Kind? = nil, options: ReservedRegion.QueryOptions = [],
                                layoutDirectionBehavior: LayoutDirectionBehavior = .mirrors,
                                in view: CGRect? = nil) -> [ReservedRegion] {
        // The loop of forEachReservedRegion written out, reading each region in place and copying
        // only those returned into storage allocated once (appending through a closure costs a
        // third more per query, growing an array by append half again).
        let view = view ?? bounds
        guard Self.isView(view) else { return [] }
        var result: [ReservedRegion] = []
        result.reserveCapacity(regions.count)
        regions.withUnsafeBufferPointer { buffer in
            // Fields are read through the pointer, so a region left out is never copied and the
            // one returned is copied once.
            guard let base = buffer.baseAddress else { return }
            for region in base..<base + buffer.count where includes(region, kind: kind, options: options, view: view) {
                result.append(local(region.pointee, behavior: layoutDirectionBehavior, view: view))
            }
        }
        return result
    }

    /// Calls `body` with each reserved region that overlaps a view, in the view's own coordinates,
    /// without building an array (SPEC 3.4): the allocation-free form of
    /// ``reservedRegions(kind:options:layoutDirectionBehavior:in:)`` for code that runs on every
    /// frame of a resize or fold animation.
    ///
    /// Regions come in profile order, exactly as the array form returns them (same parameters,
    /// same frames: not clipped, mirrored under `.mirrors` when the space's ``layoutDirection`` is
    /// right to left; none for a view outside the window or one that is not a finite rect of
    /// positive size).
    /// - Throws: whatever `body` throws; the iteration stops there.
    /// - Complexity: O(*r*) for *r* regions; no heap allocation.
    public func forEachReservedRegion(kind: ReservedRegion.Kind? = nil, options: ReservedRegion.QueryOptions = [],
                                      layoutDirectionBehavior: LayoutDirectionBehavior = .mirrors,
                                      in view: CGRect? = nil, _ body: (ReservedRegion) throws -> Void) rethrows {
        let view = view ?? bounds
        guard Self.isView(view) else { return }
        for region in regions {
            if let local = localRegion(region, kind: kind, options: options, behavior: layoutDirectionBehavior, view: view) {
                try body(local)
            }
        }
    }

    /// Whether `view` can ask for regions (SPEC 3.4): a finite rect of positive size, wherever it lies.
    @inline(__always)
    static func isView(_ view: CGRect) -> Bool {
        view.isFiniteRect && view.size.width > 0 && view.size.height > 0 && view.inlineMaxX.isFinite && view.inlineMaxY.isFinite
    }

    /// `region` as the view sees it under the space's ``layoutDirection``, or nil when the query
    /// excludes it (shared by the queries so ``fold(in:layoutDirectionBehavior:)`` needs no array).
    @inline(__always)
    func localRegion(_ region: ReservedRegion, kind: ReservedRegion.Kind?, options: ReservedRegion.QueryOptions,
                     behavior: LayoutDirectionBehavior, view: CGRect) -> ReservedRegion? {
        Self.includes(kind: region.kind, isActive: region.isActive, frame: region.frame, kind: kind, options: options, view: view)
            ? local(region, behavior: behavior, view: view) : nil
    }

    /// Whether a query of `kind` and `options` from `view` returns the region `region` points
    /// to, its fields read in place (no copy of the region).
    @inline(__always)
    func includes(_ region: UnsafePointer<ReservedRegion>, kind: ReservedRegion.Kind?, options: ReservedRegion.QueryOptions,
                  view: CGRect) -> Bool {
        Self.includes(kind: region.pointee.kind, isActive: region.pointee.isActive, frame: region.pointee.frame,
                      kind: kind, options: options, view: view)
    }

    /// The query's test, on a region's fields.
    @inline(__always)
    private static func includes(kind regionKind: ReservedRegion.Kind, isActive: Bool, frame: CGRect, kind: ReservedRegion.Kind?,
                                 options: ReservedRegion.QueryOptions, view: CGRect) -> Bool {
        if let kind, regionKind != kind { return false }
        if !isActive && !options.contains(.includeInactive) { return false }
        return RectEdges(frame).touchesInterior(of: RectEdges(view))
    }

    /// `region` in the coordinates of `view` (window coordinates), mirrored under `.mirrors` in a
    /// right-to-left space.
    @inline(__always)
    func local(_ region: consuming ReservedRegion, behavior: LayoutDirectionBehavior, view: CGRect) -> ReservedRegion {
        var region = region
        region.frame = region.frame.offsetBy(dx: -view.origin.x, dy: -view.origin.y)
        if layoutDirection == .rightToLeft && behavior == .mirrors { region.mirror(inWidth: view.inlineWidth) }
        return region
    }

    /// Returns the fold as a layout needs it: the first active division that crosses the view's
    /// visible part — the view within the window — from edge to edge, in the view's coordinates
    /// (SPEC 3.4, 3.5); nil when there is none.
    ///
    /// The view may reach past the window (SPEC 3.4): a view taller than the window sees the fold
    /// that crosses the window, though the fold ends at the window's edges. A division that lies
    /// beside the visible part or only clips its edge is no fold for it; a view outside the
    /// window, or one that is not a finite rect of positive size, has none. The window's own fold
    /// (`view` nil) is the one ``posture`` derives from. Under `.mirrors` the fold's frame is
    /// mirrored when the space's ``layoutDirection`` is right to left.
    /// - Complexity: O(*r*) for *r* regions; no heap allocation.
    public func fold(in view: CGRect? = nil, layoutDirectionBehavior: LayoutDirectionBehavior = .mirrors) -> Fold? {
        let view = view ?? bounds
        guard Self.isView(view), let (index, axis) = Self.foldCrossing(regions, in: view.intersection(bounds)),
              let region = localRegion(regions[index], kind: .division, options: [], behavior: layoutDirectionBehavior,
                                       view: view) else { return nil }
        return Fold(region: region, posture: axis == .horizontal ? .book : .tabletop)
    }

    /// The fold of `visible`, the one definition behind ``fold(in:layoutDirectionBehavior:)``
    /// and the derived posture (SPEC 3.5): the index of the first active division of `regions`
    /// that crosses `visible` from edge to edge, and its split axis (`.horizontal` for one
    /// running top to bottom); nil when none does or `visible` has no area (a view outside the
    /// window). `visible` and the regions are in window coordinates.
    /// - Complexity: O(*r*) for *r* regions; no heap allocation.
    static func foldCrossing(_ regions: [ReservedRegion], in visible: CGRect) -> (index: Int, axis: Axis)? {
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
        for (index, region) in regions.enumerated() where region.isActive && region.kind == .division {
            if case .across(let axis) = DivisionCrossing(division: region.frame, container: visible) { return (index, axis) }
        }
        return nil
    }
}

/// The fold as a layout needs it: an active division crossing the view, with its posture (SPEC 3.5).
public struct Fold: Sendable, Hashable {
    /// The division, in the asking view's coordinates.
    public var region: ReservedRegion
    /// `book` when the fold runs top to bottom, `tabletop` when it runs side to side.
    public var posture: DevicePosture

    /// Creates a fold from a crossing division.
    public init(region: ReservedRegion, posture: DevicePosture) {
        self.region = region
        self.posture = posture
    }

    /// The division's frame, margins included, view coordinates.
    public var frame: CGRect { region.frame }
    /// The hardware crease: `frame` inset by the margins.
    public var hardwareFrame: CGRect { region.hardwareFrame }
    /// The region id (`fold`).
    public var id: String { region.id }
}

import Foundation

extension LayoutSpace {
    /// Returns the reserved regions that overlap a view, in the view's own coordinates (SPEC 3.4).
    ///
    /// - Parameters:
    ///   - kind: only regions of this kind; nil for every kind.
    ///   - options: `.includeInactive` adds regions not in effect now; by default only active ones.
    ///   - layoutDirectionBehavior: `.mirrors` (default) flips frames and margins for RTL, so the
    ///     origin is the view's top-*leading* corner; `.fixed` keeps physical coordinates.
    ///   - view: the view's frame in window coordinates: any finite rect of positive size, inside
    ///     the window or reaching past it (a view in scrolling content, a window beside the fold);
    ///     nil for the whole window.
    ///   - layoutDirection: the view's layout direction.
    /// - Returns: regions in profile order; none for a view that overlaps no region (one outside
    ///   the window) or is not a finite rect of positive size. Frames are **not clipped** to the
    ///   view (a corner occlusion may have a negative origin); an inactive zero-width division
    ///   counts as overlapping when its line lies inside the view.
    /// - Complexity: O(*r*) for *r* regions; allocates the returned array only.
    public func reservedRegions(kind: ReservedRegion.Kind? = nil, options: ReservedRegion.QueryOptions = [],
                                layoutDirectionBehavior: LayoutDirectionBehavior = .mirrors,
                                in view: CGRect? = nil, layoutDirection: LayoutDirection = .leftToRight) -> [ReservedRegion] {
        // The loop of forEachReservedRegion written out: appending through a closure costs a
        // third more per query.
        let view = view ?? bounds
        guard Self.isView(view) else { return [] }
        var result: [ReservedRegion] = []
        result.reserveCapacity(regions.count)
        for region in regions {
            if let local = localRegion(region, kind: kind, options: options, behavior: layoutDirectionBehavior, view: view, direction: layoutDirection) {
                result.append(local)
            }
        }
        return result
    }

    /// Calls `body` with each reserved region that overlaps a view, in the view's own coordinates,
    /// without building an array (SPEC 3.4): the allocation-free form of
    /// ``reservedRegions(kind:options:layoutDirectionBehavior:in:layoutDirection:)`` for code that
    /// runs on every frame of a resize or fold animation.
    ///
    /// Regions come in profile order, exactly as the array form returns them (same parameters,
    /// same frames: not clipped, mirrored for RTL under `.mirrors`; none for a view outside the
    /// window or one that is not a finite rect of positive size).
    /// - Throws: whatever `body` throws; the iteration stops there.
    /// - Complexity: O(*r*) for *r* regions; no heap allocation.
    public func forEachReservedRegion(kind: ReservedRegion.Kind? = nil, options: ReservedRegion.QueryOptions = [],
                                      layoutDirectionBehavior: LayoutDirectionBehavior = .mirrors,
                                      in view: CGRect? = nil, layoutDirection: LayoutDirection = .leftToRight,
                                      _ body: (ReservedRegion) throws -> Void) rethrows {
        let view = view ?? bounds
        guard Self.isView(view) else { return }
        for region in regions {
            if let local = localRegion(region, kind: kind, options: options, behavior: layoutDirectionBehavior, view: view, direction: layoutDirection) {
                try body(local)
            }
        }
    }

    /// Whether `view` can ask for regions (SPEC 3.4): a finite rect of positive size, wherever it lies.
    @inline(__always)
    static func isView(_ view: CGRect) -> Bool {
        view.isFiniteRect && view.size.width > 0 && view.size.height > 0 && view.maxX.isFinite && view.maxY.isFinite
    }

    /// `region` as the view sees it, or nil when the query excludes it (shared by the queries so
    /// ``fold(in:layoutDirection:layoutDirectionBehavior:)`` needs no array).
    @inline(__always)
    func localRegion(_ region: ReservedRegion, kind: ReservedRegion.Kind?, options: ReservedRegion.QueryOptions,
                     behavior: LayoutDirectionBehavior, view: CGRect, direction: LayoutDirection) -> ReservedRegion? {
        if let kind, region.kind != kind { return nil }
        if !region.isActive && !options.contains(.includeInactive) { return nil }
        guard region.frame.touchesInterior(of: view) else { return nil }
        let local = region.translated(toOrigin: view.origin)
        return direction == .rightToLeft && behavior == .mirrors ? local.mirrored(inWidth: view.width) : local
    }

    /// Returns the fold as a layout needs it: the first active division that crosses the view from
    /// edge to edge, in the view's coordinates (SPEC 3.5); nil when there is none.
    ///
    /// A division that lies beside the view or only clips its edge is no fold for it; a view
    /// outside the window, or one that is not a finite rect of positive size, has none. The view
    /// may reach past the window (SPEC 3.4).
    /// - Complexity: O(*r*) for *r* regions; no heap allocation.
    public func fold(in view: CGRect? = nil, layoutDirection: LayoutDirection = .leftToRight,
                     layoutDirectionBehavior: LayoutDirectionBehavior = .mirrors) -> Fold? {
        let view = view ?? bounds
        guard Self.isView(view) else { return nil }
        let local = CGRect(origin: .zero, size: view.size)
        for candidate in regions {
            guard let region = localRegion(candidate, kind: .division, options: [], behavior: layoutDirectionBehavior,
                                           view: view, direction: layoutDirection) else { continue }
            if case .across(let axis) = DivisionCrossing(division: region.frame, container: local) {
                return Fold(region: region, posture: axis == .horizontal ? .book : .tabletop)
            }
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

import Foundation

/// A view as UIKit's region query sees it: a frame in the window and the window's space, asked
/// `reservedRegions(kind:options:)` with no layout-direction parameter (SPEC 3.4) [S1].
///
/// The two platform shapes differ in their third parameter, and so in RTL:
/// - **UIKit's** (this type, like `UIView.reservedRegions(kind:options:)`): **physical** frames —
///   x 0 is the view's left edge in RTL too.
/// - **SwiftUI's** (``LayoutSpace/reservedRegions(kind:options:layoutDirectionBehavior:in:)``,
///   like `GeometryProxy`): `layoutDirectionBehavior` defaults to `.mirrors`, frames flipped for
///   RTL so x 0 is the view's *leading* edge; `.fixed` gives this type's physical frames.
///
/// Choose on purpose rather than take a default (S1): the fold's physical position never moves, so
/// decide whether region frames should mirror with your content or stay physical. A custom layout
/// that places from the leading edge wants mirrored frames; code that places in physical
/// coordinates (a UIKit `frame`, a hardware overlay) wants these.
///
/// ```swift
/// let view = RegionQueryView(frame: controlsFrame, in: space)
/// let folds = view.reservedRegions(kind: .division)   // physical, view coordinates
/// ```
public struct RegionQueryView: Sendable, Hashable {
    /// The view's frame, window coordinates, points: any finite rect of positive size, inside the
    /// window or reaching past it (SPEC 3.4).
    public var frame: CGRect
    /// The window's space the view lies in.
    public var space: LayoutSpace

    /// Creates the view at `frame` (window coordinates, points) in `space`.
    public init(frame: CGRect, in space: LayoutSpace) {
        self.frame = frame
        self.space = space
    }

    /// Returns the reserved regions of `kind` that overlap the view, in the view's own **physical**
    /// coordinates: origin (0, 0) at its top-left corner whatever the layout direction (UIKit's
    /// shape, S1; SPEC 3.4 with `.fixed`).
    /// - Parameters:
    ///   - kind: division or occlusion.
    ///   - options: `.includeInactive` adds regions not in effect now; default only active ones.
    /// - Returns: regions in profile order, not clipped to the view (a corner occlusion may have a
    ///   negative origin); none for a view that overlaps none or is not a finite rect of positive size.
    /// - Complexity: O(*r*) for *r* regions; allocates the returned array only.
    public func reservedRegions(kind: ReservedRegion.Kind, options: ReservedRegion.QueryOptions = []) -> [ReservedRegion] {
        space.reservedRegions(kind: kind, options: options, layoutDirectionBehavior: .fixed, in: frame)
    }
}

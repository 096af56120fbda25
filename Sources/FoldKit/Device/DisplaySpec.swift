import Foundation

/// One display of a device profile: size, scale, size classes, safe areas and reserved regions.
///
/// Coordinates are points in the display's natural orientation (SPEC 2.1, PROFILE.md).
public struct DisplaySpec: Sendable, Hashable, Identifiable {
    /// The display's role, which decides when it is the active one (``DisplayRole``, shared with
    /// the layout space that names its active display).
    public typealias Role = DisplayRole

    /// `outer`, `inner` or `main`.
    public var id: Role
    /// Size in the natural orientation, points.
    public var naturalSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// Size classes of the full-screen window per orientation.
    public var sizeClasses: PerOrientation<SizeClasses>
    /// Safe-area insets of the full display per orientation, physical sides, points.
    public var safeAreaInsets: PerOrientation<PhysicalInsets>
    /// Reserved regions, natural-orientation coordinates.
    public var regions: [ReservedRegionSpec]
    /// Per orientation, the physical edge (as the display stands in that orientation) whose
    /// safe-area strip carries the UI layer — tabs, toolbar items, the clock (SPEC 9, PROFILE.md
    /// `sideBar`); nil where the system keeps its ordinary bars. The Duo: right, in landscape [S0].
    public var sideBar: PerOrientation<PhysicalSide?>
    /// The display's corner radius, points, where a source gives it (drawing the outline);
    /// nil when unknown.
    public var cornerRadius: CGFloat?
    /// The system keyboard's height per orientation, points (SPEC 10.2, PROFILE.md
    /// `keyboardHeight`, added 2026-12-02); nil when the profile gives none, and then the keyboard
    /// state is refused for this display. Each is finite, above 0 and below the display's height
    /// in that orientation.
    public var keyboardHeight: PerOrientation<CGFloat>?

    /// Creates a display spec.
    public init(id: Role, naturalSize: CGSize, scale: CGFloat, sizeClasses: PerOrientation<SizeClasses>,
                safeAreaInsets: PerOrientation<PhysicalInsets>, regions: [ReservedRegionSpec] = [],
                sideBar: PerOrientation<PhysicalSide?> = PerOrientation(landscape: nil, portrait: nil), cornerRadius: CGFloat? = nil,
                keyboardHeight: PerOrientation<CGFloat>? = nil) {
        self.sideBar = sideBar
        self.keyboardHeight = keyboardHeight
        self.cornerRadius = cornerRadius
        self.id = id
        self.naturalSize = naturalSize
        self.scale = scale
        self.sizeClasses = sizeClasses
        self.safeAreaInsets = safeAreaInsets
        self.regions = regions
    }

    /// The orientation in which the display's size is `naturalSize`.
    public var naturalOrientation: Orientation { Orientation(of: naturalSize) }

    /// The display's size in `orientation`, points.
    public func size(in orientation: Orientation) -> CGSize {
        orientation == naturalOrientation ? naturalSize : CGSize(width: naturalSize.height, height: naturalSize.width)
    }

    /// The size in pixels in `orientation` (`size × scale`, rounded to whole pixels).
    public func pixelSize(in orientation: Orientation) -> CGSize {
        let size = size(in: orientation)
        return CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
    }
}

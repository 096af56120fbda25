import Foundation

/// The space a window has: its frame, size classes, safe area, reserved regions and layout
/// direction (SPEC 1, 2.4, 3).
///
/// This is what every layout asks instead of asking what the device is, and the one home of the
/// environment a layout reads: every request carries a space (``ArrangementRequest/space``,
/// ``GridRequest/space``, …) and every solver reads the layout direction from it, as a view
/// reads its size classes. Coordinates are **window coordinates** in points (origin at the
/// window's top-left, y down) unless a member says otherwise; ``window`` itself is in display
/// coordinates. ``regions`` holds every region of the active display that overlaps the window,
/// active and inactive, physical (margins' `leading` = left): frames never mirror, whatever
/// ``layoutDirection`` says. Build one with ``DeviceProfile/resolve(_:layoutDirection:)``, or
/// directly for a hypothetical space.
public struct LayoutSpace: Sendable, Hashable {
    /// Which display is active: `outer` while closed (when there is one), else `inner` or `main`.
    public var display: DisplayRole
    /// The active display's size in the current orientation, points.
    public var displaySize: CGSize
    /// The active display's orientation.
    public var orientation: Orientation
    /// Pixels per point of the active display.
    public var scale: CGFloat
    /// The window's frame in display coordinates, points.
    public var window: CGRect
    /// The window's size classes.
    public var sizeClasses: SizeClasses
    /// The window's safe-area insets from its own edges, physical sides, points.
    public var safeAreaInsets: PhysicalInsets
    /// Regions overlapping the window, window coordinates, physical, active and inactive.
    public var regions: [ReservedRegion]
    /// The derived device posture.
    public var posture: DevicePosture
    /// The physical side of the window that the outer display backs in the current orientation
    /// (SPEC 5.2), nil without an outer display.
    public var outerDisplaySide: PhysicalSide?
    /// The physical edge of the window whose safe-area inset strip carries the UI layer (SPEC 9,
    /// PROFILE.md `sideBar`): the profile's edge for this orientation when the window touches
    /// that edge of the display; nil otherwise. Never mirrors under RTL [S0].
    public var sideBar: PhysicalSide?
    /// The layout direction of the window's content: *leading* is the left edge in LTR, the right
    /// edge in RTL (SPEC 1). Solvers read it from here; region frames stay physical (SPEC 3.4).
    public var layoutDirection: LayoutDirection
    /// The system keyboard, when it is up (SPEC 10.2, the keyboard state); nil otherwise. Set it
    /// with ``with(keyboard:)`` or ``DeviceProfile/resolve(_:modifiers:)``.
    public var keyboard: SystemKeyboard?
    /// Whether the content has scrolled (SPEC 10.2, the scrolled state): bars give room back —
    /// the compact tab bar minimises to its selected tab, a bottom toolbar hides. False at rest.
    public var isScrolled = false

    /// Creates a space from its parts (window coordinates; `window` in display coordinates).
    public init(display: DisplayRole = .main, displaySize: CGSize? = nil, orientation: Orientation? = nil,
                scale: CGFloat = 1, window: CGRect, sizeClasses: SizeClasses? = nil,
                safeAreaInsets: PhysicalInsets = .zero, regions: [ReservedRegion] = [],
                posture: DevicePosture? = nil, outerDisplaySide: PhysicalSide? = nil, sideBar: PhysicalSide? = nil,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.sideBar = sideBar
        self.layoutDirection = layoutDirection
        self.display = display
        self.displaySize = displaySize ?? window.size
        self.orientation = orientation ?? Orientation(of: window.size)
        self.scale = scale
        self.window = window
        self.sizeClasses = sizeClasses ?? SizeClasses(windowSize: window.size)
        self.safeAreaInsets = safeAreaInsets
        self.regions = regions
        self.outerDisplaySide = outerDisplaySide
        self.posture = posture ?? LayoutSpace.derivePosture(regions: regions, bounds: CGRect(origin: .zero, size: window.size), closed: false)
    }

    /// The window's own bounds: origin (0, 0), the window's size.
    public var bounds: CGRect { CGRect(origin: .zero, size: window.size) }

    /// The safe area in window coordinates: ``bounds`` inset by ``safeAreaInsets``.
    public var safeAreaFrame: CGRect { bounds.inset(by: safeAreaInsets) }

    /// The safe-area insets named by reading direction (leading = left in LTR, right in RTL).
    public func safeAreaInsets(_ direction: LayoutDirection) -> EdgeInsets { safeAreaInsets.directional(direction) }

    /// This space with `regions` in place of its own, everything else kept (the posture too):
    /// the space a solver is asked in when it must see other regions than the window's — a
    /// scrolling grid or list whose content runs a book fold through its whole extent, or a grid
    /// that ignores the fold. Window coordinates, physical.
    /// - Complexity: O(1); shares `regions`' storage.
    public func with(regions: [ReservedRegion]) -> LayoutSpace {
        var space = self
        space.regions = regions
        return space
    }

    /// This space with `layoutDirection` as its layout direction, everything else kept.
    /// - Complexity: O(1).
    public func with(layoutDirection: LayoutDirection) -> LayoutSpace {
        var space = self
        space.layoutDirection = layoutDirection
        return space
    }

    /// The pixel grid computed boundaries snap to.
    @inlinable public var pixelGrid: PixelGrid { PixelGrid(scale: scale) }

    /// The active divisions overlapping the window, window coordinates, physical.
    public var activeDivisions: [ReservedRegion] { regions.filter { $0.isActive && $0.kind == .division } }

    /// The active regions of every kind, window coordinates, physical.
    public var activeRegions: [ReservedRegion] { regions.filter(\.isActive) }

    /// The posture from the regions' geometry, as ``fold(in:layoutDirectionBehavior:)``
    /// finds the fold (SPEC 2.4, 3.5): the first active division crossing `bounds` from edge to
    /// edge means book when it runs top to bottom, tabletop when it runs side to side; otherwise
    /// closed or flat. A division that only clips the window's edge (a window beside the fold) is
    /// no fold for that window, so its posture is flat.
    static func derivePosture(regions: [ReservedRegion], bounds: CGRect, closed: Bool) -> DevicePosture {
        if closed { return .closed }
        guard let (_, axis) = foldCrossing(regions, in: bounds) else { return .flat }
        return axis == .horizontal ? .book : .tabletop
    }
}

import Foundation

/// Where the system puts the UI layer in a space (SPEC 9's table), decided in this order from the
/// space alone, never from a device name.
public enum UILayerMode: String, Sendable, Hashable, CaseIterable {
    /// The space declares a side bar for this orientation, the window touches that edge and its
    /// width is regular: tabs and toolbar items run down the strip (the open Duo, S0).
    case sideBar
    /// An active division runs side to side with room to use on both sides of it (a strip too
    /// narrow to be useful is cut off with it, ``UsableRegions``): the bars sit on the bottom
    /// region, the title on the
    /// top one (controls belong on the touch surface, S1).
    case tabletop
    /// Compact width: a bottom tab bar, a navigation bar on top, floating buttons.
    case compact
    /// Otherwise: a top tab bar, a navigation bar and bottom toolbar per column (iPad, S0).
    case regular

    /// The mode of `space`.
    /// - Complexity: O(*r*) for *r* reserved regions.
    public init(space: LayoutSpace) {
        if space.sideBar != nil, space.sizeClasses.horizontal == .regular, UILayer.sideBarStrip(in: space) != nil {
            self = .sideBar
        } else if RegionSplit(container: space.safeAreaFrame, regions: space.regions, trimmingSlivers: true).axis == .vertical {
            self = .tabletop
        } else if space.sizeClasses.horizontal == .compact {
            self = .compact
        } else {
            self = .regular
        }
    }
}

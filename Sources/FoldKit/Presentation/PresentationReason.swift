/// Why a presentation went into the region it is in (SPEC 7).
///
/// Raw values are the CLI's `reason` spellings.
public enum PresentationReason: String, Sendable, Hashable, Codable, CaseIterable {
    /// No active division splits the safe area: the whole (usable) safe area.
    case safeArea
    /// Tabletop: the top region, found easily from a distance (alerts, toasts; SPEC 5.2).
    case farViewing
    /// Book: the region on the outer display's side (alerts, toasts; SPEC 5.2).
    case outerDisplaySide
    /// The region of its anchor or trigger (popovers, menus, action sheets, anchored toasts).
    case anchorRegion
    /// Tabletop: the bottom region, the touch surface, aligned with its anchor in a region above
    /// it across the fold (popovers and menus; SPEC 7, amended 2026-12-02).
    case touchSurface
    /// An action sheet without a trigger in a region touching the bottom edge: the larger one
    /// (ties: the first in reading order) (BR-06, BR-18).
    case largerRegion
}

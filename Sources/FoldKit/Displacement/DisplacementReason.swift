/// Why displacement left an element where it is or moved it where it went (SPEC 5).
///
/// Raw values are the CLI's `reason` spellings.
public enum DisplacementReason: String, Sendable, Hashable, Codable, CaseIterable {
    /// It intersects no active reserved region's frame, so it stays (SPEC 5.2).
    case clear
    /// Continuously scrolling content is never displaced (SPEC 5.1).
    case scrolling
    /// Book posture, transient content: the region on the outer display's side, or the trailing
    /// region on a device without an outer display (SPEC 5.2).
    case outerDisplaySide
    /// The region that already holds most of it: least movement (SPEC 5.2).
    case leastMovement
    /// Tabletop, content read from a distance (and transient content): the top region (SPEC 5.2).
    case farViewing
    /// Tabletop, interactive controls: the bottom region, the stable touch surface (SPEC 5.2).
    case touchSurface
    /// Contextual content: the region of its anchor (SPEC 5.2).
    case anchorRegion
    /// A division only clips the container's edge: moved into the usable part beside it (SPEC 3.5).
    case edgeDivision
    /// Only an occlusion was in the way: nudged the shortest way out within its region (SPEC 5.2).
    case occlusion
    /// A group too large for one region: split at the fold, each member in the region holding
    /// most of it, as close to the fold as it can be (SPEC 5.1).
    case splitAtFold
}

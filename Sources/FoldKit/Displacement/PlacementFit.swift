/// How well a displaced element or a presentation fits where it was placed (SPEC 5.3, 7).
///
/// Raw values are the CLI's `fit` spellings.
public enum PlacementFit: String, Sendable, Hashable, Codable, CaseIterable {
    /// Placed at its full size, clear of every active reserved region, inside its container.
    case fits
    /// Placed clear of every active reserved region, inside its container, but smaller than asked:
    /// its content must scroll or compress (SPEC 5.3 "else shrinks to fit").
    case shrunk
    /// No position inside its region avoids every active reserved region (occlusions leave no
    /// room): the frame is the best effort, inside the region, and MAY intersect an occlusion.
    case noRoom

    /// Whether the placement keeps the contract: inside the container and clear of every active
    /// region's frame (`fits` or `shrunk`).
    public var isClear: Bool { self != .noRoom }
}

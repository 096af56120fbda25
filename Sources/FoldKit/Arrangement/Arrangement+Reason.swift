extension Arrangement {
    /// Why a solver chose its mode and axis, so storyboards and lint can explain a layout.
    ///
    /// Raw values are stable spellings for JSON and text output.
    public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
        /// An active division crosses the container: the views split at it, one region each.
        case divisionDrivesSplit
        /// No active division crosses the container (one may clip its edge, cutting that strip
        /// off): the aspect of what is left chose the axis (horizontal iff width ≥ height) and the
        /// window is regular along it.
        case aspectChoseAxis
        /// The split axis is not among the arrangement's `axes`: primary only, filling the container.
        case axisExcluded
        /// No active division crosses the container and the window's size class along the axis is
        /// compact: primary only.
        case compactSizeClass
        /// The secondary is hidden and no active division crosses the container: the primary fills
        /// it (less any strip a division clips).
        case secondaryHidden
        /// The secondary is hidden at an active division: the primary stays in its own region.
        case secondaryHiddenInRegion
        /// Overlay style and no active division crosses the container (one may clip its edge,
        /// cutting that strip off): the primary over the secondary.
        case noActiveDivision
        /// The container is empty or not finite: the primary gets the container as given.
        case emptyContainer

        /// One phrase explaining the reason, for text output and lint.
        public var explanation: String {
            switch self {
            case .divisionDrivesSplit: return "an active division crosses the container; each view takes one region"
            case .aspectChoseAxis: return "no active division crosses the container; the aspect of what is left chose the axis"
            case .axisExcluded: return "the split axis is not allowed by axes; only the primary is shown"
            case .compactSizeClass: return "the window is compact along the split axis; only the primary is shown"
            case .secondaryHidden: return "the secondary is hidden and no active division crosses the container; the primary fills what is left of it"
            case .secondaryHiddenInRegion: return "the secondary is hidden; the primary stays in its region"
            case .noActiveDivision: return "no active division crosses the container; the primary is stacked over the secondary"
            case .emptyContainer: return "the container is empty"
            }
        }
    }

    /// Compromises a solver made to keep panes inside the container (SPEC 4.1).
    public struct Adjustments: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Creates adjustments from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The views' minimums (plus the spacing) exceed the container: the higher-priority view
        /// kept its minimum, the other got what was left.
        public static let unsatisfiableMinimums = Adjustments(rawValue: 1 << 0)
        /// Both views reached their maximums: the rest is empty space after the second pane.
        public static let leftoverSpace = Adjustments(rawValue: 1 << 1)
        /// The overlay primary's ideal size did not fit and was clamped to the container.
        public static let idealSizeClamped = Adjustments(rawValue: 1 << 2)
        /// Pane-size properties were set but ignored because a division drove the split.
        public static let paneSizesIgnored = Adjustments(rawValue: 1 << 3)
        /// The spacing was larger than the container and was reduced to fit.
        public static let spacingClamped = Adjustments(rawValue: 1 << 4)
    }
}

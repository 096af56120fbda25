extension ArrangementResult {
    /// Why a solver chose its mode and axis, so storyboards and lint can explain a layout.
    ///
    /// Raw values are stable spellings for JSON and text output. "No division" means no active
    /// division crosses the container from edge to edge with room to use on both sides; one that
    /// only clips its edge cuts that strip off (SPEC 3.5), as does one that leaves only a strip too
    /// narrow to be useful beside it (``UsefulRegion``, reported as
    /// ``ArrangementResult/Adjustments/sliverCutOff``), and the layout uses the rest, so no view lies
    /// on it either way.
    public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
        /// An active division crosses the container: the views split at it, one region each.
        case divisionDrivesSplit
        /// No active division crosses the container (one may clip its edge, cutting that strip
        /// off): the aspect of what is left chose the axis (horizontal iff width ≥ height) and the
        /// window is regular along it.
        case aspectChoseAxis
        /// No active division crosses the container; the split axis is not among the arrangement's
        /// `axes`: primary only, filling the container.
        case axisExcluded
        /// An active division crosses the container but `axes` excludes the axis across it: primary
        /// only, in the region it takes when split (leading, or top), never across the division.
        case axisExcludedInRegion
        /// No active division crosses the container and the window's size class along the axis is
        /// compact: primary only, filling the container.
        case compactSizeClass
        /// The secondary is hidden and no active division crosses the container: the primary fills
        /// it (less any strip a division clips).
        case secondaryHidden
        /// The secondary is hidden at an active division: the primary stays in its own region.
        case secondaryHiddenInRegion
        /// Overlay style, no active division crossing the container, the secondary hidden: the
        /// primary keeps its place over where the secondary would be (its ideal size at its edge,
        /// z-index 1).
        case secondaryHiddenAtEdge
        /// Overlay style and no active division crosses the container (one may clip its edge,
        /// cutting that strip off): the primary over the secondary.
        case noActiveDivision
        /// The container has a zero width or height: the primary gets the container as given.
        case emptyContainer

        /// One phrase explaining the reason, for text output and lint.
        public var explanation: String {
            switch self {
            case .divisionDrivesSplit: return "an active division crosses the container; each view takes one region"
            case .aspectChoseAxis: return "no active division crosses the container with room to use on both sides; the container's aspect chose the axis"
            case .axisExcluded: return "no active division crosses the container with room to use on both sides; the split axis is not allowed by axes, so only the primary is shown, filling the container"
            case .axisExcludedInRegion: return "an active division crosses the container but axes exclude the axis across it; only the primary is shown, in its region"
            case .compactSizeClass: return "no active division crosses the container with room to use on both sides; the window is compact along the split axis, so only the primary is shown, filling the container"
            case .secondaryHidden: return "no active division crosses the container with room to use on both sides; the secondary is hidden, so the primary fills the container"
            case .secondaryHiddenInRegion: return "an active division crosses the container; the secondary is hidden and the primary stays in its region"
            case .secondaryHiddenAtEdge: return "no active division crosses the container with room to use on both sides; the secondary is hidden and the primary keeps its place at its edge"
            case .noActiveDivision: return "no active division crosses the container with room to use on both sides; the primary is stacked over the secondary"
            case .emptyContainer: return "the container is empty"
            }
        }

        /// Whether this reason says an active division crosses the container, so the layout is cut
        /// at it (each shown view inside one region). A reason matches its result: a layout cut at a
        /// division never reports a reason without one, and the reverse (STYLE 20).
        public var isAtDivision: Bool {
            switch self {
            case .divisionDrivesSplit, .axisExcludedInRegion, .secondaryHiddenInRegion: return true
            case .aspectChoseAxis, .axisExcluded, .compactSizeClass, .secondaryHidden, .secondaryHiddenAtEdge, .noActiveDivision,
                 .emptyContainer: return false
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
        /// A view's minimum exceeded its maximum once both were resolved in this container (points
        /// against a percentage): the minimum won (SPEC 4.1). One of the same kind is an error.
        public static let minimumBeatsMaximum = Adjustments(rawValue: 1 << 5)
        /// An active division crosses the container but leaves a strip too narrow to be useful
        /// between it and the container's edge (``UsefulRegion``: a window the fold crosses near
        /// its edge): the strip was cut off with the division, as beside a division that only
        /// clips (SPEC 3.5), and the layout used the rest — so no view lies in the strip.
        public static let sliverCutOff = Adjustments(rawValue: 1 << 6)
    }
}

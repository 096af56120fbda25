import Foundation

/// The output of a two-column split view: the primary column and, unless collapsed, the
/// secondary column beside it (SPEC 4.5).
///
/// Frames are in **window coordinates**, points; the primary column is leading (left in LTR, right
/// in RTL). Columns meet at one shared boundary; at a division each lies inside one region.
public struct SplitViewResult: Sendable, Hashable {
    /// How the columns are shown; raw values are stable spellings for output.
    public enum Mode: String, Sendable, Hashable, Codable, CaseIterable {
        /// Primary and secondary columns side by side.
        case twoColumns
        /// One column: the primary fills the container (compact width).
        case collapsed
    }

    /// Why the layout was chosen.
    public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
        /// An active vertical division crosses the container: 50/50, one region per column.
        case divisionBalances
        /// No vertical division crosses the container with room to use on both sides: the primary
        /// column takes its preferred width.
        case preferredWidth
        /// The window is compact horizontally: one column.
        case compactWidth
        /// The container has a zero width or height.
        case emptyContainer
    }

    /// How the columns are shown.
    public var mode: Mode
    /// Why.
    public var reason: Reason
    /// The primary column's frame, window coordinates.
    public var primary: CGRect
    /// The secondary column's frame; nil when collapsed.
    public var secondary: CGRect?
    /// Compromises made: ``ArrangementResult/Adjustments/minimumBeatsMaximum`` when the primary's
    /// minimum exceeded its maximum in this container, ``ArrangementResult/Adjustments/sliverCutOff``
    /// when a strip too narrow to be useful beside a division was cut off; otherwise empty.
    public var adjustments: ArrangementResult.Adjustments

    /// Creates a result.
    public init(mode: Mode, reason: Reason, primary: CGRect, secondary: CGRect?, adjustments: ArrangementResult.Adjustments = []) {
        self.mode = mode
        self.reason = reason
        self.primary = primary
        self.secondary = secondary
        self.adjustments = adjustments
    }

    /// The primary column's width, points.
    public var primaryWidth: CGFloat { primary.width }
}

import Foundation

/// The output of an arrangement solve: mode, axis and, per view, visibility, frame and z-index,
/// plus the reason behind the choice (SPEC 4.1–4.2).
///
/// Frames are in **window coordinates**, points. Contracts every solver keeps (checked by
/// `arrangementViolations` in the test support):
/// - visible frames MUST lie inside the container; a hidden view MUST have no frame;
/// - frames MUST NOT intersect the frame of the active division the layout split at;
/// - frames of one z-index MUST NOT overlap; panes that meet MUST share their boundary exactly.
///
/// A fixed-size value (no arrays): solving allocates nothing.
public struct ArrangementResult: Sendable, Hashable {
    /// The arrangement style that produced this value; raw values are the CLI spellings.
    public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
        /// Divides the container between the views (SPEC 4.1).
        case split
        /// Stacks the primary over the secondary, side by side at a fold (SPEC 4.2).
        case overlay
    }

    /// How the two views share the container; raw values are the CLI spellings.
    public enum Mode: String, Sendable, Hashable, Codable, CaseIterable {
        /// Split style: both views, side by side or stacked, without overlap.
        case split
        /// Only the primary is shown; the secondary is hidden.
        case single
        /// Overlay style without an active division: the primary (z 1) over the secondary (z 0).
        case overlaid
        /// Overlay style at an active division: one region each, both z 0.
        case sideBySide
    }

    /// The style that produced this value.
    public var style: Style
    /// How the views share the container.
    public var mode: Mode
    /// The split axis (`.horizontal` = side by side) for `split` and `sideBySide`; nil otherwise.
    public var axis: Axis?
    /// The primary view: always visible.
    public var primary: ArrangedView
    /// The secondary view: hidden (no frame) in `single` mode.
    public var secondary: ArrangedView
    /// Why the solver chose this mode and axis.
    public var reason: Reason
    /// Compromises the solver made (unsatisfiable minimums, leftover space, clamped sizes).
    public var adjustments: Adjustments

    /// Creates an arrangement.
    public init(style: Style, mode: Mode, axis: Axis?, primary: ArrangedView, secondary: ArrangedView,
                reason: Reason, adjustments: Adjustments = []) {
        self.style = style
        self.mode = mode
        self.axis = axis
        self.primary = primary
        self.secondary = secondary
        self.reason = reason
        self.adjustments = adjustments
    }

    /// The placement of `slot`.
    public subscript(slot: ArrangementSlot) -> ArrangedView {
        slot == .primary ? primary : secondary
    }
}

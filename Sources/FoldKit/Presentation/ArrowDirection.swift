/// The direction a popover's arrow points, toward its anchor (UIKit's `UIPopoverArrowDirection`).
///
/// `up` means the popover sits below its anchor; `left` that it sits to the anchor's right.
/// Physical directions: they do not mirror in RTL. Raw values are the CLI's `arrowDirection`.
public enum ArrowDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// The popover is below its anchor.
    case up
    /// The popover is above its anchor.
    case down
    /// The popover is to the right of its anchor.
    case left
    /// The popover is to the left of its anchor.
    case right
}

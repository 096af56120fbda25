import Foundation

/// How a storyboard panel is drawn (CLI.md `storyboard --style`, SPEC 8.3).
public enum PanelStyle: String, Sendable, Hashable, CaseIterable {
    /// The annotated diagram: role boxes and labels, safe area, reserved regions, findings and a
    /// caption band below the display.
    case wireframe
    /// A clean screen for App Store images drawn from code [S0]: the same layout as plausible
    /// content, the status bar and the system's strip, the hardware as it looks; no annotation.
    /// The canvas is exactly the display (its pixel size, the Duo's inner landscape 2853 × 2007 px).
    case store
}

/// What surrounds the display (CLI.md `storyboard --frame`).
public enum PanelFrame: String, Sendable, Hashable, CaseIterable {
    /// The display alone.
    case none
    /// A hardware outline: a dark bezel around the display's rounded corners (the canvas grows
    /// by ``PanelDrawing/bezel(_:)`` on every side).
    case device
}

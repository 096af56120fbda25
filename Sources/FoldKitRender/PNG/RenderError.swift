import Foundation
import FoldKit

/// A panel the PNG back end cannot render: a canvas size it refuses or a failed Cairo call.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A pixel size that is not a whole number of pixels from 1 to ``CairoRenderer/maximumSide``
    /// per side, or whose area exceeds ``CairoRenderer/maximumArea``.
    case invalidSize(width: CGFloat, height: CGFloat)
    /// Cairo reported `status` (its own wording) at `step` (`create surface`, `draw`, `write PNG`).
    case cairo(step: String, status: String)

    /// One line for messages.
    public var description: String {
        switch self {
        case .invalidSize(let width, let height):
            return "cannot render a PNG of \(Format.number(width)) × \(Format.number(height)) px "
                + "(each side must be 1…\(CairoRenderer.maximumSide) px, at most \(CairoRenderer.maximumArea) px in all)"
        case .cairo(let step, let status):
            return "Cairo failed to \(step): \(status)"
        }
    }
}

import Foundation

/// The system keyboard a space shows (SPEC 10.2, amended 2026-12-02): a system fact a layout
/// answers, not a reserved region. The UI layer draws it as a bar of kind `keyboard` at the
/// bottom of the window (``UILayer/keyboard(in:)``).
public struct SystemKeyboard: Sendable, Hashable {
    /// The keyboard's height, points: the profile's `keyboardHeight` for the active display and
    /// orientation (PROFILE.md). A tabletop layout fills the bottom region instead.
    public var height: CGFloat
    /// The id of the text input it types into; nil: the scene's `focus`, else its first text input.
    public var field: String?

    /// Creates a keyboard.
    public init(height: CGFloat, field: String? = nil) {
        self.height = height
        self.field = field
    }
}

extension LayoutSpace {
    /// This space with `keyboard` up (nil: down), everything else kept.
    /// - Complexity: O(1).
    public func with(keyboard: SystemKeyboard?) -> LayoutSpace {
        var space = self
        space.keyboard = keyboard
        return space
    }
}

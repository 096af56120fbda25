import Foundation

/// A display orientation; raw values are the CLI spellings (`--orientation portrait|landscape`).
///
/// A display's *natural* orientation is the one whose width and height are its `naturalSize`:
/// landscape when width > height, else portrait (PROFILE.md).
public enum Orientation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Taller than wide (or square).
    case portrait
    /// Wider than tall.
    case landscape

    /// The other orientation.
    public var rotated: Orientation { self == .portrait ? .landscape : .portrait }

    /// The orientation whose shape `size` has: landscape iff width > height.
    public init(of size: CGSize) {
        self = size.width > size.height ? .landscape : .portrait
    }
}

/// The direction in which content is read: decides which physical side is *leading*.
///
/// *Leading* is the left edge in ``leftToRight`` and the right edge in ``rightToLeft``.
/// Raw values are the CLI spellings (`--layout-direction ltr|rtl`). SPEC 1.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Left-to-right: leading is the left edge.
    case leftToRight = "ltr"
    /// Right-to-left: leading is the right edge.
    case rightToLeft = "rtl"
}

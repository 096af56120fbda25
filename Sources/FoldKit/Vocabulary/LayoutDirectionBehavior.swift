/// How reserved-region frames behave in a right-to-left layout (SPEC 3.4).
///
/// Raw values are the CLI spellings (`--behavior mirrors|fixed`).
public enum LayoutDirectionBehavior: String, Sendable, Hashable, Codable, CaseIterable {
    /// Frames and margins flip for RTL so a custom layout needs no special case (SwiftUI's default).
    case mirrors
    /// Frames stay in physical coordinates (as UIKit reports them).
    case fixed
}

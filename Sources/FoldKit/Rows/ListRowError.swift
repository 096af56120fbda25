import Foundation

/// Why ``ListRowSolver`` refused a request: a field that is not finite or out of range.
public struct ListRowError: Error, Sendable, Hashable {
    /// The field at fault (`row`, `controls[2]`, `spacing`, `regions[0].frame`).
    public var field: String
    /// The value, formatted.
    public var value: String
    /// What it must be.
    public var requirement: String

    /// Creates an error.
    public init(field: String, value: String, requirement: String) {
        self.field = field
        self.value = value
        self.requirement = requirement
    }

    /// One line without a final period: `list row controls[2] must be a finite rect of non-negative size, got (nan, 0, 4, 4)`.
    public var message: String { "list row \(field) must be \(requirement), got \(value)" }
}

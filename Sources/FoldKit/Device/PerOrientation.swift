import Foundation

/// A value given for each orientation, as profiles give size classes and safe areas (PROFILE.md).
public struct PerOrientation<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value in landscape.
    public var landscape: Value
    /// The value in portrait.
    public var portrait: Value

    /// Creates the pair.
    public init(landscape: Value, portrait: Value) {
        self.landscape = landscape
        self.portrait = portrait
    }

    /// The value for `orientation`.
    public subscript(orientation: Orientation) -> Value { orientation == .landscape ? landscape : portrait }
}

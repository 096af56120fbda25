/// An optional member of a CLI JSON document that is written as `null` when absent.
///
/// CLI.md's documents list every member even when it has no value (`"frame": null` for a hidden
/// view); synthesized `Encodable` leaves a nil member out. Marking the member with this wrapper
/// keeps the synthesized conformance and writes `null`.
@propertyWrapper
struct NullWhenAbsent<Value: Encodable & Sendable>: Encodable, Sendable {
    /// The member's value; nil is written as `null`.
    var wrappedValue: Value?

    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension NullWhenAbsent: Equatable where Value: Equatable {}

/// Why a check could not run: an unreadable or invalid scene, an unknown device, a posture a
/// device cannot take, a keyboard state the scene has no text input for, or a panel's SVG that
/// cannot be written. The assertions record it as a failure.
public struct FindingCheckError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One line, without a final period, naming the file, device, posture or field at fault.
    public var message: String

    /// An error with `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

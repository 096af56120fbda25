/// The device posture derived from a state: from the active division's geometry, never the
/// angle alone (SPEC 2.4, 3.5). Raw values are the CLI/JSON spellings.
public enum DevicePosture: String, Sendable, Hashable, Codable, CaseIterable {
    /// Closed: the outer display is in use.
    case closed
    /// No active division in the window.
    case flat
    /// An active division runs top to bottom: held like a book.
    case book
    /// An active division runs side to side: stood like a laptop.
    case tabletop
}

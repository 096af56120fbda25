/// The system presentations that avoid reserved regions on their own (SPEC 7).
///
/// Raw values are the CLI spellings (`--kind alert|actionSheet|popover|menu|toast`) and the scene
/// files' `presentation` kinds.
public enum PresentationKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A centred modal alert (or any centred sheet); follows displacement's transient rule (SPEC 5.2).
    case alert
    /// A bottom-anchored sheet with a maximum width, in its trigger's region (BR-06, BR-18).
    case actionSheet
    /// A popover beside its anchor, with an arrow pointing at it.
    case popover
    /// A menu beside its trigger (no arrow; the side it opened on is reported the same way).
    case menu
    /// A short message near the bottom, centred horizontally.
    case toast

    /// Whether the kind is placed beside an anchor (popover, menu).
    public var isAnchored: Bool { self == .popover || self == .menu }
}

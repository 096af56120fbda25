/// The stable id of a lint rule (SCENE.md "Lint rules"); raw values are the ids as printed (`FK001`).
///
/// Ids never change meaning and are never reused; each has a note in `docs/lint/<id>.md`.
public enum LintRuleID: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// An interactive element, or important non-media content, intersects an active division's frame.
    case fk001 = "FK001"
    /// An important or interactive element intersects an active occlusion's frame.
    case fk002 = "FK002"
    /// A node visible in one posture is hidden or missing in another.
    case fk003 = "FK003"
    /// A grid's column count differs between postures of the same display and orientation.
    case fk004 = "FK004"
    /// A displaced element moved too far, or away from the rest of its group.
    case fk005 = "FK005"
    /// Scrolling content inside a displacement with another purpose.
    case fk006 = "FK006"
    /// An interactive element outside the window's safe area.
    case fk007 = "FK007"
    /// A node's frame extends beyond the window.
    case fk008 = "FK008"
    /// Two visible elements overlap in one layer outside an overlay.
    case fk009 = "FK009"
    /// Important, non-interactive media crosses an active division's hardware area.
    case fk010 = "FK010"
    /// An arrangement nested in a list, scroll view, grid, row template or split view.
    case fk011 = "FK011"
    /// A navigation container (split view, list–detail) inside an arrangement.
    case fk012 = "FK012"
    /// One action visible more than once in a panel.
    case fk013 = "FK013"
    /// A tab left out of compact width in a tab view that turns More off: no route to it.
    case fk014 = "FK014"
    /// Two equal panes meeting at an inactive fold's centre while flat: two phones taped together.
    case fk015 = "FK015"
    /// A fixed size that does not fit its slot.
    case fk016 = "FK016"
    /// An interactive element covered by a later layer of an overlay or overlay arrangement.
    case fk017 = "FK017"
    /// A touch target smaller than 44 × 44 pt.
    case fk018 = "FK018"
    /// A side-bar item that has no slot and is reached through More.
    case fk019 = "FK019"
    /// A visible node given less than its usable minimum.
    case fk020 = "FK020"
    /// A pushed screen with no way back: no bar item of kind back.
    case fk021 = "FK021"

    /// The rule as SCENE.md's table words it.
    public var summary: String {
        switch self {
        case .fk001: return "an interactive element, or important content that is not media, intersects an active division's frame (of scrolling content: interactive grid cells and rows' controls, at rest)"
        case .fk002: return "an important or interactive element intersects an active occlusion's frame"
        case .fk003: return "a node visible in one posture is hidden or missing in another: never remove content"
        case .fk004: return "a grid's column count differs between postures of the same display (reflow on folding)"
        case .fk005: return "a displaced element moved farther than a third of the window's extent along the fold's axis, or away from the rest of its group"
        case .fk006: return "scrolling content (a list or scroll, or purpose scrolling) inside displace with another purpose"
        case .fk007: return "an interactive element outside the window's safe area"
        case .fk008: return "a node's frame extends beyond the window"
        case .fk009: return "two visible elements overlap in one layer outside an overlay"
        case .fk010: return "important media (image, media, map) that is not interactive or scrolling crosses an active division's hardware area anywhere"
        case .fk011: return "an arrangement nested in a list, scroll, grid, a row template or a splitView"
        case .fk012: return "a navigation container (splitView, listDetail) inside an arrangement"
        case .fk013: return "the same action visible more than once at once: one action id in two bars, two bar items with one title and symbol, or two controls with one label"
        case .fk014: return "a tab left out of compact width (compact: false) in a tab view that turns More off (more: false): no route to it"
        case .fk015: return "a list–detail, split view or stack whose two panes are of equal width and meet at an inactive fold's centre while flat: two phones taped together (an arrangement's default equal split is exempt)"
        case .fk016: return "a fixed size that does not fit its slot (the layout's askedSize): no fixed widths"
        case .fk017: return "an interactive element that is not scrolling content, covered partly or wholly by a later layer of an overlay or overlay arrangement (content behind a presentation is exempt)"
        case .fk018: return "a touch target smaller than 44 × 44 pt (the frame given)"
        case .fk019: return "a side-bar item that has no slot in the strip and is reached through More"
        case .fk020: return "a visible node given less than its usable minimum (minWidth/minHeight; scrolling content 88 pt)"
        case .fk021: return "a pushed screen with no way back (no bar item of kind back); judged on layouts read from elsewhere (lint --frames)"
        }
    }

    /// The severity of most of the rule's findings (FK002's on a control, FK003's outside a
    /// two-view container); ``severityText`` says when it differs.
    public var severity: DiagnosticSeverity {
        switch self {
        case .fk001, .fk002, .fk007, .fk008, .fk009, .fk011, .fk012, .fk017, .fk021: return .error
        case .fk019: return .info
        default: return .warning
        }
    }

    /// The severity as SCENE.md's table gives it: one word, or when it depends on the node
    /// (`error if interactive, else warning`).
    public var severityText: String {
        switch self {
        case .fk002: return "error if interactive, else warning"
        case .fk009: return "error if either is interactive, else warning"
        case .fk003: return "warning; info for the secondary of a two-view container that cannot split"
        default: return severity.rawValue
        }
    }

    /// The seeds the rule comes from (`S1`, `S4`), as the rule's note lists them.
    public var seeds: [String] {
        switch self {
        case .fk001, .fk002, .fk004, .fk005, .fk006, .fk009, .fk010, .fk011, .fk012, .fk017: return ["S1", "S4"]
        case .fk003: return ["S1", "S4", "S0"]
        case .fk007, .fk016, .fk019: return ["S0", "S3"]
        case .fk015: return ["S0"]
        case .fk008, .fk013, .fk014, .fk018, .fk021: return ["S3"]
        case .fk020: return ["S1", "S3"]
        }
    }

    /// The rule's note, relative to the repository root (`docs/lint/FK001.md`).
    public var notePath: String { "docs/lint/\(rawValue).md" }

    /// Orders rules by id.
    public static func < (lhs: LintRuleID, rhs: LintRuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A display's role in a device, which decides when it is the active one (SPEC 2.1, 2.4; PROFILE.md
/// `displays[].id`); raw values are the profile's and the CLI's spellings.
///
/// Profiles name their displays with it (``DisplaySpec/id``) and a layout space names its active
/// display with it (``LayoutSpace/display``).
public enum DisplayRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// The display used while closed (a foldable's cover display).
    case outer
    /// The display used while open.
    case inner
    /// The only display of a device: one without a hinge, or a laptop-style foldable whose one
    /// display folds (active in every state; with a hinge, `book`/`tabletop` pick its
    /// orientation by the fold's direction, as for `inner`).
    case main
}

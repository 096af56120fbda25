/// One of the two views an arrangement lays out (SPEC 4).
///
/// The primary is the view that survives alone when the arrangement cannot split; raw values are
/// the CLI and scene spellings.
public enum ArrangementSlot: String, Sendable, Hashable, Codable, CaseIterable {
    /// The view that leads (left in LTR, right in RTL), sits on top, or survives alone.
    case primary
    /// The companion view: trailing, below, or hidden when the arrangement cannot split.
    case secondary
}

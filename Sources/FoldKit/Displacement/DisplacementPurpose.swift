/// What an element is for, which decides where displacement moves it (SPEC 5.2).
///
/// Raw values are the CLI spellings (`--purpose transient|interactive|farViewing|contextual|scrolling`)
/// and the scene files' `purpose`.
public enum DisplacementPurpose: String, Sendable, Hashable, Codable, CaseIterable {
    /// Short-lived content such as alerts and reminders: in book posture it goes to the outer
    /// display's side; in tabletop to the top region, to be found easily.
    case transient
    /// Touch targets such as media controls: in tabletop they go to the bottom region, the stable
    /// touch surface; in book to the region already holding most of them.
    case interactive
    /// Content read from a distance: in tabletop it goes to the top region.
    case farViewing
    /// Content that belongs with an anchor element (a context menu with its photo, a search bar
    /// with the view it searches): it goes to the anchor's region.
    case contextual
    /// Continuously scrolling content (articles, feeds, documents, lists): never displaced; it may
    /// run under the crease (SPEC 5.1).
    case scrolling
}

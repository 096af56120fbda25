/// Which scene a storyboard panel shows: an id used in file paths and a title shown on the page.
///
/// The storyboard renders scenes × devices × postures (SPEC 8.3). Without scenes it renders the
/// ``space`` pseudo-scene, one panel per device × posture showing only the space (display, safe
/// area, reserved regions). A scene layer hands its scenes over as values of this type and fills
/// each panel's nodes and findings (see ``StoryboardPlan``).
public struct PanelScene: Sendable, Hashable, Codable {
    /// Stable id, the first path component of the panel's files (`mail/iphone-duo/book.svg`);
    /// characters other than letters, digits, `-`, `_` and `.` are replaced in paths.
    public var id: String
    /// Human-readable title, e.g. `Mail`.
    public var title: String

    /// Creates a scene reference.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// The pseudo-scene of a panel that shows the device space alone (no nodes).
    public static let space = PanelScene(id: "space", title: "Device space")
}

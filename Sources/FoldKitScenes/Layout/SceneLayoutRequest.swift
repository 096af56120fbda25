import Foundation
import FoldKit

/// What ``SceneLayout/solve(_:)`` lays out: a prepared scene in a space, after what the person
/// did (SPEC 8.1).
///
/// The space is the window, its safe area, size classes, reserved regions and layout direction;
/// frames come back in its window coordinates, points, physical (not mirrored under RTL).
public struct SceneLayoutRequest: Sendable {
    /// The scene, checked and outlined once (``PreparedScene``).
    public var scene: PreparedScene
    /// The space the scene is laid out in, its layout direction included (leading is the left
    /// edge in LTR, the right edge in RTL).
    public var space: LayoutSpace
    /// The list–detail nodes whose detail the person pushed (SPEC 4.4): each that shows one view
    /// here (`single`) shows its detail in the list's place — the next screen of a phone-sized
    /// panel (``SceneLayout/nextScreen(after:of:)``). A list–detail that shows both views is laid
    /// out as usual. Empty for the screen as it first shows.
    public var pushed: Set<String>

    /// Creates a request.
    public init(scene: PreparedScene, space: LayoutSpace, pushed: Set<String> = []) {
        self.scene = scene
        self.space = space
        self.pushed = pushed
    }
}

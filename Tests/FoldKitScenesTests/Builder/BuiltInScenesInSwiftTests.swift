import Foundation
import Testing
import FoldKit
import FoldKitScenes

/// Every built-in scene (SPEC 8.2) written in Swift with the builder, by id.
enum BuiltInScenesInSwift {
    /// The scenes by built-in id (``Scene/builtInIDs``).
    static let all: [String: Scene] = [
        "mail": mail, "podcasts-now-playing": podcastsNowPlaying, "voice-notes": voiceNotes,
        "accessibility-reader": accessibilityReader, "odokeep-garage": odokeepGarage, "odokeep-fuel-prices": odokeepFuelPrices,
        "odokeep-tabs": odokeepTabs, "fitness-grid": fitnessGrid, "photo-context-menu": photoContextMenu, "reminders": reminders,
        "search": search, "media-controls": mediaControls, "alert": alert, "timeline": timeline,
    ]
}

/// A scene written with the builder is exactly the scene its file decodes to (issue 21, scenes in
/// Swift), for every built-in scene.
@Suite("Scenes in Swift: the built-in scenes")
struct BuiltInScenesInSwiftTests {
    @Test("every built-in scene is written in Swift", arguments: Scene.builtInIDs)
    func written(id: String) {
        #expect(BuiltInScenesInSwift.all[id] != nil, "no Swift version of built-in scene \(id)")
    }

    @Test("the builder's scene equals the decoded file, node for node [SCENE.md]", arguments: Scene.builtInIDs)
    func equalsDecodedFile(id: String) throws {
        let decoded = try Scene.builtIn(id)
        let built = try #require(BuiltInScenesInSwift.all[id])
        #expect(built == decoded)
        // On a mismatch, name the first node that differs rather than dumping two trees.
        if built != decoded { #expect(firstDifference(built.root, decoded.root) == nil) }
        #expect(try built.validated() == built)
    }

    /// The id of the first node, in document order, whose own fields differ between `a` and `b`.
    func firstDifference(_ a: SceneNode, _ b: SceneNode) -> String? {
        let (childrenA, childrenB) = (a.children.map(\.node), b.children.map(\.node))
        guard childrenA.count == childrenB.count else { return "\(a.id): \(childrenA.count) children, expected \(childrenB.count)" }
        for (childA, childB) in zip(childrenA, childrenB) {
            if let difference = firstDifference(childA, childB) { return difference }
        }
        return a == b ? nil : "\(a.id): \(a) ≠ \(b)"
    }
}

import Foundation
import FoldKit

extension Scene {
    /// The ids of the built-in scenes (SPEC 8.2), in storyboard order; each is the resource
    /// `Resources/Scenes/<id>.json`.
    public static let builtInIDs = [
        "mail", "podcasts-now-playing", "voice-notes", "accessibility-reader", "odokeep-garage",
        "odokeep-fuel-prices", "odokeep-tabs", "fitness-grid", "photo-context-menu", "reminders", "search",
        "media-controls", "alert", "timeline",
    ]

    /// The built-in scene `id`, decoded from the package's resources.
    /// - Throws: ``JSONInputError`` for an unknown id, or a missing or invalid resource (a
    ///   packaging fault; the message names the file).
    public static func builtIn(_ id: String) throws(JSONInputError) -> Scene {
        guard builtInIDs.contains(id) else {
            throw JSONInputError(path: "", message: "no built-in scene \(SceneFault.unknownName(id, in: builtInIDs))")
        }
        guard let data = builtInData(id) else {
            throw JSONInputError(path: "", message: "built-in scene \"\(id)\" is missing from the package resources")
        }
        do {
            return try decode(data)
        } catch {
            throw JSONInputError(path: error.path, message: "Scenes/\(id).json: \(error.message)", line: error.line, column: error.column)
        }
    }

    /// The bytes of the built-in scene file `id` (`Resources/Scenes/<id>.json`), nil for an
    /// unknown id or a packaging fault: what a tool reads to point at a line of it.
    package static func builtInData(_ id: String) -> Data? {
        guard builtInIDs.contains(id), let url = Bundle.module.url(forResource: id, withExtension: "json", subdirectory: "Scenes") else { return nil }
        return try? Data(contentsOf: url)
    }

    /// The built-in scene file's path in the repository, for tools that point at it (SARIF).
    package static func builtInRepositoryPath(_ id: String) -> String { "Sources/FoldKitScenes/Resources/Scenes/\(id).json" }

    /// Every built-in scene with its id, in ``builtInIDs`` order.
    /// - Throws: ``JSONInputError`` if a resource is missing or invalid.
    public static func allBuiltIn() throws(JSONInputError) -> [(id: String, scene: Scene)] {
        var scenes: [(id: String, scene: Scene)] = []
        for id in builtInIDs { scenes.append((id, try builtIn(id))) }
        return scenes
    }
}

extension PreparedScene {
    /// The built-in scene with `id` (``Scene/builtInIDs``), prepared.
    /// - Throws: ``JSONInputError`` for an unknown id (suggesting a near miss) or a packaging fault.
    public static func builtIn(_ id: String) throws(JSONInputError) -> PreparedScene {
        let scene = try Scene.builtIn(id)
        return try scene.prepared()
    }

    /// Every built-in scene, prepared, in ``Scene/builtInIDs`` order.
    /// - Throws: ``JSONInputError`` for a packaging fault.
    public static func allBuiltIn() throws(JSONInputError) -> [(id: String, scene: PreparedScene)] {
        var scenes: [(id: String, scene: PreparedScene)] = []
        for id in Scene.builtInIDs { scenes.append((id, try builtIn(id))) }
        return scenes
    }
}

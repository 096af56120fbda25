import Foundation
import FoldKit
import FoldKitScenes

/// A scene to check: a ``Scene`` value, a scene file, or a built-in scene by id (SPEC 8.1, 8.2).
///
/// Its id names it in findings (`notes: iphone-duo/book: error: …`) and in the panels' folder, as
/// `foldkit lint` names it: a file's name without `.json`, a built-in's id, a value's given id.
public struct SceneSource: Sendable {
    /// Where the scene comes from.
    enum Origin: Sendable {
        case value(Scene, id: String)
        case file(URL)
        case builtIn(String)
    }

    /// Where the scene comes from.
    let origin: Origin

    /// A scene written in code or decoded by the caller.
    /// - Parameter id: the id findings and the panels' folder name it by (a scene id: letters,
    ///   digits, `-` and `_`); by default the scene's ``Scene/name`` lowercased, with every other
    ///   character as `-` (`Note app` → `note-app`).
    public static func scene(_ scene: Scene, id: String? = nil) -> SceneSource {
        SceneSource(origin: .value(scene, id: id ?? defaultID(scene.name)))
    }

    /// The scene file at `url` (docs/scene-format.md), read when the check runs; its id is the
    /// file's name without `.json`.
    public static func file(_ url: URL) -> SceneSource { SceneSource(origin: .file(url)) }

    /// The built-in scene `id` (``Scene/builtInIDs``: `mail`, `podcasts`, …; SPEC 8.2).
    public static func builtIn(_ id: String) -> SceneSource { SceneSource(origin: .builtIn(id)) }

    /// A scene read, checked and prepared, with its id and where it came from (`notes.json`,
    /// `built-in scene mail`, `scene 'note-app'`).
    struct Loaded: Sendable {
        var id: String
        var source: String
        var prepared: PreparedScene
    }

    /// The scene read, checked and prepared, with its id and where it came from.
    /// - Throws: ``FindingCheckError`` for a file that cannot be read, a scene that is not valid
    ///   (the file's line:column and JSON path, as `foldkit lint` says it) or an unknown built-in id.
    func load() throws(FindingCheckError) -> Loaded {
        switch origin {
        case .value(let scene, let id):
            do { return Loaded(id: id, source: "scene '\(id)'", prepared: try PreparedScene(scene)) } catch {
                throw FindingCheckError("scene '\(id)': \(error)")
            }
        case .file(let url):
            let data: Data
            do { data = try InputFile.read(url.path, resolvedPath: url.path) } catch { throw FindingCheckError(error.description) }
            do { return Loaded(id: SceneIDs.sceneID(ofFile: url.path), source: url.path, prepared: try PreparedScene.decode(data)) } catch {
                throw FindingCheckError(error.located(in: url.path))
            }
        case .builtIn(let id):
            do { return Loaded(id: id, source: "built-in scene \(id)", prepared: try PreparedScene.builtIn(id)) } catch {
                throw FindingCheckError("built-in scene '\(id)': \(error)")
            }
        }
    }

    /// `name` lowercased, each character other than an ASCII letter, digit, `-` or `_` as `-`.
    static func defaultID(_ name: String) -> String {
        let id = String(name.lowercased().map { SceneIDs.isValid(String($0)) ? $0 : "-" })
        return id.isEmpty ? "scene" : id
    }
}

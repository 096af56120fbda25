import Foundation
import FoldKit
import FoldKitScenes

/// Scenes named on the command line: scene files and directories of them, or the built-ins
/// (SCENE.md; CLI.md `lint`, `storyboard`).
public enum SceneInput {
    /// One scene with the id diagnostics and file names use.
    public struct Named: Sendable {
        /// A built-in id, or the file's name without `.json`.
        public var id: String
        /// The decoded scene.
        public var scene: Scene
    }

    /// The scenes `positionals` name, in order; a directory gives its `*.json` files sorted by
    /// name (not recursive). No positionals: every built-in scene, in ``Scene/builtInIDs`` order.
    /// - Throws: ``CLIError`` for a missing or unreadable path, a directory without scene files,
    ///   an invalid scene (with its JSON path and line:column), or two scenes with one id.
    public static func load(_ positionals: [String], context: CommandContext) throws(CLIError) -> [Named] {
        guard !positionals.isEmpty else {
            do { return try Scene.allBuiltIn().map { Named(id: $0.id, scene: $0.scene) } } catch {
                throw .invalidFile(path: "built-in scenes", error: error)
            }
        }
        var scenes: [Named] = []
        var seen: [String: String] = [:]
        for argument in positionals {
            for file in try files(argument, context: context) {
                let id = String((file as NSString).lastPathComponent.dropLast(".json".count))
                if let first = seen[id] { throw .conflict("two scenes have the id '\(id)': \(first) and \(file)") }
                seen[id] = file
                let data = try FileInput.read(file, resolvedPath: resolve(file, context: context))
                do { scenes.append(Named(id: id, scene: try Scene.decode(data))) } catch { throw .invalidFile(path: file, error: error) }
            }
        }
        return scenes
    }

    /// The scene files `argument` names: itself, or the `*.json` files of a directory, sorted.
    static func files(_ argument: String, context: CommandContext) throws(CLIError) -> [String] {
        var isDirectory: ObjCBool = false
        let path = resolve(argument, context: context)
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            if !argument.hasSuffix(".json") && FileManager.default.fileExists(atPath: path) {
                throw .unreadableFile(path: argument, reason: "expected a scene file ending in .json")
            }
            return [argument]
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw .unreadableFile(path: argument, reason: "cannot be read")
        }
        let scenes = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
        if scenes.isEmpty { throw .unreadableFile(path: argument, reason: "is a directory without scene files (*.json)") }
        let prefix = argument.hasSuffix("/") ? argument : argument + "/"
        return scenes.map { prefix + $0 }
    }

    /// `path` made absolute against the working directory.
    static func resolve(_ path: String, context: CommandContext) -> String {
        path.hasPrefix("/") ? path : context.workingDirectory + "/" + path
    }
}

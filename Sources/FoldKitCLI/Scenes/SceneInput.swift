import Foundation
import FoldKit
import FoldKitScenes

/// Scenes named on the command line: scene files, directories of them, or the built-in scenes
/// (CLI.md `storyboard`, `lint`, `layout`).
public enum SceneInput {
    /// One scene to lay out, with where it came from.
    public struct Loaded: Sendable {
        /// The scene's id in file paths and reports: the file's name without `.json`, or the
        /// built-in id (`mail`).
        public var id: String
        /// The file as the user wrote it, or `built-in scene <id>`.
        public var source: String
        /// The decoded scene, checked and outlined once (``PreparedScene``).
        public var prepared: PreparedScene
        /// The decoded scene (setting one outlines it anew, unchecked).
        public var scene: Scene {
            get { prepared.scene }
            set { prepared = PreparedScene(unchecked: newValue) }
        }

        /// One scene to lay out, already prepared.
        public init(id: String, source: String, prepared: PreparedScene) {
            self.id = id
            self.source = source
            self.prepared = prepared
        }
    }

    /// The scenes `arguments` name, in order: a file is one scene, a directory every `*.json`
    /// inside it (not recursive) in byte order of their names; none means the built-in scenes.
    /// - Throws: ``CLIError`` for a missing or unreadable file, an empty directory, an invalid
    ///   scene (one line naming the file, line:column and JSON path), or a scene listed twice — the
    ///   same id, from the same file or two of one name (``ListValue/requireUnique(_:key:text:noun:source:)``).
    /// - Complexity: O(*b*) in the bytes of the files read.
    public static func load(_ arguments: [String], context: CommandContext) throws(CLIError) -> [Loaded] {
        guard !arguments.isEmpty else { return try builtIn() }
        var loaded: [Loaded] = []
        for argument in arguments {
            for file in try files(of: argument, context: context) { loaded.append(try load(file: file, context: context)) }
        }
        // A scene is named by its id in reports and file paths: one id, one scene.
        try ListValue.requireUnique(loaded, key: \.id, text: \.source, noun: "scene", source: .arguments)
        return loaded
    }

    /// The scene files one argument names, as paths to show: a file itself (not yet read), a
    /// directory its `*.json` files (``jsonFiles(in:path:)``).
    /// - Throws: ``CLIError`` for a directory that cannot be listed or holds no `.json` file.
    static func files(of argument: String, context: CommandContext) throws(CLIError) -> [String] {
        let path = resolved(argument, context: context)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [argument] }
        return try jsonFiles(in: argument, path: path).map { join(argument, $0) }
    }

    /// The scene in the file `text` (relative to the working directory unless absolute).
    /// - Throws: ``CLIError`` for a missing, unreadable or invalid file.
    public static func load(file text: String, context: CommandContext) throws(CLIError) -> Loaded {
        let data = try FileInput.read(text, resolvedPath: resolved(text, context: context))
        do {
            return Loaded(id: SceneIDs.sceneID(ofFile: text), source: text, prepared: try PreparedScene.decode(data))
        } catch {
            throw .invalidFile(path: text, error: error)
        }
    }

    /// Every built-in scene (SPEC 8.2), in storyboard order.
    /// - Throws: ``CLIError`` for a packaging fault (a missing or invalid resource).
    public static func builtIn() throws(CLIError) -> [Loaded] {
        do {
            return try PreparedScene.allBuiltIn().map { Loaded(id: $0.id, source: "built-in scene \($0.id)", prepared: $0.scene) }
        } catch {
            throw .invalidFile(path: "built-in scenes", error: error)
        }
    }

    /// The `*.json` files directly inside the directory at `path`, sorted by name.
    static func jsonFiles(in display: String, path: String) throws(CLIError) -> [String] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
            throw .unreadableFile(path: display, reason: "the directory cannot be listed")
        }
        let files = names.filter { name in
            var isDirectory: ObjCBool = false
            return name.hasSuffix(".json") && !name.hasPrefix(".")
                && FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        guard !files.isEmpty else { throw .unreadableFile(path: display, reason: "the directory holds no .json scene file") }
        return files
    }

    /// `text` resolved against the working directory.
    static func resolved(_ text: String, context: CommandContext) -> String {
        text.hasPrefix("/") ? text : context.workingDirectory + "/" + text
    }

    /// `directory/name` without a doubled slash.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

}

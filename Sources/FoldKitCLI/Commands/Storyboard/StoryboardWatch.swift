import Foundation
import FoldKitRender

/// `foldkit storyboard --watch`: renders the scenes, then keeps checking their files (five times a
/// second) and re-renders the scenes whose files changed; the page reloads itself when the
/// version in `watch.js` changes (``HTMLPage/watchScript``). A scene that becomes invalid keeps
/// its last good panels, its one-line error goes to the page's banner and to the log, and the
/// watch goes on. A folder is read again every round, so a scene added to it is picked up.
struct StoryboardWatch {
    var settings: StoryboardCommand.Settings
    /// The scene files and folders as given.
    var arguments: [String]
    var context: CommandContext

    /// A file's modification time and size: a change of either is an edit.
    struct Stamp: Equatable {
        var modified: Date
        var size: Int
    }

    /// Watches until the context says to stop (never, on the command line: Ctrl-C ends it).
    /// - Throws: ``CLIError`` when there is nothing to watch (no scene files: the built-ins do not
    ///   change) or the output cannot be written.
    func run() throws(CLIError) -> CLIOutput {
        guard !arguments.isEmpty else {
            throw .usage(command: "storyboard", message: "--watch needs scene files or folders to watch (the built-in scenes do not change)")
        }
        var stamps: [String: Stamp] = [:], good: [String: SceneInput.Loaded] = [:], errors: [String: String] = [:]
        var version = 0, rounds = 0
        while true {
            let files = sceneFiles()
            var changed: Set<String> = []
            var touched = rounds == 0
            for file in files {
                let stamp = Self.stamp(SceneInput.resolved(file, context: context))
                guard stamp != stamps[file] else { continue }
                stamps[file] = stamp
                touched = true
                do {
                    let loaded = try SceneInput.load(file: file, context: context)
                    good[file] = loaded
                    errors[file] = nil
                    changed.insert(loaded.id)
                } catch {
                    errors[file] = FoldKitCommandLine.failure(error).stderr.trimmingCharacters(in: .newlines)
                }
            }
            for file in Array(stamps.keys) where !files.contains(file) {
                (good[file], errors[file], stamps[file]) = (nil, nil, nil)
                touched = true
            }
            if touched {
                let scenes = files.compactMap { good[$0] }
                if !scenes.isEmpty {
                    let (written, _) = try settings.render(scenes, context: context, only: rounds == 0 ? nil : changed, watch: true)
                    if !written.isEmpty {
                        let ids = Set(written.map(\.panel.scene.id)).sorted()
                        log("rendered \(written.count) panel\(written.count == 1 ? "" : "s") of \(ids.joined(separator: ", "))")
                    }
                }
                version += 1
                let messages = files.compactMap { errors[$0] }
                for message in messages { log(message) }
                try settings.directory.write(Data(HTMLPage.watchFile(version: version, errors: messages).utf8), to: StoryboardPaths.watch)
            }
            rounds += 1
            if context.stopWatching?() == true { break }
            usleep(200_000)
        }
        return CLIOutput(stdout: "")
    }

    /// The scene files the arguments name now (``SceneInput/files(of:context:)``); a folder that
    /// holds no scene yet names none.
    func sceneFiles() -> [String] {
        arguments.flatMap { argument in (try? SceneInput.files(of: argument, context: context)) ?? [] }
    }

    /// The stamp of the file at `path` (a missing file has the distant past and size −1).
    static func stamp(_ path: String) -> Stamp {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return Stamp(modified: attributes?[.modificationDate] as? Date ?? .distantPast, size: (attributes?[.size] as? Int) ?? -1)
    }

    /// One line of the watch's log: standard error, or the context's sink.
    func log(_ line: String) {
        if let sink = context.watchLog { sink(line) } else { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
}

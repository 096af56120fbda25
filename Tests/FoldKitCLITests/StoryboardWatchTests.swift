import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// `foldkit storyboard --watch` (CLI.md "Added 2026-12-02"): re-renders the scenes whose files
/// change, tells the open page through `watch.js`, and goes on when a scene becomes invalid.
struct StoryboardWatchTests {
    /// What the watch logged and when to stop, shared with the closures the context holds.
    final class Script: @unchecked Sendable {
        let lock = NSLock()
        var log: [String] = []
        var round = 0
        var steps: [(Int) -> Void] = []

        func append(_ line: String) { lock.lock(); log.append(line); lock.unlock() }
        func next() -> Bool {
            lock.lock()
            let current = round
            round += 1
            lock.unlock()
            if current < steps.count { steps[current](current) }
            return current >= steps.count
        }
    }

    static func watchVersion(_ directory: TemporaryDirectory) -> (version: Int, errors: String)? {
        guard let text = directory.data("out/watch.js").map({ String(decoding: $0, as: UTF8.self) }),
              let match = text.firstMatch(of: #/"version": ([0-9]+), "errors": \[(.*)\]/#) else { return nil }
        return (Int(match.output.1) ?? -1, String(match.output.2))
    }

    /// An edit is rendered in the next round; a file that becomes invalid keeps its last good
    /// panels and puts its one-line error in `watch.js`; fixing it clears the error.
    @Test func editsAreRenderedAndErrorsShown() throws {
        let directory = TemporaryDirectory("storyboard-watch")
        defer { directory.remove() }
        let scene = SceneFiles.write(SceneFiles.notes, to: "notes.json", in: directory)
        let path = directory.path + "/notes.json"
        let script = Script()
        var seen: [(Int, String)] = []
        script.steps = [
            { _ in
                seen.append((Self.watchVersion(directory)?.version ?? -1, ""))
                try? Data(SceneFiles.notes.replacingOccurrences(of: "\"Note\"", with: "\"Edited note\"").utf8).write(to: URL(fileURLWithPath: path))
            },
            { _ in
                seen.append((Self.watchVersion(directory)?.version ?? -1, ""))
                try? Data("{\"name\": ".utf8).write(to: URL(fileURLWithPath: path))
            },
            { _ in
                let state = Self.watchVersion(directory)
                seen.append((state?.version ?? -1, state?.errors ?? ""))
                try? Data(SceneFiles.notes.utf8).write(to: URL(fileURLWithPath: path))
            },
            { _ in
                let state = Self.watchVersion(directory)
                seen.append((state?.version ?? -1, state?.errors ?? ""))
            },
        ]
        let context = CommandContext(workingDirectory: directory.path, stopWatching: { script.next() }, watchLog: { script.append($0) })
        let output = FoldKitCommandLine.run(["storyboard", scene, "--watch", "--posture", "book", "-o", "out"], context: context)
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(seen.map(\.0) == [1, 2, 3, 4])
        #expect(seen[2].1.contains("notes.json:1:") && seen[3].1.isEmpty, "\(seen)")
        #expect(script.log.first == "rendered 1 panel of notes" && script.log.contains { $0.hasPrefix("error: notes.json:1:") }, "\(script.log)")
        let page = String(decoding: directory.data("out/index.html") ?? Data(), as: UTF8.self)
        #expect(page.contains("watch.js?"))
        #expect(directory.files().contains("out/watch.js"))
    }

    @Test func builtInScenesCannotBeWatched() {
        let directory = TemporaryDirectory("storyboard-watch")
        defer { directory.remove() }
        let output = FoldKitCommandLine.run(["storyboard", "--watch"], context: CommandContext(workingDirectory: directory.path, stopWatching: { true }))
        #expect(output.exitCode == 2)
        #expect(output.stderr == "error: --watch needs scene files or folders to watch (the built-in scenes do not change) (see 'foldkit storyboard --help')\n")
    }

    /// The built binary picks an edit up within a second: `watch.js`'s version changes.
    @Test(.enabled(if: BuiltBinary.foldkit != nil))
    func binaryPicksUpAnEditWithinASecond() throws {
        let directory = TemporaryDirectory("storyboard-watch")
        defer { directory.remove() }
        _ = SceneFiles.write(SceneFiles.notes, to: "notes.json", in: directory)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(BuiltBinary.foldkit))
        process.arguments = ["storyboard", "notes.json", "--watch", "--posture", "book", "-o", "out"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        var deadline = Date().addingTimeInterval(20)
        while Self.watchVersion(directory) == nil, Date() < deadline { usleep(20_000) }
        let first = try #require(Self.watchVersion(directory)?.version)
        let edited = Date()
        try Data(SceneFiles.notes.replacingOccurrences(of: "\"Note\"", with: "\"Edited\"").utf8).write(to: URL(fileURLWithPath: directory.path + "/notes.json"))
        deadline = edited.addingTimeInterval(5)
        while Self.watchVersion(directory)?.version == first, Date() < deadline { usleep(10_000) }
        let elapsed = Date().timeIntervalSince(edited)
        #expect(Self.watchVersion(directory)?.version == first + 1)
        #expect(elapsed < 1, "picked up after \(elapsed) s")
        let svg = String(decoding: directory.data("out/notes/iphone-duo/book.svg") ?? Data(), as: UTF8.self)
        #expect(svg.contains("Edited"))
    }
}

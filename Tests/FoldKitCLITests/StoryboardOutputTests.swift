import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Output you can trust: a run removes the files of its own earlier runs that it no longer writes
/// (listed in the directory's manifest), never a file it did not write, and an interrupted run
/// leaves no temporary file behind.
struct StoryboardOutputTests {
    static func run(_ arguments: [String], in directory: TemporaryDirectory) -> CLIOutput {
        FoldKitCommandLine.run(["storyboard"] + arguments, context: CommandContext(workingDirectory: directory.path))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var first: [String]
        var second: [String]
        /// Files under `out/` after the second run, the manifest and the user's note aside.
        var left: [String]
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "PNGs no longer asked for are removed", first: ["--posture", "book", "--render", "png,html"], second: ["--posture", "book"],
             left: ["index.html", "notes/iphone-duo/book.svg"]),
        Case(name: "a posture no longer asked for is removed, with its folder's pushed screen",
             first: ["--posture", "book,closed"], second: ["--posture", "book", "--render", "svg"], left: ["notes/iphone-duo/book.svg"]),
        Case(name: "a device no longer asked for leaves no empty folder",
             first: ["--device", "iphone-duo,tri-fold", "--posture", "flat"], second: ["--posture", "flat", "--render", "pdf"],
             left: ["notes/iphone-duo/flat.svg", "storyboard.pdf"]),
    ]

    @Test(arguments: cases)
    func staleFilesAreRemoved(_ c: Case) throws {
        let directory = TemporaryDirectory("storyboard-output")
        defer { directory.remove() }
        let scene = SceneFiles.write(SceneFiles.notes, to: "notes.json", in: directory)
        #expect(Self.run([scene, "-o", "out"] + c.first, in: directory).exitCode == 0)
        // A file FoldKit did not write stays, wherever it is.
        try Data("mine".utf8).write(to: URL(fileURLWithPath: directory.path + "/out/notes/my-note.txt"))
        let second = Self.run([scene, "-o", "out"] + c.second, in: directory)
        #expect(second.exitCode == 0, "\(second.stderr)")
        let files = directory.files().filter { $0.hasPrefix("out/") }.map { String($0.dropFirst(4)) }
        #expect(files.filter { $0 != ".foldkit-storyboard.json" && $0 != "notes/my-note.txt" } == c.left)
        #expect(files.contains("notes/my-note.txt"))
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory.path + "/out/notes")) ?? []
        #expect(folders.sorted() == (["my-note.txt"] + Set(c.left.filter { $0.hasPrefix("notes/") }.map { $0.split(separator: "/")[1] }).map(String.init)).sorted())
        // The manifest lists exactly what the second run wrote.
        let manifest = try #require(directory.data("out/.foldkit-storyboard.json"))
        let listed = try #require((try JSONSerialization.jsonObject(with: manifest) as? [String: Any])?["files"] as? [String])
        #expect(listed == c.left)
    }

    /// A manifest edited to point outside the directory removes nothing there.
    @Test func manifestNeverReachesOutside() throws {
        let directory = TemporaryDirectory("storyboard-output")
        defer { directory.remove() }
        let scene = SceneFiles.write(SceneFiles.notes, to: "notes.json", in: directory)
        try FileManager.default.createDirectory(atPath: directory.path + "/out", withIntermediateDirectories: true)
        try Data(#"{"version": 1, "files": ["../notes.json", "/etc/hostname", "notes/../../notes.json"]}"#.utf8)
            .write(to: URL(fileURLWithPath: directory.path + "/out/.foldkit-storyboard.json"))
        #expect(Self.run([scene, "-o", "out", "--posture", "book"], in: directory).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/" + scene))
    }

    /// Ctrl-C in the middle of a long PNG run, with the page and the PDF streaming into their
    /// temporary files: the built binary exits as interrupted (130) and leaves no temporary file.
    @Test(.enabled(if: BuiltBinary.foldkit != nil))
    func interruptLeavesNoTemporaryFile() throws {
        let directory = TemporaryDirectory("storyboard-interrupt")
        defer { directory.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(BuiltBinary.foldkit))
        process.arguments = ["storyboard", "--device", "all", "--render", "png,html,pdf", "-o", "out"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Interrupt once PNGs are being written.
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline, !directory.files().contains(where: { $0.hasSuffix(".png") }) { usleep(20_000) }
        usleep(100_000)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130 || process.terminationStatus == 0)
        let temporary = directory.files().filter { $0.contains(".foldkit-tmp") }
        #expect(temporary.isEmpty, "\(temporary)")
        // Every panel file the stopped run wrote is in its journal, so the next run into the
        // folder removes those it does not write again: here all but one device's flat panels.
        let journal = try String(contentsOfFile: directory.path + "/out/.foldkit-storyboard.journal", encoding: .utf8).split(separator: "\n").map(String.init)
        let panelFiles = directory.files().filter { $0.hasPrefix("out/") && !$0.contains(".foldkit-storyboard.") }
            .map { String($0.dropFirst("out/".count)) }
        #expect(!panelFiles.isEmpty)
        #expect(Set(panelFiles).subtracting(journal).isEmpty, "\(Set(panelFiles).subtracting(journal).sorted().prefix(5))")
        #expect(Self.run(["--device", "iphone", "--posture", "flat", "--render", "svg", "-o", "out"], in: directory).exitCode == 0)
        let again = try #require(Self.manifest(in: directory))
        let left = directory.files().filter { $0.hasPrefix("out/") && !$0.contains(".foldkit-storyboard.") }.map { String($0.dropFirst("out/".count)) }
        #expect(Set(left) == Set(again.files), "\(Set(left).subtracting(again.files).sorted().prefix(5))")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/out/.foldkit-storyboard.journal"))
    }

    /// The manifest in `directory/out`, decoded.
    static func manifest(in directory: TemporaryDirectory) -> (files: [String], version: Int)? {
        guard let data = FileManager.default.contents(atPath: directory.path + "/out/.foldkit-storyboard.json"),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let files = object["files"] as? [String], let version = object["version"] as? Int else { return nil }
        return (files, version)
    }
}

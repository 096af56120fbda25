import Foundation

/// The list of files a storyboard run wrote, kept in its output directory
/// (`.foldkit-storyboard.json`), so the next run into the same directory removes what it no
/// longer writes: a stale PNG never sits beside a new SVG, a panel of a posture or state no longer
/// asked for disappears, and files FoldKit did not write are never touched.
struct StoryboardManifest: Codable, Sendable, Equatable {
    /// The manifest's name in the output directory.
    static let name = ".foldkit-storyboard.json"

    /// The format's version, for a later change of shape.
    var version = 1
    /// The files written, relative to the output directory, sorted.
    var files: [String]

    /// The previous run's manifest in `directory`, nil when there is none or it cannot be read
    /// (an unreadable manifest removes nothing).
    static func previous(in directory: StoryboardOutputDirectory) -> StoryboardManifest? {
        guard let data = FileManager.default.contents(atPath: directory.path + "/" + name) else { return nil }
        return try? JSONDecoder().decode(StoryboardManifest.self, from: data)
    }

    /// Removes the files `previous` lists that this run did not write, and the folders that
    /// leaves empty, then writes this run's manifest.
    /// - Throws: ``CLIError`` when the manifest cannot be written.
    func replace(_ previous: StoryboardManifest?, in directory: StoryboardOutputDirectory) throws(CLIError) {
        let kept = Set(files)
        var folders = Set<String>()
        for file in previous?.files ?? [] where !kept.contains(file) && Self.isInside(file) {
            unlink(directory.path + "/" + file)
            var folder = (file as NSString).deletingLastPathComponent
            while !folder.isEmpty { folders.insert(folder); folder = (folder as NSString).deletingLastPathComponent }
        }
        // Deepest first; rmdir removes only empty folders.
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(directory.path + "/" + folder) }
        try write(in: directory)
    }

    /// Writes this manifest into `directory` (atomically), removing nothing.
    /// - Throws: ``CLIError`` when it cannot be written.
    func write(in directory: StoryboardOutputDirectory) throws(CLIError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do { data = try encoder.encode(self) } catch { throw .conflict("cannot encode the storyboard manifest: \(error)") }
        try directory.write(data, to: Self.name)
    }

    /// The manifest a run keeps while it writes: the previous run's files and every file this run
    /// has written or is about to write, so a run stopped part way (Ctrl-C) leaves a manifest
    /// naming all it wrote, and the next run removes what it no longer writes.
    static func inProgress(_ previous: StoryboardManifest?, writing files: [String]) -> StoryboardManifest {
        StoryboardManifest(files: Array(Set(previous?.files ?? []).union(files)).sorted())
    }

    /// Whether `file` is a plain relative path inside the directory (no `..`, not absolute):
    /// a manifest edited by hand never removes anything outside it.
    static func isInside(_ file: String) -> Bool {
        !file.isEmpty && !file.hasPrefix("/") && !file.split(separator: "/").contains("..")
    }
}

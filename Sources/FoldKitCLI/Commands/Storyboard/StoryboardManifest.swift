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

    /// The journal a run appends to as it goes (`.foldkit-storyboard.journal`): each file's path on
    /// a line of its own, written before the file. A run that completes removes it; one stopped
    /// part way (Ctrl-C) leaves it, and the next run counts its files as the previous run's.
    static let journalName = ".foldkit-storyboard.journal"

    /// The previous runs' files in `directory`: its manifest's, and a stopped run's journal's;
    /// nil when there are none or they cannot be read (an unreadable manifest removes nothing).
    static func previous(in directory: StoryboardOutputDirectory) -> StoryboardManifest? {
        let manifest = FileManager.default.contents(atPath: directory.path + "/" + name)
            .flatMap { try? JSONDecoder().decode(StoryboardManifest.self, from: $0) }
        let journal = FileManager.default.contents(atPath: directory.path + "/" + journalName)
            .map { String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init) } ?? []
        guard manifest != nil || !journal.isEmpty else { return nil }
        return StoryboardManifest(files: Array(Set((manifest?.files ?? []) + journal)).sorted())
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
        unlink(directory.path + "/" + Self.journalName)
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



    /// Whether `file` is a plain relative path inside the directory (no `..`, not absolute):
    /// a manifest edited by hand never removes anything outside it.
    static func isInside(_ file: String) -> Bool {
        !file.isEmpty && !file.hasPrefix("/") && !file.split(separator: "/").contains("..")
    }
}

import Foundation

/// Progress of a storyboard run on stderr, one rewritten line, shown only when stderr is a
/// terminal (CLI.md: diagnostics and progress go to stderr; nothing when piped).
struct StoryboardProgress: Sendable {
    /// Whether to show anything.
    var enabled: Bool

    /// Shows `[scene/scenes] name`: the scene being drawn (its number from 1) and the panel's name.
    func step(_ scene: Int, of scenes: Int, _ name: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(scene)/\(scenes)] \(name)".utf8))
    }

    /// Clears the progress line.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

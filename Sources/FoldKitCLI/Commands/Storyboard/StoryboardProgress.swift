import Foundation

/// Progress of a storyboard run on stderr, one rewritten line, shown only when stderr is a
/// terminal (CLI.md: diagnostics and progress go to stderr; nothing when piped).
struct StoryboardProgress: Sendable {
    /// Whether to show anything.
    var enabled: Bool
    /// The number of panels.
    var total: Int

    /// Shows `[index/total] name`.
    func step(_ index: Int, _ name: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(index)/\(total)] \(name)".utf8))
    }

    /// Clears the progress line.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

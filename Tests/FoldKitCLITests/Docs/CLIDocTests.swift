import Foundation
import Testing
import FoldKitCLI

/// `docs/cli.md`, the user's reference for `foldkit`, has a section for every command and names
/// every long flag each command declares (its ``OptionSpec``s), and names no flag that no command
/// accepts — the help and the documentation come from one list of options.
@Suite("CLI documentation")
struct CLIDocTests {
    /// `docs/cli.md`, found from this file's path.
    static let docURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/cli.md")

    /// The documentation's text.
    static func doc() throws -> String { try String(contentsOf: docURL, encoding: .utf8) }

    /// Whether `doc` shows `flag` in code: `` `--device` `` or `` `--device <id|path>` ``.
    static func names(_ flag: String, in doc: String) -> Bool {
        doc.contains("`\(flag)`") || doc.contains("`\(flag) ")
    }

    @Test("every command has its section and every long flag of its options is in docs/cli.md",
          arguments: FoldKitCommandLine.commands.map(\.name))
    func everyFlagIsDocumented(_ command: String) throws {
        let doc = try Self.doc()
        let options = try #require(FoldKitCommandLine.commands.first { $0.name == command }).options
        #expect(doc.contains("\n## foldkit \(command)\n"), "docs/cli.md has no section '## foldkit \(command)'")
        let missing = options.map(\.name).filter { !Self.names($0, in: doc) }
        #expect(missing.isEmpty, "docs/cli.md does not name \(command)'s \(missing.joined(separator: ", "))")
    }

    @Test("docs/cli.md names no long flag that no command accepts")
    func noFlagIsInvented() throws {
        let doc = try Self.doc()
        let known = Set(FoldKitCommandLine.commands.flatMap { $0.options.map(\.name) } + ["--help"])
        let pattern = try Regex("--[a-z][a-z-]*[a-z]")
        let named = Set(doc.matches(of: pattern).map { String(doc[$0.range]) })
        let unknown = named.subtracting(known).sorted()
        #expect(unknown.isEmpty, "docs/cli.md names flags no command accepts: \(unknown.joined(separator: ", "))")
    }
}

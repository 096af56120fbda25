import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Input that once slipped through: non-decimal numbers, values on switches, control characters
/// and huge values echoed into the error line (CLI.md: exactly one line, exit 2).
struct InputHardeningTests {
    static let cases: [CLIBadInputCase] = [
        CLIBadInputCase("hexadecimal number", ["regions", "--hinge-angle", "0x5A"], .exactly("error: expected a number, got '0x5A' for '--hinge-angle <degrees>'")),
        CLIBadInputCase("digit separator", ["regions", "--hinge-angle", "1_0"], .exactly("error: expected a number, got '1_0' for '--hinge-angle <degrees>'")),
        CLIBadInputCase("a value on a switch", ["regions", "--include-inactive=yes"], .exactly("error: '--include-inactive' takes no value, got 'yes' (see 'foldkit regions --help')")),
        CLIBadInputCase("a newline in a value stays on one line", ["regions", "--posture", "bo\nok"], .exactly("error: unknown posture 'bo\\nok' for '--posture <name>'; did you mean 'book'? (values: closed, closed-landscape, flat, flat-rotated, book, tabletop)")),
        CLIBadInputCase("an escape sequence is written out", ["regions", "--posture", "\u{1B}[31mred"], .exactly("error: unknown posture '\\u{1B}[31mred' for '--posture <name>' (values: closed, closed-landscape, flat, flat-rotated, book, tabletop)")),
        CLIBadInputCase("a huge value is cut", ["regions", "--posture", String(repeating: "x", count: 5000)], .exactly("error: unknown posture '\(String(repeating: "x", count: 80))…' for '--posture <name>' (values: closed, closed-landscape, flat, flat-rotated, book, tabletop)")),
    ]

    @Test(arguments: cases)
    func oneLine(_ c: CLIBadInputCase) {
        let output = FoldKitCommandLine.run(c.arguments)
        #expect(c.violations(exitCode: output.exitCode, stdout: output.stdout, stderr: output.stderr) == [])
    }

    /// A named pipe that no one writes to, given as a scene, a profile or a dump: one line and
    /// exit 2 at once, not a wait for a writer for ever (as `cat` would). Run as the built binary
    /// with a deadline, so a regression fails instead of hanging the suite.
    @Test(.enabled(if: BuiltBinary.foldkit != nil), arguments: [
        ["lint", "pipe"], ["layout", "pipe"], ["regions", "--device", "pipe"], ["lint", "--uiautomator", "pipe", "--device", "book-foldable", "--posture", "flat"],
    ])
    func namedPipeWithoutWriter(_ arguments: [String]) throws {
        let directory = TemporaryDirectory("named-pipe")
        defer { directory.remove() }
        #expect(mkfifo(directory.path + "/pipe", 0o600) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(BuiltBinary.foldkit))
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        let stderr = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        #expect(process.terminationStatus == 2)
        let text = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text == "error: pipe: is a named pipe that no one writes to: nothing to read\n")
    }

    /// A symbolic link that leads to no file — a loop, or a missing target — says so, not "no
    /// such file" (the link is there).
    @Test(arguments: ["loop", "dangling"])
    func linkToNoFile(_ kind: String) throws {
        let directory = TemporaryDirectory("links")
        defer { directory.remove() }
        if kind == "loop" {
            #expect(symlink(directory.path + "/b.json", directory.path + "/a.json") == 0)
            #expect(symlink(directory.path + "/a.json", directory.path + "/b.json") == 0)
        } else {
            #expect(symlink(directory.path + "/gone.json", directory.path + "/a.json") == 0)
        }
        let output = FoldKitCommandLine.run(["lint", "a.json"], context: CommandContext(workingDirectory: directory.path))
        #expect(output.exitCode == 2)
        #expect(output.stderr == "error: a.json: is a symbolic link that leads to no file (a loop, or its target is missing)\n")
    }
}

import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Bad input to `foldkit storyboard`: exit 2, one line on stderr naming the flag, nothing written
/// (CLI.md "Exit status", STYLE 13).
struct StoryboardCommandErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown device in a list", arguments: ["--device", "iphone-duo,iphone-dou"],
             message: "error: unknown device 'iphone-dou' for '--device <id,id|all>'; did you mean 'iphone-duo'? "
                 + "(values: iphone-duo, iphone, ipad, book-foldable, flip-foldable, dual-screen, tri-fold, a profile .json file, all)"),
        Case(name: "unknown posture", arguments: ["--posture", "book,tabeltop"],
             message: "error: unknown posture 'tabeltop' for '--posture <name,name|all>'; did you mean 'tabletop'? "
                 + "(values: closed, closed-landscape, flat, flat-rotated, book, tabletop, all)"),
        Case(name: "unknown render kind", arguments: ["--render", "svg,htm"],
             message: "error: unknown render kind 'htm' for '--render <svg,png,html>'; did you mean 'html'? (values: svg, png, html)"),
        Case(name: "posture the device cannot take", arguments: ["--device", "iphone", "--posture", "book"],
             message: "error: device 'iphone' cannot take the posture (it has no hinge): 'book' for '--posture <name,name|all>' (values: flat, flat-rotated, all)"),
        Case(name: "device listed twice", arguments: ["--device", "iphone-duo,iphone-duo"],
             message: "error: device listed twice: 'iphone-duo' for '--device <id,id|all>'"),
        Case(name: "posture listed twice", arguments: ["--posture", "book,book"],
             message: "error: posture listed twice: 'book' for '--posture <name,name|all>'"),
        Case(name: "all inside a list", arguments: ["--device", "all,iphone"],
             message: "error: 'all' must be given alone, got 'all,iphone' for '--device <id,id|all>'"),
        Case(name: "empty list item", arguments: ["--posture", "book,"],
             message: "error: empty posture name in the list 'book,' for '--posture <name,name|all>'"),
        Case(name: "output path is a file", arguments: ["-o", "taken.txt"],
             message: "error: expected a directory, got the file 'taken.txt' for '-o <dir>'"),
        Case(name: "output directory cannot be created", arguments: ["-o", "taken.txt/sub"],
             message: "error: cannot create the directory (Not a directory): 'taken.txt/sub' for '-o <dir>'"),
        Case(name: "missing scene file", arguments: ["mail.json"], message: "error: mail.json: no such file"),
        Case(name: "invalid scene file", arguments: ["taken.txt"], message: "error: taken.txt:1:1: invalid JSON: expected a value"),
        Case(name: "directory without scenes", arguments: ["empty"], message: "error: empty: the directory holds no .json scene file"),
        Case(name: "unknown format", arguments: ["--format", "yaml"],
             message: "error: unknown format 'yaml' for '--format <text|json>' (values: text, json)"),
        Case(name: "unknown flag", arguments: ["--devices", "all"],
             message: "error: unknown option '--devices' for 'foldkit storyboard'; did you mean '--device'? (see 'foldkit storyboard --help')"),
    ]

    @Test(arguments: cases)
    func exitsTwoWithOneLine(_ c: Case) throws {
        let directory = TemporaryDirectory("storyboard")
        defer { directory.remove() }
        try Data("x".utf8).write(to: URL(fileURLWithPath: directory.path + "/taken.txt"))
        try FileManager.default.createDirectory(atPath: directory.path + "/empty", withIntermediateDirectories: true)
        let output = FoldKitCommandLine.run(["storyboard"] + c.arguments, context: CommandContext(workingDirectory: directory.path))
        #expect(output.exitCode == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == c.message + "\n")
        #expect(directory.files() == ["taken.txt"])  // nothing written
    }

    /// Root may write anywhere, so this runs only for other users.
    @Test(.enabled(if: getuid() != 0))
    func unwritableDirectory() throws {
        let directory = TemporaryDirectory("storyboard")
        defer { directory.remove() }
        let locked = directory.path + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
        let output = FoldKitCommandLine.run(["storyboard", "-o", "locked"], context: CommandContext(workingDirectory: directory.path))
        #expect(output.exitCode == 2)
        #expect(output.stderr == "error: the directory is not writable: 'locked' for '-o <dir>'\n")
    }
}

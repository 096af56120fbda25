import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Bad input to `foldkit storyboard`: exit 2, one line on stderr naming the flag, nothing written
/// (CLI.md "Exit status", STYLE 13).
struct StoryboardCommandErrorTests {
    static let cases: [CLIBadInputCase] = [
        CLIBadInputCase("unknown device in a list", ["--device", "iphone-duo,iphone-dou"], .exactly("error: unknown device 'iphone-dou' for '--device <id,id|all>'; did you mean 'iphone-duo'? "
                 + "(values: iphone-duo, iphone, ipad, book-foldable, flip-foldable, dual-screen, tri-fold, a profile .json file, all)")),
        CLIBadInputCase("unknown posture", ["--posture", "book,tabeltop"], .exactly("error: unknown posture 'tabeltop' for '--posture <name,name|all>'; did you mean 'tabletop'? "
                 + "(values: closed, closed-landscape, flat, flat-rotated, book, tabletop, all)")),
        CLIBadInputCase("unknown render kind", ["--render", "svg,htm"], .exactly("error: unknown render kind 'htm' for '--render <svg,png,html,pdf>'; did you mean 'html'? (values: svg, png, html, pdf)")),
        CLIBadInputCase("unknown style", ["--style", "stor"], .exactly("error: unknown style 'stor' for '--style <wireframe|store>'; did you mean 'store'? (values: wireframe, store)")),
        CLIBadInputCase("unknown frame", ["--frame", "phone"], .exactly("error: unknown frame 'phone' for '--frame <none|device>' (values: none, device)")),
        CLIBadInputCase("posture the device cannot take", ["--device", "iphone", "--posture", "book"], .exactly("error: device 'iphone' cannot take the posture (it has no hinge): 'book' for '--posture <name,name|all>' (values: flat, flat-rotated, all)")),
        CLIBadInputCase("device listed twice", ["--device", "iphone-duo,iphone-duo"], .exactly("error: device listed twice: 'iphone-duo' for '--device <id,id|all>'")),
        CLIBadInputCase("posture listed twice", ["--posture", "book,book"], .exactly("error: posture listed twice: 'book' for '--posture <name,name|all>'")),
        CLIBadInputCase("all inside a list", ["--device", "all,iphone"], .exactly("error: 'all' must be given alone, got 'all,iphone' for '--device <id,id|all>'")),
        CLIBadInputCase("empty list item", ["--posture", "book,"], .exactly("error: empty posture name in the list 'book,' for '--posture <name,name|all>'")),
        CLIBadInputCase("output path is a file", ["-o", "taken.txt"], .exactly("error: expected a directory, got the file 'taken.txt' for '-o <dir>'")),
        CLIBadInputCase("output directory cannot be created", ["-o", "taken.txt/sub"], .exactly("error: cannot create the directory (Not a directory): 'taken.txt/sub' for '-o <dir>'")),
        CLIBadInputCase("missing scene file", ["mail.json"], .exactly("error: mail.json: no such file")),
        CLIBadInputCase("invalid scene file", ["taken.txt"], .exactly("error: taken.txt:1:1: invalid JSON: expected a value")),
        CLIBadInputCase("directory without scenes", ["empty"], .exactly("error: empty: the directory holds no .json scene file")),
        CLIBadInputCase("unknown format", ["--format", "yaml"], .exactly("error: unknown format 'yaml' for '--format <text|json>' (values: text, json)")),
        CLIBadInputCase("unknown layout direction", ["--layout-direction", "ltr,rtk"], .exactly("error: unknown layout direction 'rtk' for '--layout-direction <ltr,rtl>'; did you mean 'rtl'? (values: ltr, rtl)")),
        CLIBadInputCase("mistyped camera list", ["--camera-streaming", "on,of"], .exactly("error: unknown camera streaming value 'of' for '--camera-streaming <off,on>'; did you mean 'off'? (values: off, on)")),
        CLIBadInputCase("Live Activity value listed twice", ["--live-activity=off,off"], .exactly("error: Live Activity value listed twice: 'off' for '--live-activity <off,on>'")),
        CLIBadInputCase("malformed window", ["--window", "0,0,470,x"], .exactly("error: expected a number, got '0,0,470,x' for '--window <x,y,w,h>'")),
        // [S0] the outer display is 360 × 780 pt: a window for the open Duo does not fit it closed.
        CLIBadInputCase("window outside a posture's display", ["--window", "0,0,470,669", "--posture", "book,closed"], .exactly("error: device 'iphone-duo' in posture 'closed': (0, 0, 470, 669) is not inside the 360 × 780 display; choose the postures with --posture: '0,0,470,669' for '--window <x,y,w,h>'")),
        CLIBadInputCase("unknown flag", ["--devices", "all"], .exactly("error: unknown option '--devices' for 'foldkit storyboard'; did you mean '--device'? (see 'foldkit storyboard --help')")),
    ]

    @Test(arguments: cases)
    func exitsTwoWithOneLine(_ c: CLIBadInputCase) throws {
        let directory = TemporaryDirectory("storyboard")
        defer { directory.remove() }
        try Data("x".utf8).write(to: URL(fileURLWithPath: directory.path + "/taken.txt"))
        try FileManager.default.createDirectory(atPath: directory.path + "/empty", withIntermediateDirectories: true)
        let output = FoldKitCommandLine.run(["storyboard"] + c.arguments, context: CommandContext(workingDirectory: directory.path))
        #expect(c.violations(exitCode: output.exitCode, stdout: output.stdout, stderr: output.stderr) == [])
        #expect(directory.files() == ["taken.txt"])  // nothing written
    }

    /// Two scene files whose ids make one folder name (`a b` and `a-b`) would write over each
    /// other's panels: refused before anything is written.
    @Test func scenesThatShareAFolderAreRefused() throws {
        let directory = TemporaryDirectory("storyboard-folders")
        defer { directory.remove() }
        SceneFiles.write(SceneFiles.notes, to: "a b.json", in: directory)
        SceneFiles.write(SceneFiles.notes, to: "a-b.json", in: directory)
        let output = FoldKitCommandLine.run(["storyboard", "a b.json", "a-b.json", "-o", "out"], context: CommandContext(workingDirectory: directory.path))
        #expect(output.exitCode == 2 && output.stderr == "error: scene folder 'a-b' listed twice: 'a b.json' and 'a-b.json'\n")
        #expect(directory.files() == ["a b.json", "a-b.json"])
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

import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Bad input to `foldkit lint`: exit 2, nothing on stdout, one line on stderr naming the flag,
/// file, JSON path and line:column (CLI.md "Exit status", STYLE 13).
struct LintCommandErrorTests {
    static let cases: [CLIBadInputCase] = [
        CLIBadInputCase("unknown device", ["--device", "iphone-dou"], .exactly("error: unknown device 'iphone-dou' for '--device <id,id|all>'; did you mean 'iphone-duo'? "
                 + "(values: iphone-duo, iphone, ipad, book-foldable, flip-foldable, dual-screen, tri-fold, a profile .json file, all)")),
        CLIBadInputCase("unknown posture", ["--posture", "tabeltop"], .exactly("error: unknown posture 'tabeltop' for '--posture <name,name|all>'; did you mean 'tabletop'? "
                 + "(values: closed, closed-landscape, flat, flat-rotated, book, tabletop, all)")),
        CLIBadInputCase("posture the device cannot take", ["--device", "ipad", "--posture", "book"], .exactly("error: device 'ipad' cannot take the posture (it has no hinge): 'book' for '--posture <name,name|all>' (values: flat, flat-rotated, all)")),
        CLIBadInputCase("device listed twice", ["--device", "iphone-duo,iphone-duo"], .exactly("error: device listed twice: 'iphone-duo' for '--device <id,id|all>'")),
        CLIBadInputCase("unknown layout direction", ["--layout-direction", "rtk"], .exactly("error: unknown layout direction 'rtk' for '--layout-direction <ltr|rtl>'; did you mean 'rtl'? (values: ltr, rtl)")),
        CLIBadInputCase("missing scene file", ["nothing.json"], .exactly("error: nothing.json: no such file")),
        CLIBadInputCase("invalid JSON with line and column", ["broken.json"], .exactly("error: broken.json:2:10: invalid JSON: expected a value")),
        CLIBadInputCase("invalid scene with JSON path", ["typo.json"], .exactly(#"error: typo.json:1:27: root: unknown type "elemnt"; did you mean "element"?"#)),
        CLIBadInputCase("empty directory", ["empty"], .exactly("error: empty: the directory holds no .json scene file")),
        CLIBadInputCase("unknown flag", ["--render", "svg"], .exactly("error: unknown option '--render' for 'foldkit lint' (see 'foldkit lint --help')")),
    ]

    @Test(arguments: cases)
    func exitsTwoWithOneLine(_ c: CLIBadInputCase) throws {
        let directory = TemporaryDirectory("lint-errors")
        defer { directory.remove() }
        try Data("{\"name\": \"T\",\n \"root\": }".utf8).write(to: URL(fileURLWithPath: directory.path + "/broken.json"))
        try Data(#"{"name":"T","summary":"S","root":{"type":"elemnt","id":"a"}}"#.utf8).write(to: URL(fileURLWithPath: directory.path + "/typo.json"))
        try FileManager.default.createDirectory(atPath: directory.path + "/empty", withIntermediateDirectories: true)
        let output = FoldKitCommandLine.run(["lint"] + c.arguments, context: CommandContext(workingDirectory: directory.path))
        #expect(c.violations(exitCode: output.exitCode, stdout: output.stdout, stderr: output.stderr) == [])
    }
}

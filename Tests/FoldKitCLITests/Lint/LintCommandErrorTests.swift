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
        CLIBadInputCase("unknown layout direction", ["--layout-direction", "rtk"], .exactly("error: unknown layout direction 'rtk' for '--layout-direction <ltr,rtl>'; did you mean 'rtl'? (values: ltr, rtl)")),
        CLIBadInputCase("unknown layout direction in a list", ["--layout-direction", "ltr,rtk"], .exactly("error: unknown layout direction 'rtk' for '--layout-direction <ltr,rtl>'; did you mean 'rtl'? (values: ltr, rtl)")),
        CLIBadInputCase("layout direction listed twice", ["--layout-direction", "rtl,rtl"], .exactly("error: layout direction listed twice: 'rtl' for '--layout-direction <ltr,rtl>'")),
        CLIBadInputCase("all is no direction", ["--layout-direction", "all"], .exactly("error: unknown layout direction 'all' for '--layout-direction <ltr,rtl>' (values: ltr, rtl)")),
        CLIBadInputCase("mistyped camera list", ["--camera-streaming", "off,of"], .exactly("error: unknown camera streaming value 'of' for '--camera-streaming <off,on>'; did you mean 'off'? (values: off, on)")),
        CLIBadInputCase("mistyped camera value", ["--camera-streaming", "onn"], .exactly("error: unknown camera streaming value 'onn' for '--camera-streaming <off,on>'; did you mean 'on'? (values: off, on)")),
        CLIBadInputCase("camera value given inline", ["--camera-streaming=yes"], .exactly("error: unknown camera streaming value 'yes' for '--camera-streaming <off,on>' (values: off, on)")),
        CLIBadInputCase("camera value listed twice", ["--camera-streaming", "on,on"], .exactly("error: camera streaming value listed twice: 'on' for '--camera-streaming <off,on>'")),
        CLIBadInputCase("camera flag given twice", ["--camera-streaming", "--camera-streaming", "off"], .exactly("error: '--camera-streaming' given more than once")),
        CLIBadInputCase("empty Live Activity item", ["--live-activity", "on,"], .exactly("error: empty Live Activity value name in the list 'on,' for '--live-activity <off,on>'")),
        CLIBadInputCase("Live Activity value given inline", ["--live-activity=maybe"], .exactly("error: unknown Live Activity value 'maybe' for '--live-activity <off,on>' (values: off, on)")),
        CLIBadInputCase("malformed window", ["--window", "0,0,470"], .exactly("error: expected 4 comma-separated numbers, got '0,0,470' for '--window <x,y,w,h>'")),
        CLIBadInputCase("second window malformed", ["--posture", "flat", "--window", "0,0,470,669", "--window", "0,0,-5,669"], .exactly("error: width and height must be greater than 0, got '0,0,-5,669' for '--window <x,y,w,h>'")),
        CLIBadInputCase("window listed twice", ["--posture", "flat", "--window", "0,0,470,669", "--window", "0,0,470.0,669"], .exactly("error: window listed twice: '0,0,470.0,669' for '--window <x,y,w,h>'")),
        // [S0] the outer display is 360 × 780 pt: a window for the open Duo does not fit it closed.
        CLIBadInputCase("window outside a posture's display", ["--window", "0,0,470,669"], .exactly("error: device 'iphone-duo' in posture 'closed': (0, 0, 470, 669) is not inside the 360 × 780 display; choose the postures with --posture: '0,0,470,669' for '--window <x,y,w,h>'")),
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

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
        CLIBadInputCase("unknown rule to disable", ["--disable", "FK015,FK099"], .exactly("error: unknown rule 'FK099' for '--disable <FK015,…>'; did you mean 'FK009'? (values: "
                 + "FK001, FK002, FK003, FK004, FK005, FK006, FK007, FK008, FK009, FK010, FK011, FK012, FK013, FK014, FK015, FK016, FK017, FK018, FK019, FK020, FK021)")),
        CLIBadInputCase("rule disabled twice", ["--disable", "FK015,FK015"], .exactly("error: rule listed twice: 'FK015' for '--disable <FK015,…>'")),
        CLIBadInputCase("missing baseline", ["--baseline", "old.json"], .exactly("error: old.json: no such file")),
        CLIBadInputCase("baseline that is no lint output", ["--baseline", "typo.json"],
                        .exactly(#"error: typo.json:1:1: missing "diagnostics" (expected a 'foldkit lint --format json' output)"#)),
        CLIBadInputCase("baseline with a bad posture", ["--baseline", "bad-baseline.json"],
                        .contains("error: bad-baseline.json:1:")),
        CLIBadInputCase("scene disabling an unknown rule", ["disables.json"],
                        .exactly(#"error: disables.json:1:102: root.lint.disable[1]: unknown rule "FK15" (the rules are FK001–FK021)"#)),
        CLIBadInputCase("rule list with a scene", ["--list-rules", "typo.json"],
                        .exactly("error: --list-rules lists the rules and takes no scene, got 'typo.json' (see 'foldkit lint --help')")),
        CLIBadInputCase("rule list with a device", ["--list-rules", "--device", "all"],
                        .exactly("error: --list-rules lists every rule and takes only --format, got --device (see 'foldkit lint --help')")),
        CLIBadInputCase("rule list with a baseline", ["--format", "json", "--list-rules", "--baseline", "b.json"],
                        .exactly("error: --list-rules lists every rule and takes only --format, got --baseline (see 'foldkit lint --help')")),
        CLIBadInputCase("unknown flag", ["--render", "svg"], .exactly("error: unknown option '--render' for 'foldkit lint' (see 'foldkit lint --help')")),
    ]

    @Test(arguments: cases)
    func exitsTwoWithOneLine(_ c: CLIBadInputCase) throws {
        let directory = TemporaryDirectory("lint-errors")
        defer { directory.remove() }
        try Data("{\"name\": \"T\",\n \"root\": }".utf8).write(to: URL(fileURLWithPath: directory.path + "/broken.json"))
        try Data(#"{"name":"T","summary":"S","root":{"type":"elemnt","id":"a"}}"#.utf8).write(to: URL(fileURLWithPath: directory.path + "/typo.json"))
        try FileManager.default.createDirectory(atPath: directory.path + "/empty", withIntermediateDirectories: true)
        try Data(#"{"diagnostics":[{"rule":"FK001","severity":"error","scene":"a","device":"d","posture":"bok","node":"x","message":"m","fix":"f"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: directory.path + "/bad-baseline.json"))
        try Data(#"{"name":"T","summary":"S","root":{"type":"element","id":"a","role":"text","lint":{"disable":["FK015","FK15"]}}}"#.utf8)
            .write(to: URL(fileURLWithPath: directory.path + "/disables.json"))
        let output = FoldKitCommandLine.run(["lint"] + c.arguments, context: CommandContext(workingDirectory: directory.path))
        #expect(c.violations(exitCode: output.exitCode, stdout: output.stdout, stderr: output.stderr) == [])
    }
}

import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Bad input to `devices` and `regions`: each a one-line error on stderr and exit 2 (CLI.md).
@Suite("Bad input: devices and regions")
struct RegionsBadInputTests {
    static let cases: [CLIBadInputCase] = [
        CLIBadInputCase("unknown posture, near miss", ["regions", "--posture", "tabeltop"], .exactly("error: unknown posture 'tabeltop' for '--posture <name>'; did you mean 'tabletop'? (values: closed, closed-landscape, flat, flat-rotated, book, tabletop)")),
        CLIBadInputCase("unknown device", ["regions", "--device", "iphone-dou"], .exactly("error: unknown device 'iphone-dou' for '--device <id|path>'; did you mean 'iphone-duo'? (values: iphone-duo, iphone, ipad, book-foldable, flip-foldable, dual-screen, tri-fold, a profile .json file)")),
        CLIBadInputCase("unknown flag", ["regions", "--postur", "book"], .exactly("error: unknown option '--postur' for 'foldkit regions'; did you mean '--posture'? (see 'foldkit regions --help')")),
        CLIBadInputCase("unknown command", ["region"], .exactly("error: unknown command 'region'; did you mean 'regions'? (see 'foldkit --help')")),
        CLIBadInputCase("missing value", ["regions", "--view"], .exactly("error: missing value for '--view <x,y,w,h>'")),
        CLIBadInputCase("NaN in a rect", ["regions", "--view", "0,0,nan,10"], .exactly("error: expected a finite number, got '0,0,nan,10' for '--view <x,y,w,h>'")),
        CLIBadInputCase("infinity in a rect", ["regions", "--window", "0,0,inf,10"], .exactly("error: expected a finite number, got '0,0,inf,10' for '--window <x,y,w,h>'")),
        CLIBadInputCase("negative size", ["regions", "--window", "0,0,-5,10"], .exactly("error: width and height must be greater than 0, got '0,0,-5,10' for '--window <x,y,w,h>'")),
        CLIBadInputCase("empty window", ["regions", "--window", "0,0,0,0"], .exactly("error: width and height must be greater than 0, got '0,0,0,0' for '--window <x,y,w,h>'")),
        CLIBadInputCase("window outside the display", ["regions", "--posture", "book", "--window", "900,0,100,100"], .exactly("error: (900, 0, 100, 100) is not inside the 951 × 669 display: '900,0,100,100' for '--window <x,y,w,h>'")),
        CLIBadInputCase("infinite view", ["regions", "--view", "0,-inf,10,10"], .exactly("error: expected a finite number, got '0,-inf,10,10' for '--view <x,y,w,h>'")),
        CLIBadInputCase("view of zero width", ["regions", "--view", "10,10,0,10"], .exactly("error: width and height must be greater than 0, got '10,10,0,10' for '--view <x,y,w,h>'")),
        CLIBadInputCase("view of negative height", ["regions", "--view", "10,10,10,-1"], .exactly("error: width and height must be greater than 0, got '10,10,10,-1' for '--view <x,y,w,h>'")),
        CLIBadInputCase("malformed rect", ["regions", "--view", "1,2,3"], .exactly("error: expected 4 comma-separated numbers, got '1,2,3' for '--view <x,y,w,h>'")),
        CLIBadInputCase("NaN hinge angle", ["regions", "--hinge-angle", "nan"], .exactly("error: expected a finite number, got 'nan' for '--hinge-angle <degrees>'")),
        CLIBadInputCase("hinge angle out of range", ["regions", "--hinge-angle", "-10"], .exactly("error: value out of range 0…360: '-10' for '--hinge-angle <degrees>'")),
        CLIBadInputCase("posture on a device without a hinge", ["regions", "--device", "iphone", "--posture", "book"], .exactly("error: device 'iphone' has no hinge, so it takes only an orientation; no posture 'book' for '--posture <name>' (values: flat, flat-rotated)")),
        CLIBadInputCase("hinge angle on a device without a hinge", ["regions", "--device", "ipad", "--hinge-angle", "90"], .exactly("error: device 'ipad' has no hinge, so it takes no hinge angle; got '90' for '--hinge-angle <degrees>'")),
        CLIBadInputCase("closed on a device without an outer display", ["regions", "--device", "dual-screen", "--posture", "closed"], .exactly("error: device 'dual-screen' cannot take the posture (it has no outer display): 'closed' for '--posture <name>' (values: flat, flat-rotated, book, tabletop)")),
        CLIBadInputCase("unknown format", ["regions", "--format", "yaml"], .exactly("error: unknown format 'yaml' for '--format <text|json>' (values: text, json)")),
        CLIBadInputCase("flag given twice", ["regions", "--posture", "book", "--posture", "flat"], .exactly("error: '--posture' given more than once")),
        CLIBadInputCase("stray argument", ["regions", "book"], .exactly("error: unexpected argument 'book' (see 'foldkit regions --help')")),
        CLIBadInputCase("missing profile file", ["regions", "--device", "/nonexistent/duo.json"], .exactly("error: /nonexistent/duo.json: no such file")),
        CLIBadInputCase("no command", [], .exactly("error: missing command (see 'foldkit --help')")),
    ]

    @Test("Each bad input: one line, exit 2, nothing on stdout", arguments: cases)
    func badInput(_ c: CLIBadInputCase) {
        let output = FoldKitCommandLine.run(c.arguments)
        #expect(c.violations(exitCode: output.exitCode, stdout: output.stdout, stderr: output.stderr) == [])
    }

    /// A profile file with a fault, written to a temporary file.
    static func withProfile(_ text: String, _ body: (String) -> Void) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("foldkit-\(UUID().uuidString).json").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        body(path)
    }

    @Test("A malformed profile file is named with its JSON path or line:column")
    func badProfileFiles() {
        Self.withProfile("{\"id\": \"x\", \"name\": \"x\", \"source\": \"x\", \"displays\": [{\"id\": \"main\", \"naturalSize\": {\"width\": -1, \"height\": 10}, \"scale\": 1, \"sizeClasses\": {}, \"safeAreaInsets\": {}}]}") { path in
            let output = FoldKitCommandLine.run(["regions", "--device", path])
            #expect(output.exitCode == 2)
            #expect(output.stderr == "error: \(path):1:125: displays[0].sizeClasses: missing \"landscape\"\n")
        }
        Self.withProfile("{\n\"id\": \"x\",,\n}") { path in
            let output = FoldKitCommandLine.run(["regions", "--device", path])
            #expect(output.exitCode == 2)
            #expect(output.stderr.hasPrefix("error: \(path):2:"))
            #expect(output.stderr.filter { $0 == "\n" }.count == 1)
        }
        Self.withProfile("") { path in
            #expect(FoldKitCommandLine.run(["devices", "--device", path]).stderr == "error: \(path): empty file, expected a JSON object\n")
        }
    }

    @Test("A user's own profile file works like a built-in one")
    func userProfile() throws {
        let url = try #require(Bundle.module.url(forResource: "iphone-duo", withExtension: "json", subdirectory: "Fixtures"))
        let output = FoldKitCommandLine.run(["regions", "--device", url.path, "--posture", "book", "--format", "json"])
        #expect(output.exitCode == 0)
        #expect(JSONProbe(output.stdout).number("fold.frame.x") == 455.5)
    }

    @Test("--help on every command, and at the top level", arguments: [["--help"], ["regions", "--help"], ["devices", "-h"]])
    func help(_ args: [String]) {
        let output = FoldKitCommandLine.run(args)
        #expect(output.exitCode == 0)
        #expect(output.stdout.hasPrefix("OVERVIEW: "))
        #expect(output.stdout.contains("USAGE: foldkit"))
    }

    @Test("devices lists every built-in profile with its displays, in JSON too")
    func devices() {
        let output = FoldKitCommandLine.run(["devices", "--format", "json"])
        let j = JSONProbe(output.stdout)
        #expect(j.count("devices") == 7)
        #expect(j.string("devices[0].id") == "iphone-duo")
        #expect(j.string("devices[0].displays[0].id") == "inner")
        #expect(j.number("devices[0].displays[0].size.width") == 951)
        #expect(j.number("devices[0].displays[0].scale") == 3)
    }
}

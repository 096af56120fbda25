import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Bad input to `devices` and `regions`: each a one-line error on stderr and exit 2 (CLI.md).
@Suite("Bad input: devices and regions")
struct RegionsBadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var args: [String]
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown posture, near miss", args: ["regions", "--posture", "tabeltop"],
             message: "error: unknown posture 'tabeltop' for '--posture <name>'; did you mean 'tabletop'? (values: closed, closed-landscape, flat, flat-rotated, book, tabletop)"),
        Case(name: "unknown device", args: ["regions", "--device", "iphone-dou"],
             message: "error: unknown device 'iphone-dou' for '--device <id|path>'; did you mean 'iphone-duo'? (values: iphone-duo, iphone, ipad, book-foldable, flip-foldable, dual-screen, tri-fold, a profile .json file)"),
        Case(name: "unknown flag", args: ["regions", "--postur", "book"],
             message: "error: unknown option '--postur' for 'foldkit regions'; did you mean '--posture'? (see 'foldkit regions --help')"),
        Case(name: "unknown command", args: ["region"], message: "error: unknown command 'region'; did you mean 'regions'? (see 'foldkit --help')"),
        Case(name: "missing value", args: ["regions", "--view"], message: "error: missing value for '--view <x,y,w,h>'"),
        Case(name: "NaN in a rect", args: ["regions", "--view", "0,0,nan,10"], message: "error: expected a finite number, got '0,0,nan,10' for '--view <x,y,w,h>'"),
        Case(name: "infinity in a rect", args: ["regions", "--window", "0,0,inf,10"], message: "error: expected a finite number, got '0,0,inf,10' for '--window <x,y,w,h>'"),
        Case(name: "negative size", args: ["regions", "--window", "0,0,-5,10"], message: "error: width and height must be greater than 0, got '0,0,-5,10' for '--window <x,y,w,h>'"),
        Case(name: "empty window", args: ["regions", "--window", "0,0,0,0"], message: "error: width and height must be greater than 0, got '0,0,0,0' for '--window <x,y,w,h>'"),
        Case(name: "window outside the display", args: ["regions", "--posture", "book", "--window", "900,0,100,100"],
             message: "error: (900, 0, 100, 100) is not inside the 951 × 669 display: '900,0,100,100' for '--window <x,y,w,h>'"),
        Case(name: "view outside the window", args: ["regions", "--view", "0,0,2000,10"],
             message: "error: view is not inside the 951 × 669 window: '0,0,2000,10' for '--view <x,y,w,h>'"),
        Case(name: "malformed rect", args: ["regions", "--view", "1,2,3"], message: "error: expected 4 comma-separated numbers, got '1,2,3' for '--view <x,y,w,h>'"),
        Case(name: "NaN hinge angle", args: ["regions", "--hinge-angle", "nan"], message: "error: expected a finite number, got 'nan' for '--hinge-angle <degrees>'"),
        Case(name: "hinge angle out of range", args: ["regions", "--hinge-angle", "-10"], message: "error: value out of range 0…360: '-10' for '--hinge-angle <degrees>'"),
        Case(name: "posture on a device without a hinge", args: ["regions", "--device", "iphone", "--posture", "book"],
             message: "error: device 'iphone' has no hinge, so it takes only an orientation; no posture 'book' for '--posture <name>' (values: flat, flat-rotated)"),
        Case(name: "hinge angle on a device without a hinge", args: ["regions", "--device", "ipad", "--hinge-angle", "90"],
             message: "error: device 'ipad' has no hinge, so it takes no hinge angle; got '90' for '--hinge-angle <degrees>'"),
        Case(name: "closed on a device without an outer display", args: ["regions", "--device", "dual-screen", "--posture", "closed"],
             message: "error: device 'dual-screen' cannot take the posture (it has no outer display): 'closed' for '--posture <name>' (values: flat, flat-rotated, book, tabletop)"),
        Case(name: "unknown format", args: ["regions", "--format", "yaml"], message: "error: unknown format 'yaml' for '--format <text|json>' (values: text, json)"),
        Case(name: "flag given twice", args: ["regions", "--posture", "book", "--posture", "flat"], message: "error: '--posture' given more than once"),
        Case(name: "stray argument", args: ["regions", "book"], message: "error: unexpected argument 'book' (see 'foldkit regions --help')"),
        Case(name: "missing profile file", args: ["regions", "--device", "/nonexistent/duo.json"], message: "error: /nonexistent/duo.json: no such file"),
        Case(name: "no command", args: [], message: "error: missing command (see 'foldkit --help')"),
    ]

    @Test("Each bad input: one line, exit 2, nothing on stdout", arguments: cases)
    func badInput(_ c: Case) {
        let output = FoldKitCommandLine.run(c.args)
        #expect(output.exitCode == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == c.message + "\n")
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
